import { describe, expect, it } from 'vitest';
import { routeOf, type SignupForm } from './alarm-api';
import { checkForm } from './use-signup-form';

const filled: SignupForm = {
  name: 'Café Morgenrot',
  contactTitle: '',
  contactPerson: '',
  email: 'jonas@cafe-morgenrot.example',
  googleMapsLink: 'https://maps.app.goo.gl/CafeMorgenrot1',
  consent: true,
  website: '',
};

describe('the sign-up pages', () => {
  it('read the page from the address as the operator app’s router did', () => {
    expect(routeOf('/alarm/cafe-nord')).toEqual({ page: 'signup', slug: 'cafe-nord' });
    expect(routeOf('/alarm/cafe-nord/')).toEqual({ page: 'signup', slug: 'cafe-nord' });
    expect(routeOf('/alarm/caf%C3%A9')).toEqual({ page: 'signup', slug: 'café' });
    expect(routeOf('/alarm/%E0%A4%A')).toEqual({ page: 'signup', slug: '%E0%A4%A' });
    expect(routeOf('/alarm/confirm/AbC_1-2')).toEqual({ page: 'confirm', token: 'AbC_1-2' });
    // As '/alarm/:slug' did: 'confirm' alone is a slug (the server finds no page by that name).
    expect(routeOf('/alarm/confirm/')).toEqual({ page: 'signup', slug: 'confirm' });
    for (const path of ['/alarm/', '/alarm/a/b', '/alarm/confirm/x/y'])
      expect(routeOf(path), path).toEqual({ page: 'none' });
  });

  it('check the form in the browser with the server’s German words', () => {
    expect(checkForm(filled)).toEqual({});
    expect(checkForm({ ...filled, name: ' ', email: '', googleMapsLink: '', consent: false })).toEqual({
      name: 'Bitte geben Sie den Firmennamen ein',
      email: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
      googleMapsLink: 'Bitte geben Sie den Google-Maps-Link Ihres Unternehmens ein',
      consent: 'Bitte stimmen Sie der Einwilligung zu, um sich anzumelden',
    });
    expect(checkForm({ ...filled, email: 'jonas@cafe' })).toEqual({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    });
  });
});
