import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { type NegativeReviewMailInput, negativeReviewMail } from './negative-review-mail';
import { offerInput } from './negative-review-mail.fixture';
import { PORTAL_LINK_MARKER, withPortalLink } from './portal-link';

const NB = '\u00a0'; // Intl puts a no-break space before '€'.
const base = offerInput;
const withReviews = (reviews: NegativeReviewMailInput['reviews']) => ({ ...base, reviews });
const withCompany = (company: Partial<NegativeReviewMailInput['company']>) => ({
  ...base,
  company: { ...base.company, ...company },
});

/** The offer as the SMTP server gets it (nodemailer), read back by a mail client's parser. */
async function received(input: NegativeReviewMailInput) {
  const mail = negativeReviewMail(input);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({
    from: '"Reputationsschutz Nord GmbH" <info@reputation-nord.de>',
    to: 'inhaber@baeckerei-mueller.de',
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: '<offer-1@reputation-nord.de>',
  });
  const parsed = await simpleParser(info.message as Buffer);
  return { ...mail, parsed, html: String(parsed.html), text: parsed.text ?? '' };
}

describe('the offer e-mail', () => {
  it('names the review and the offer in the subject, greets by title and surname', async () => {
    const { parsed, text, html } = await received(base);
    expect(parsed.subject).toBe('Ihre Google-Bewertung vom 22.11.2026 – Angebot zur Entfernung');
    expect(
      text.startsWith(
        'Sehr geehrter Herr Schäfer,\n\nauf Google haben wir eine neue negative Bewertung für Bäckerei Müller gefunden.',
      ),
    ).toBe(true);
    expect(html).toContain('<p>Sehr geehrter Herr Schäfer,</p>');
    expect(parsed.messageId).toBe('<offer-1@reputation-nord.de>');
  });

  it('lists each review with its kind, stars, reviewer, date, text and Google link', async () => {
    const { text, html } = await received(base);
    expect(text).toContain(
      [
        '★★☆☆☆ Negative Bewertung (2 von 5 Sternen) – Jana Weber, 22.11.2026',
        '„Lange Wartezeit.“',
        'Auf Google ansehen: https://www.google.com/maps/reviews/data=!4m8!14m7!1m6!2m5!1sabc',
      ].join('\n'),
    );
    expect(html).toContain(
      '<a href="https://www.google.com/maps/reviews/data=!4m8!14m7!1m6!2m5!1sabc">Auf Google ansehen</a>',
    );
  });

  it('calls 3 stars critical, never negative, and says so for a mix', async () => {
    const critical = {
      username: 'Max',
      rating: 3,
      text: 'Ganz in Ordnung',
      reviewDate: new Date('2026-11-20T10:00:00Z'),
    };
    const one = await received(withReviews([critical]));
    expect(one.text).toContain('eine neue kritische Bewertung für Bäckerei Müller');
    expect(one.text).toContain('★★★☆☆ Kritische Bewertung (3 von 5 Sternen) – Max, 20.11.2026');
    expect(one.text.toLowerCase()).not.toContain('negativ');
    const mix = await received(withReviews([critical, ...base.reviews]));
    expect(mix.parsed.subject).toBe(
      'Ihre Google-Bewertungen vom 20.11.2026 und 22.11.2026 – Angebot zur Entfernung',
    );
    expect(mix.text).toContain('2 neue Bewertungen (eine negative und eine kritische) für Bäckerei Müller');
  });

  it('says in its own words that a review has no text, never quoting it', async () => {
    const { text, html } = await received(
      withReviews([{ username: null, rating: 1, text: null, reviewDate: null, reviewUrl: null }]),
    );
    expect(text).toContain(
      '★☆☆☆☆ Negative Bewertung (1 von 5 Sternen) – Unbekannt, ohne Datum\nBewertung ohne Text (nur Sterne)\n\n',
    );
    expect(text).not.toMatch(/„[^“]*“/);
    expect(text).not.toContain('Auf Google ansehen');
    expect(html).toContain('Bewertung ohne Text (nur Sterne)');
  });

  it('counts several reviews in the subject', () => {
    const r = (day: number, rating = 1) => ({
      username: 'A',
      rating,
      text: 'x',
      reviewDate: new Date(`2026-11-${day}T10:00:00Z`),
    });
    expect(negativeReviewMail(withReviews([r(22), r(22)])).subject).toBe(
      'Ihre 2 Google-Bewertungen vom 22.11.2026 – Angebot zur Entfernung',
    );
    expect(negativeReviewMail(withReviews([r(20), r(21), r(22)])).subject).toBe(
      '3 neue Google-Bewertungen – Angebot zur Entfernung',
    );
    expect(negativeReviewMail(withReviews([r(20, 3), r(21, 3)])).text).toContain(
      '2 neue kritische Bewertungen',
    );
  });

  it('states the price plus VAT with the gross amount, or the § 19 UStG note', async () => {
    const standard = await received(base);
    const price = `Preis: 49,00${NB}€ zzgl. 19 % USt. (58,31${NB}€ brutto).`;
    expect(standard.text).toContain(
      `Unser Angebot: Wir prüfen die Bewertung und beantragen ihre Entfernung bei Google. ${price}`,
    );
    expect(standard.html).toContain(price);
    const two = negativeReviewMail(withReviews([...base.reviews, ...base.reviews]));
    expect(two.text).toContain(
      `49,00${NB}€ zzgl. 19 % USt. (58,31${NB}€ brutto) pro Bewertung, zusammen 98,00${NB}€ zzgl. 19 % USt. (116,62${NB}€ brutto).`,
    );
    const small = await received(withCompany({ vatMode: 'small_business' }));
    expect(small.text).toContain(`Preis: 49,00${NB}€. Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.`);
    expect(small.text).not.toContain('zzgl.');
  });

  it('carries the portal button below the price: the marker in both parts until the delivery puts the link in', async () => {
    const mail = negativeReviewMail(base);
    expect(mail.text).toMatch(
      /\n\nBewertung ansehen und Löschung beauftragen:\n\[persönlicher Link zum Kundenportal\]\n\nIhr Kontakt für Rückfragen:/,
    );
    expect(mail.html).toContain(
      '<a href="[persönlicher Link zum Kundenportal]" target="_blank" style="display:inline-block;',
    );
    const sent = withPortalLink(mail, 'https://app.example.de/kunde/a&b');
    expect(sent.text).toContain(
      'Bewertung ansehen und Löschung beauftragen:\nhttps://app.example.de/kunde/a&b\n',
    );
    expect(sent.html).toContain('<a href="https://app.example.de/kunde/a&amp;b" target="_blank"');
    expect(`${sent.text}${sent.html}`).not.toContain(PORTAL_LINK_MARKER);
    // In a mail program: one link to the portal, as a button in a coloured table cell.
    const { html } = await received(base);
    expect(html).toMatch(
      /<td[^>]*bgcolor="#1d4ed8"[^>]*>\s*<a [^>]*>Bewertung ansehen und Löschung beauftragen<\/a>/,
    );
  });

  it('names the contact person, phone and e-mail, and signs with them', async () => {
    const { text } = await received(base);
    expect(text).toContain(
      'Ihr Kontakt für Rückfragen: Anna Schulz\nTelefon: 040 123456\nE-Mail: kontakt@reputation-nord.de\n\nWenn Sie das Angebot annehmen möchten',
    );
    expect(text).toContain('Mit freundlichen Grüßen\nAnna Schulz\nReputationsschutz Nord GmbH\n\n-- ');
    const none = negativeReviewMail(
      withCompany({ contactName: null, contactPhone: null, contactEmail: null }),
    );
    expect(none.text).toContain(
      'Ihr Kontakt für Rückfragen: Reputationsschutz Nord GmbH\nE-Mail: info@reputation-nord.de\n',
    );
    expect(none.text).toContain('Mit freundlichen Grüßen\nReputationsschutz Nord GmbH\n\n-- ');
  });

  it('ends with the legal footer (seat, e-mail) and the objection notice with the opt-out link', async () => {
    const { text, html } = await received(base);
    expect(text).toContain(
      [
        '-- ',
        'Reputationsschutz Nord GmbH',
        'Hafenstraße 12',
        '20457 Hamburg',
        'Sitz der Gesellschaft: Hamburg',
        'Geschäftsführung: Anna Schulz',
        'Registergericht: Amtsgericht Hamburg, HRB 123456',
        'USt-IdNr.: DE123456789',
        'E-Mail: kontakt@reputation-nord.de',
        'https://reputation-nord.de',
        '',
        'Sie können der Verwendung Ihrer E-Mail-Adresse für Werbung jederzeit widersprechen, ohne dass Ihnen hierfür andere als die Übermittlungskosten nach den Basistarifen entstehen (§ 7 Abs. 3 Nr. 4 UWG). Abmelden mit einem Klick:',
        'https://app.example.de/abmelden/7.abc',
      ].join('\n'),
    );
    expect(html).toContain('Sitz der Gesellschaft: Hamburg<br>Geschäftsführung: Anna Schulz');
    expect(html).toContain(
      '(§ 7 Abs. 3 Nr. 4 UWG). Abmelden mit einem Klick: <a href="https://app.example.de/abmelden/7.abc">Abmelden</a>',
    );
  });

  it('carries at least the company name, the sending address and website while the footer is incomplete', () => {
    const mail = negativeReviewMail(
      withCompany({
        legalName: null,
        legalAddress: null,
        managingDirectors: '',
        registerCourt: null,
        registerNumber: null,
        vatId: null,
        registeredSeat: null,
        contactEmail: null,
      }),
    );
    expect(mail.text).toContain(
      '-- \nReputationsschutz Nord GmbH\nE-Mail: info@reputation-nord.de\nhttps://reputation-nord.de\n',
    );
  });

  it('greets neutrally when unsure', async () => {
    const { text } = await received({ ...base, customer: { ...base.customer, contactTitle: null } });
    expect(text.startsWith('Guten Tag,\n\n')).toBe(true);
  });

  it('marks a test mail in the subject and names the address it stands in for', () => {
    const mail = negativeReviewMail({ ...base, testFor: 'info@baeckerei-mueller.de' });
    expect(mail.subject).toBe('[TEST] Ihre Google-Bewertung vom 22.11.2026 – Angebot zur Entfernung');
    expect(mail.text.split('\n')[0]).toBe(
      'Testmodus: Diese E-Mail wäre an info@baeckerei-mueller.de gegangen und wurde stattdessen an Sie gesendet.',
    );
    expect(mail.html).toContain('Testmodus: Diese E-Mail wäre an info@baeckerei-mueller.de gegangen');
  });

  it("uses the company's template for subject, opening and closing, the fixed parts untouched", async () => {
    const { parsed, text } = await received(
      withCompany({
        offerSubject: 'Angebot für {kunde}: {bewertungen_anzahl} Bewertung',
        offerOpening: '{anrede},\n\nich bin {ansprechpartner} von {firma} ({link}).',
        offerClosing: 'Viele Grüße\n{ansprechpartner}',
      }),
    );
    expect(parsed.subject).toBe('Angebot für Bäckerei Müller: 1 Bewertung');
    expect(
      text.startsWith(
        'Sehr geehrter Herr Schäfer,\n\nich bin Anna Schulz von Reputationsschutz Nord GmbH (https://reputation-nord.de).\n\n★★☆☆☆',
      ),
    ).toBe(true);
    expect(text).toContain('Viele Grüße\nAnna Schulz\n\n-- \n');
    expect(text).toContain('Preis: 49,00');
    expect(text).toContain('(§ 7 Abs. 3 Nr. 4 UWG)');
  });

  it('escapes every value in the HTML part, the template too', () => {
    const mail = negativeReviewMail({
      ...withCompany({ offerClosing: 'Gruß & <i>Dank</i>' }),
      customer: { ...base.customer, name: 'A & B <GmbH>' },
      reviews: [
        {
          username: '<b>x</b>',
          rating: 1,
          text: '<script>alert(1)</script>',
          reviewDate: null,
          reviewUrl: 'https://g.co/"><script>',
        },
      ],
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('A &amp; B &lt;GmbH&gt;');
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('Gruß &amp; &lt;i&gt;Dank&lt;/i&gt;');
  });
});
