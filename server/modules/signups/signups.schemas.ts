// Request and answer shapes of the public sign-up (docs/api.md "Sign-up"), German messages throughout.
import { z } from 'zod';
import { companySchema } from '../../../common/schemas/company';
import { controlCharsMessage, isOneLine } from '../../../common/schemas/control-chars';
import { contactTitles } from '../../../common/schemas/customer';
import { checkMapsLink } from '../../scraper';

const tooLong = (label: string, max: number) => `${label} darf höchstens ${max} Zeichen haben`;
const oneLine = (label: string, max: number) =>
  z
    .string({ error: `${label} muss Text sein` })
    .trim()
    .max(max, tooLong(label, max))
    .refine(isOneLine, controlCharsMessage(label));

export const mapsLinkMessage =
  'Bitte geben Sie den Link zu Ihrem Eintrag bei Google Maps ein (z. B. https://maps.app.goo.gl/…)';
export const consentRequiredMessage = 'Bitte stimmen Sie der Einwilligung zu, um sich anzumelden';

// No length limit of its own: a slug longer than any we allow finds no page, 404 like any wrong one.
export const signupSlugParams = z.object({ slug: z.string() });

// Strict: a key the form does not have is refused (400, "Unbekannter Schlüssel"), never ignored.
export const signupSchema = z.strictObject({
  name: oneLine('Firmenname', 300).min(1, 'Bitte geben Sie den Firmennamen ein'),
  contactTitle: z
    .enum([...contactTitles, ''], { error: 'Anrede muss Herr oder Frau sein' })
    .nullish()
    .transform((v) => v || null),
  contactPerson: oneLine('Ansprechpartner', 200)
    .nullish()
    .transform((v) => v || null),
  email: oneLine('E-Mail-Adresse', 254)
    .min(1, 'Bitte geben Sie Ihre E-Mail-Adresse ein')
    .pipe(z.email('Bitte geben Sie eine gültige E-Mail-Adresse ein'))
    .transform((v) => v.toLowerCase()),
  // The same check as a customer's link before a scan: only a place link the scraper can read.
  googleMapsLink: oneLine('Google-Maps-Link', 2000)
    .min(1, 'Bitte geben Sie den Google-Maps-Link Ihres Unternehmens ein')
    .refine((v) => checkMapsLink(v).ok, mapsLinkMessage),
  consent: z.literal(true, { error: consentRequiredMessage }),
  /** The honeypot: people never see it, so it stays empty; bots fill it in. */
  website: z.string().max(2000).optional(),
});
export type SignupInput = z.output<typeof signupSchema>;

// The body is at most 1 KB (the route's bodyLimit); a token of any other length finds no sign-up: 404.
export const confirmSchema = z.strictObject({
  token: z.string({ error: 'Bestätigungslink fehlt' }).min(1, 'Bestätigungslink fehlt'),
});
export const tokenParams = z.object({ token: z.string().max(100) });

/** What the public page shows of the company (GET): name, Impressum, the consent text and its version, the privacy notice. */
export const publicCompanySchema = companySchema
  .pick({
    name: true,
    website: true,
    legalName: true,
    legalAddress: true,
    managingDirectors: true,
    registerCourt: true,
    registerNumber: true,
    vatId: true,
    registeredSeat: true,
    contactEmail: true,
    consentTextVersion: true,
  })
  // The privacy notice as shown: the company's own text or the default, filled in (common/privacy-notice.ts).
  .extend({ consentText: z.string(), privacyNotice: z.string() });
export type PublicCompany = z.infer<typeof publicCompanySchema>;

/** The state of a confirmation link, for the page behind it. */
export const confirmationSchema = z.object({
  state: z.enum(['pending', 'confirmed', 'expired']),
  message: z.string(),
  email: z.string(),
  slug: z.string().nullable(),
  company: publicCompanySchema.omit({ consentText: true, consentTextVersion: true }),
});
