import type { Db } from '../../server/db/client';
import { companies } from '../../server/db/schema';

export const SIGNUP_COMPANY = 'Alarm Test GmbH';
export const SIGNUP_SLUG = 'alarm-test';
export const SIGNUP_CONSENT =
  'Ja, ich möchte per E-Mail über neue negative Google-Bewertungen meines Unternehmens informiert werden und Angebote zu deren Entfernung erhalten. Diese Einwilligung kann ich jederzeit widerrufen.';

/** A company with a sign-up page and its Impressum; the browser test points its mail at a sink of its own. */
export async function seedSignup(db: Db) {
  await db.insert(companies).values({
    name: SIGNUP_COMPANY,
    website: 'https://alarm-test.example',
    legalName: 'Alarm Test GmbH',
    legalAddress: 'Hafenstraße 12\n20457 Hamburg',
    managingDirectors: 'Anna Schulz',
    registerCourt: 'Amtsgericht Hamburg',
    registerNumber: 'HRB 654321',
    vatId: 'DE987654321',
    registeredSeat: 'Hamburg',
    contactEmail: 'kontakt@alarm-test.example',
    signupSlug: SIGNUP_SLUG,
    consentText: SIGNUP_CONSENT,
    consentTextVersion: 1,
    mailPauseSeconds: 0,
  });
}
