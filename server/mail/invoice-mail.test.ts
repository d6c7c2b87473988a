import { describe, expect, it } from 'vitest';
import type { InvoiceParty } from '../../common/schemas/invoice';
import { invoiceMail, type MailCompany, type MailInvoice } from './invoice-mail';
import { reminderMail } from './reminder-mail';

const seller: InvoiceParty = {
  name: 'Löschprofis GmbH',
  address: 'Hauptstraße 1\n10115 Berlin',
  email: 'rechnung@loeschprofis.de',
  phone: null,
  contactName: null,
  taxNumber: '30/123/45678',
  vatId: 'DE123456789',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
  managingDirectors: 'Erika Muster',
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 12345',
  registeredSeat: null,
  website: null,
};

const invoice: MailInvoice = {
  kind: 'invoice',
  state: 'open',
  number: 'RE-2026-0007',
  issuedOn: '2026-11-02',
  dueOn: '2026-11-16',
  grossCents: 21182,
  paidCents: 0,
  serviceFrom: '2026-10-20',
  serviceTo: '2026-10-30',
  lineCount: 2,
  cancelsNumber: null,
  cancelledByNumber: null,
  seller,
};

const company: MailCompany & { contactName: string } = {
  name: 'Löschprofis <GmbH>',
  website: 'https://loeschprofis.de',
  gmailEmail: 'versand@loeschprofis.de',
  legalName: 'Löschprofis GmbH',
  legalAddress: 'Hauptstraße 1\n10115 Berlin',
  managingDirectors: 'Erika Muster',
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 12345',
  vatId: 'DE123456789',
  contactName: 'Jonas Weber',
  contactPhone: '030 1234567',
  contactEmail: 'rechnung@loeschprofis.de',
};
const customer = { contactTitle: 'Frau', contactPerson: 'Sabine Müller' };

const footer =
  '-- \nLöschprofis GmbH\nHauptstraße 1\n10115 Berlin\nGeschäftsführung: Erika Muster\nRegistergericht: Amtsgericht Berlin-Charlottenburg, HRB 12345\nUSt-IdNr.: DE123456789\nE-Mail: rechnung@loeschprofis.de\nhttps://loeschprofis.de';

describe('invoiceMail', () => {
  it('names the invoice, amount, service period, where and until when to pay, and carries the footer', () => {
    const mail = invoiceMail({ invoice, company, customer });
    expect(mail.subject).toBe('Rechnung RE-2026-0007 von Löschprofis <GmbH>');
    expect(mail.text).toBe(
      [
        'Sehr geehrte Frau Müller,',
        'anbei erhalten Sie unsere Rechnung RE-2026-0007 vom 02.11.2026 über 211,82\u00a0€ für die Entfernung von 2 Google-Bewertungen im Zeitraum 20.10.2026 bis 30.10.2026.',
        'Bitte überweisen Sie den Betrag bis zum 16.11.2026 auf folgendes Konto:\nKontoinhaber: Löschprofis GmbH\nIBAN: DE89 3704 0044 0532 0130 00\nBIC: COBADEFFXXX\nBank: Commerzbank\nVerwendungszweck: RE-2026-0007',
        'Die Rechnung finden Sie im Anhang als PDF (mit eingebetteter E-Rechnung nach ZUGFeRD/Factur-X) und zusätzlich als XRechnung (XML).',
        'Bei Fragen erreichen Sie uns telefonisch unter 030 1234567 oder per E-Mail an rechnung@loeschprofis.de.',
        'Vielen Dank für Ihren Auftrag.',
        // The portal link's marker: the delivery puts the customer's link in (decision 072).
        'Rechnung im Kundenportal ansehen:\n[persönlicher Link zum Kundenportal]',
        'Mit freundlichen Grüßen\nJonas Weber',
        footer,
      ].join('\n\n'),
    );
    // No advertising: no objection notice, no unsubscribe link.
    expect(mail.text).not.toMatch(/abmelden|widersprechen/i);
    expect(mail.html).toContain('Löschprofis &lt;GmbH&gt;');
    expect(mail.html).not.toContain('<GmbH>');
    expect(mail.html).toContain('IBAN: DE89 3704 0044 0532 0130 00<br>BIC: COBADEFFXXX');
    expect(mail.html).toContain('Registergericht: Amtsgericht Berlin-Charlottenburg, HRB 12345');
  });

  it('asks only for what is open after a part payment, and thanks for a paid one', () => {
    expect(invoiceMail({ invoice: { ...invoice, paidCents: 10000 }, company, customer }).text).toContain(
      'Bitte überweisen Sie den offenen Betrag von 111,82\u00a0€ bis zum 16.11.2026',
    );
    const paid = invoiceMail({ invoice: { ...invoice, state: 'paid', paidCents: 21182 }, company, customer });
    expect(paid.text).toContain('Die Rechnung ist bereits bezahlt – vielen Dank!');
    expect(paid.text).not.toContain('IBAN');
  });

  it('sends a cancellation invoice with the number it cancels and no payment request', () => {
    const mail = invoiceMail({
      invoice: {
        ...invoice,
        kind: 'cancellation',
        state: 'cancelled',
        number: 'RE-2026-0008',
        cancelsNumber: 'RE-2026-0007',
        grossCents: -21182,
      },
      company,
      customer: { contactTitle: null, contactPerson: null },
    });
    expect(mail.subject).toBe('Stornorechnung RE-2026-0008 von Löschprofis <GmbH>');
    expect(mail.text).toMatch(
      /^Guten Tag,\n\nanbei erhalten Sie unsere Stornorechnung RE-2026-0008 vom 02\.11\.2026 zur Rechnung RE-2026-0007\.\nDie ursprüngliche Rechnung ist damit aufgehoben; Sie brauchen dafür nichts zu überweisen\./,
    );
    expect(mail.text).not.toContain('IBAN');
  });

  it('in test mode names the customer it stands in for and marks the subject', () => {
    const mail = invoiceMail({ invoice, company, customer, testFor: 'buchhaltung@mueller.de' });
    expect(mail.subject).toBe('[TEST] Rechnung RE-2026-0007 von Löschprofis <GmbH>');
    expect(mail.text).toMatch(/^Testmodus: Diese E-Mail wäre an buchhaltung@mueller\.de gegangen/);
  });
});

describe('reminderMail', () => {
  const today = '2026-11-23';

  it('level 1 is a friendly Zahlungserinnerung with the open amount, the due day and the account', () => {
    const mail = reminderMail({ invoice, level: 1, company, customer, today });
    expect(mail.subject).toBe('Zahlungserinnerung zur Rechnung RE-2026-0007 von Löschprofis <GmbH>');
    expect(mail.text).toContain(
      'sicher ist es im Alltag untergegangen: Unsere Rechnung RE-2026-0007 vom 02.11.2026 war am 16.11.2026 fällig',
    );
    expect(mail.text).toContain('Offener Betrag: 211,82\u00a0€');
    expect(mail.text).toContain(
      'in den nächsten Tagen auf folgendes Konto:\nKontoinhaber: Löschprofis GmbH\nIBAN: DE89',
    );
    expect(mail.text).toContain(
      'Die Rechnung hängt dieser E-Mail noch einmal als PDF und als XRechnung (XML) an.',
    );
    expect(mail.text).toContain('als gegenstandslos');
    expect(mail.text).toContain(footer);
    expect(mail.text).not.toMatch(/abmelden|Inkasso|Mahngebühr|Verzugszinsen/i);
  });

  it('level 2 and 3 set a new deadline a week ahead; the part paid is named', () => {
    const second = reminderMail({
      invoice: { ...invoice, paidCents: 10000 },
      level: 2,
      company,
      customer,
      today,
    });
    expect(second.subject).toBe('Mahnung zur Rechnung RE-2026-0007 von Löschprofis <GmbH>');
    expect(second.text).toContain(
      'Offener Betrag: 111,82\u00a0€\n(Rechnungsbetrag 211,82\u00a0€, bereits bezahlt 100,00\u00a0€)',
    );
    expect(second.text).toContain('bis zum 30.11.2026 auf folgendes Konto');
    const last = reminderMail({ invoice, level: 3, company, customer, today });
    expect(last.subject).toBe('Letzte Mahnung zur Rechnung RE-2026-0007 von Löschprofis <GmbH>');
    expect(last.text).toContain('bis spätestens 30.11.2026');
    expect(last.text).toContain('gemeinsam finden wir eine Lösung');
  });
});
