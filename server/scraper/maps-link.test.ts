import { describe, expect, it } from 'vitest';
import { checkMapsLink } from './maps-link';

describe('checkMapsLink', () => {
  it.each([
    'https://www.google.com/maps/place/B%C3%A4ckerei+M%C3%BCller/@52.52,13.40,17z/data=!3m1!4b1',
    'https://www.google.de/maps/place/?q=place_id:ChIJw7Xq1x1OqEcRB0-xw6HVKo4',
    'https://www.google.com/maps/search/?api=1&query=Autohaus&query_place_id=ChIJw7Xq1x1OqEcRB0',
    'https://www.google.com/maps/reviews/data=!4m8!14m7',
    'https://www.google.com/maps?cid=10244235193157242631',
    'https://maps.google.de/?cid=10244235193157242631',
    'https://maps.google.com/maps?cid=10244235193157242631',
    'https://maps.app.goo.gl/AbCdEf123',
    'https://goo.gl/maps/AbCdEf123',
    'https://g.page/baeckerei-mueller',
    'https://share.google/AbCdEf',
    'https://www.google.co.uk/maps/place/Shop/@51.5,-0.1,17z',
  ])('accepts %s', (link) => {
    expect(checkMapsLink(link)).toEqual({ ok: true, url: link });
  });

  it.each([
    'https://www.example.com/maps/place/x',
    'https://www.google.com/search?q=baeckerei',
    'https://www.google.com/maps/search/?api=1&query=Autohaus',
    'https://maps.app.goo.gl/',
    'ftp://www.google.com/maps/place/x',
    'keine url',
    'https://evilgoogle.com/maps/place/x',
  ])('refuses %s as invalid_url', (link) => {
    expect(checkMapsLink(link)).toMatchObject({ ok: false, errorType: 'invalid_url' });
  });

  it('reports a missing link as missing_url', () => {
    for (const link of [null, undefined, '', '   ']) {
      expect(checkMapsLink(link)).toEqual({
        ok: false,
        errorType: 'missing_url',
        message: 'Kein Google Maps Link hinterlegt',
      });
    }
  });
});
