import { describe, expect, it } from 'vitest';
import { signupConfirmationMail } from './signup-confirmation-mail';

const company = {
  name: 'Nord <Reputation>',
  website: 'https://reputation-nord.de',
  registeredSeat: 'Hamburg',
  legalName: 'Nord GmbH',
  legalAddress: 'Hafenstraße 12\n20457 Hamburg',
  managingDirectors: 'Anna Schulz',
  registerCourt: 'Amtsgericht Hamburg',
  registerNumber: 'HRB 1',
  vatId: 'DE123456789',
};
const input = {
  company,
  signup: { name: 'Café "Eck"', email: 'info@cafe-eck.de' },
  confirmUrl: 'https://app.example/alarm/confirm/abc_DEF-123',
  expiresAt: new Date('2026-11-22T09:30:00Z'),
};

describe('the sign-up confirmation mail', () => {
  it('asks for the confirmation only: the link, its validity, the sender and its Impressum', () => {
    const mail = signupConfirmationMail(input);
    expect(mail.subject).toBe(
      'Bitte bestätigen Sie Ihre Anmeldung zum Bewertungs-Alarm von Nord <Reputation>',
    );
    expect(mail.text).toContain('https://app.example/alarm/confirm/abc_DEF-123');
    expect(mail.text).toContain('Der Link ist 48 Stunden gültig, bis 22.11.2026 10:30 Uhr.');
    for (const line of [
      'Nord GmbH',
      '20457 Hamburg',
      'Sitz: Hamburg',
      'Registergericht: Amtsgericht Hamburg, HRB 1',
      'USt-IdNr.: DE123456789',
    ])
      expect(mail.text).toContain(line);
    expect(`${mail.text}${mail.html}`).not.toMatch(/Angebot|Preis|€|Rabatt/);
  });

  it('escapes every value in the HTML', () => {
    const { html } = signupConfirmationMail(input);
    expect(html).toContain('Nord &lt;Reputation&gt;');
    expect(html).toContain('Café &quot;Eck&quot;');
    expect(html).not.toContain('<Reputation>');
    expect(html).toContain('href="https://app.example/alarm/confirm/abc_DEF-123"');
  });
});
