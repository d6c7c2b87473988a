// The offer as a customer receives it: a real scan against the fake Apify into the SMTP sink,
// the raw message read by mailparser (issue 21 item 3).
import { simpleParser } from 'mailparser';
import { beforeEach, expect, it } from 'vitest';
import * as fx from '../../../tests/support/scan-fixture';

fx.describeScanApi('the offer as received', (ctx, services) => {
  beforeEach(() => {
    services.sink.messages.length = 0;
    services.fake.scenarios.clear();
  });

  async function scan(companyId: number, cookie: string) {
    await fx.runManualScan(ctx, companyId, cookie);
  }

  it('names review and offer, greets by surname, states VAT, links to Google and carries the full footer', async () => {
    const companyId = await fx.scanCompany(ctx, services, 'Reputationsschutz Nord GmbH', {
      legalName: 'Reputationsschutz Nord GmbH',
      legalAddress: 'Hafenstraße 12\n20457 Hamburg',
      registeredSeat: 'Hamburg',
      contactName: 'Anna Schulz',
      contactPhone: '040 123456',
      contactEmail: 'kontakt@reputation-nord.de',
      vatMode: 'standard',
      offerClosing: 'Herzliche Grüße\n{ansprechpartner}',
    });
    await fx.insertCustomer(ctx.database.db, companyId, {
      name: 'Bäckerei Müller',
      email: 'inhaber@baeckerei-mueller.de',
      googleMapsLink: fx.placeLink('Mueller'),
      contactTitle: 'Herr',
      contactPerson: 'Vicco von Bülow',
    });
    services.fake.scenarios.set(fx.placeLink('Mueller'), {
      items: [
        ...fx
          .reviews('mueller', [
            [3, 2],
            [1, 5],
          ])
          .map((r, i) => (i === 0 ? { ...r, text: null } : r)),
      ],
    });
    const { cookie } = await ctx.signIn('manager');
    await scan(companyId, cookie);

    expect(services.sink.messages).toHaveLength(1);
    const mail = await simpleParser(services.sink.messages[0].raw);
    const text = mail.text ?? '';
    const html = String(mail.html);
    expect(mail.subject).toMatch(
      /^Ihre 2 Google-Bewertungen vom \d\d\.\d\d\.\d{4} – Angebot zur Entfernung$/,
    );
    expect(text).toMatch(
      /^Sehr geehrter Herr von Bülow,\n\nauf Google haben wir 2 neue Bewertungen \(eine negative und eine kritische\) für Bäckerei Müller gefunden\./,
    );
    expect(text).toMatch(
      /★★★☆☆ Kritische Bewertung \(3 von 5 Sternen\) – .+\nBewertung ohne Text \(nur Sterne\)\nAuf Google ansehen: https:\/\/www\.google\.com\/maps\/reviews\/\S+mueller-0\n/,
    );
    expect(text).toMatch(/★☆☆☆☆ Negative Bewertung \(1 von 5 Sternen\) – .+\n„.+“\nAuf Google ansehen: /);
    expect(html.match(/>Auf Google ansehen<\/a>/g)).toHaveLength(2);
    expect(text).toContain(
      'Preis: 79,50\u00a0€ zzgl. 19 % USt. (94,61\u00a0€ brutto) pro Bewertung, zusammen 159,00\u00a0€ zzgl. 19 % USt. (189,21\u00a0€ brutto).',
    );
    expect(text).toContain(
      'Ihr Kontakt für Rückfragen: Anna Schulz\nTelefon: 040 123456\nE-Mail: kontakt@reputation-nord.de',
    );
    expect(text).toContain(
      'Herzliche Grüße\nAnna Schulz\n\n-- \nReputationsschutz Nord GmbH\nHafenstraße 12\n20457 Hamburg\nSitz der Gesellschaft: Hamburg\nE-Mail: kontakt@reputation-nord.de\nhttps://reputation-nord.de',
    );
    expect(text).toMatch(
      /jederzeit widersprechen, ohne dass Ihnen hierfür andere als die Übermittlungskosten nach den Basistarifen entstehen \(§ 7 Abs\. 3 Nr\. 4 UWG\)\. Abmelden mit einem Klick:\nhttp:\/\/127\.0\.0\.1:5000\/abmelden\/\S+$/,
    );
    expect(html).toMatch(/Sitz der Gesellschaft: Hamburg<br>E-Mail: kontakt@reputation-nord\.de/);
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:5000\/abmelden\/[^"]+">Abmelden<\/a>/);
    expect(mail.messageId).toMatch(/@reputation-nord\.de>$/);
    expect(mail.date).toBeInstanceOf(Date);
  });

  it('states the § 19 UStG note for a small business instead of VAT', async () => {
    const companyId = await fx.scanCompany(ctx, services, 'Klein & Fein Reputation', {
      vatMode: 'small_business',
    });
    await fx.insertCustomer(ctx.database.db, companyId, {
      name: 'Friseur Haarmonie',
      email: 'salon@haarmonie.de',
      googleMapsLink: fx.placeLink('Haarmonie'),
      contactTitle: 'Frau',
      contactPerson: 'Sabine Müller-Lüdenscheidt',
    });
    services.fake.scenarios.set(fx.placeLink('Haarmonie'), { items: fx.reviews('haar', [[2, 6]]) });
    const { cookie } = await ctx.signIn('manager');
    await scan(companyId, cookie);
    expect(services.sink.messages).toHaveLength(1);
    const mail = await simpleParser(services.sink.messages[0].raw);
    expect(mail.subject).toMatch(/^Ihre Google-Bewertung vom \d\d\.\d\d\.\d{4} – Angebot zur Entfernung$/);
    expect(mail.text).toMatch(/^Sehr geehrte Frau Müller-Lüdenscheidt,\n/);
    expect(mail.text).toContain('Preis: 79,50\u00a0€. Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.');
    expect(mail.text).not.toContain('zzgl.');
    expect(mail.text).toContain('Ihr Kontakt für Rückfragen: Klein & Fein Reputation');
  });
});
