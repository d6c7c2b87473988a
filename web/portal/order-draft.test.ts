import { describe, expect, it } from 'vitest';
import { portalOrderSchema } from '../../common/schemas/portal';
import { checkDraft, type DraftItem, orderInput, orderTotals, placeServerErrors } from './order-draft';

const item = (reviewId: number, note = ''): DraftItem => ({ reviewId, reason: 'false_claim', note });

describe('the portal order checked on the page', () => {
  it('names each problem at its place', () => {
    expect(checkDraft([], 'A')).toEqual({
      items: 'Bitte mindestens eine Bewertung auswählen.',
      signerName: 'Bitte geben Sie Ihren vollständigen Namen ein.',
    });
    expect(
      checkDraft(
        [{ reviewId: 1, reason: null, note: '' }, item(2, 'x'.repeat(501)), item(3, 'a\u0000b')],
        'Clara\nChefin',
      ),
    ).toEqual({
      'item:1': 'Bitte einen Grund wählen.',
      'item:2': 'Die Anmerkung darf höchstens 500 Zeichen haben.',
      'item:3': 'Die Anmerkung enthält unzulässige Zeichen.',
      signerName: 'Der Name enthält unzulässige Zeichen.',
    });
    expect(
      checkDraft(
        Array.from({ length: 51 }, (_, i) => item(i + 1)),
        'Clara Chefin',
      ),
    ).toEqual({
      items: 'Höchstens 50 Bewertungen je Auftrag.',
    });
  });

  it('what it lets through, the server’s schema takes as it is', () => {
    const items = [item(1, '  Nie Gast gewesen.\nWirklich. '), item(2, '   ')];
    expect(checkDraft(items, ' Clara Chefin ')).toEqual({});
    const input = orderInput(items, ' Clara Chefin ', 2);
    expect(input).toEqual({
      items: [
        { reviewId: 1, reason: 'false_claim', note: 'Nie Gast gewesen.\nWirklich.' },
        { reviewId: 2, reason: 'false_claim' },
      ],
      signerName: 'Clara Chefin',
      termsVersion: 2,
    });
    expect(portalOrderSchema.parse(input)).toEqual(input);
  });

  it('totals as the invoice reckons them, and the server’s field errors on the sent items', () => {
    expect(orderTotals(3, '79.50', 19)).toEqual({ netCents: 23850, vatCents: 4532, grossCents: 28382 });
    expect(orderTotals(2, '89.00', 0)).toEqual({ netCents: 17800, vatCents: 0, grossCents: 17800 });
    expect(
      placeServerErrors({ 'items.1.note': 'zu lang', signerName: 'fehlt', termsVersion: 'alt' }, [
        item(7),
        item(9),
      ]),
    ).toEqual({ 'item:9': 'zu lang', signerName: 'fehlt', items: 'alt' });
  });
});
