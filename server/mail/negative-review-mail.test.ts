import { describe, expect, it } from 'vitest';
import { formatEuro } from '../../common/format';
import { negativeReviewMail, salutation } from './negative-review-mail';

const base = {
  company: {
    name: 'Reputationsschutz Nord GmbH',
    website: 'https://reputation-nord.de',
    gmailEmail: 'info@reputation-nord.de',
    legalName: 'Reputationsschutz Nord GmbH',
    legalAddress: 'Hafenstraße 12\n20457 Hamburg',
    managingDirectors: 'Anna Schulz',
    registerCourt: 'Amtsgericht Hamburg',
    registerNumber: 'HRB 123456',
    vatId: 'DE123456789',
  },
  customer: { name: 'Bäckerei Müller', contactTitle: 'Frau', contactPerson: 'Petra Müller' },
  pricePerReview: '89.00',
  reviews: [
    {
      username: 'Jana Weber',
      rating: 2,
      text: 'Lange Wartezeit.',
      reviewDate: new Date('2026-11-22T17:42:13Z'),
    },
  ],
  unsubscribeUrl: 'https://app.example.de/abmelden/7.abc',
};

describe('negativeReviewMail', () => {
  it('greets by title and name, else the neutral form', () => {
    expect(salutation('Herr', 'Jörg Klein')).toBe('Sehr geehrter Herr Jörg Klein,');
    expect(salutation('Frau', 'Petra Müller')).toBe('Sehr geehrte Frau Petra Müller,');
    expect(salutation(null, 'Petra Müller')).toBe('Sehr geehrte Damen und Herren,');
    expect(salutation('Herr', null)).toBe('Sehr geehrte Damen und Herren,');
  });

  it('lists one review with stars, reviewer, Berlin date, text and the price', () => {
    const mail = negativeReviewMail(base);
    expect(mail.subject).toBe('Neue negative Bewertung für Bäckerei Müller');
    expect(mail.text).toContain('Sehr geehrte Frau Petra Müller,');
    expect(mail.text).toContain('★★☆☆☆ (2 von 5 Sternen) – Jana Weber, 22.11.2026');
    expect(mail.text).toContain('„Lange Wartezeit.“');
    expect(mail.text).toContain(`${formatEuro(89)} pro Bewertung`);
    expect(mail.html).toContain(`${formatEuro(89)} pro Bewertung`);
  });

  it('ends with the legal footer and the personal opt-out link, in both parts', () => {
    const mail = negativeReviewMail(base);
    expect(mail.text).toContain(
      [
        '-- ',
        'Reputationsschutz Nord GmbH',
        'Hafenstraße 12',
        '20457 Hamburg',
        'Geschäftsführung: Anna Schulz',
        'Registergericht: Amtsgericht Hamburg, HRB 123456',
        'USt-IdNr.: DE123456789',
        'https://reputation-nord.de',
        '',
        'Sie möchten keine E-Mails mehr von uns erhalten? Hier abmelden:',
        'https://app.example.de/abmelden/7.abc',
      ].join('\n'),
    );
    expect(mail.html).toContain('Hafenstraße 12<br>20457 Hamburg<br>Geschäftsführung: Anna Schulz');
    expect(mail.html).toContain('<a href="https://app.example.de/abmelden/7.abc">Abmelden</a>');
  });

  it('carries at least the company name and website while the footer is incomplete', () => {
    const company = { ...base.company, legalName: null, legalAddress: null, managingDirectors: '' };
    const mail = negativeReviewMail({
      ...base,
      company: { ...company, registerCourt: null, registerNumber: null, vatId: null },
    });
    expect(mail.text).toContain('-- \nReputationsschutz Nord GmbH\nhttps://reputation-nord.de\n');
  });

  it('marks a test mail in the subject and names the address it stands in for', () => {
    const mail = negativeReviewMail({ ...base, testFor: 'info@baeckerei-mueller.de' });
    expect(mail.subject).toBe('[TEST] Neue negative Bewertung für Bäckerei Müller');
    expect(mail.text.split('\n')[0]).toBe(
      'Testmodus: Diese E-Mail wäre an info@baeckerei-mueller.de gegangen und wurde stattdessen an Sie gesendet.',
    );
    expect(mail.html).toContain('Testmodus: Diese E-Mail wäre an info@baeckerei-mueller.de gegangen');
  });

  it('counts several reviews with a total, and says so for a review without text', () => {
    const mail = negativeReviewMail({
      ...base,
      reviews: [
        ...base.reviews,
        { username: null, rating: 1, text: null, reviewDate: new Date('2026-11-22T08:00:00Z') },
      ],
    });
    expect(mail.subject).toBe('2 neue negative Bewertungen für Bäckerei Müller');
    expect(mail.text).toContain(`${formatEuro(178)} für alle 2`);
    expect(mail.text).toContain('Unbekannt');
    expect(mail.text).toContain('Keine Bewertung verfügbar');
  });

  it('escapes every value in the HTML part', () => {
    const mail = negativeReviewMail({
      ...base,
      customer: { ...base.customer, name: 'A & B <GmbH>' },
      reviews: [{ username: '<b>x</b>', rating: 1, text: '<script>alert(1)</script>', reviewDate: null }],
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('A &amp; B &lt;GmbH&gt;');
    expect(mail.html).not.toContain('<b>x</b>');
  });
});
