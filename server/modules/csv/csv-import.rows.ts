// One row of a lead file judged as the customer form judges it (createCustomerSchema in
// common/schemas/customer.ts), after reading the German words a spreadsheet holds: statuses and
// consent by their labels, prices with a decimal comma and thousands dots ('1.234,50'), and the
// Maps link checked as the scan and the sign-up check it (checkMapsLink).
import { berlinDay } from '../../../common/calendar-days';
import type { CustomerStatus } from '../../../common/enums';
import { type CsvImportField, csvImportFieldLabels } from '../../../common/schemas/csv-import';
import { type ConsentBasis, createCustomerSchema } from '../../../common/schemas/customer';
import { checkMapsLink } from '../../scraper';

export interface LeadValues {
  name: string;
  email: string;
  phone: string | null;
  googleMapsLink: string;
  pricePerReview: string;
  status: CustomerStatus;
  contactPerson: string | null;
  contactTitle: 'Herr' | 'Frau' | null;
  consent: ConsentBasis;
  consentDate: string | null;
}

export interface Problem {
  field: string;
  message: string;
}

export type JudgedRow = { ok: true; lead: LeadValues } | { ok: false; problems: Problem[] };

const word = (text: string) => text.toLowerCase().replace(/[\s_\-.]/g, '');

const statusWords: Record<string, CustomerStatus> = {
  '': 'email_sent',
  emailgesendet: 'email_sent',
  mailgesendet: 'email_sent',
  emailsent: 'email_sent',
  angerufen: 'called',
  called: 'called',
  verkauft: 'sold',
  sold: 'sold',
  nichtverkauft: 'not_sold',
  notsold: 'not_sold',
};

const consentWords: Record<string, ConsentBasis> = {
  '': 'none',
  keine: 'none',
  nein: 'none',
  none: 'none',
  no: 'none',
  angefragt: 'requested',
  requested: 'requested',
  erteilt: 'given',
  ja: 'given',
  given: 'given',
  yes: 'given',
};

const titleWords: Record<string, 'Herr' | 'Frau' | ''> = {
  '': '',
  herr: 'Herr',
  hr: 'Herr',
  frau: 'Frau',
  fr: 'Frau',
};

/** '1.234,50' (German thousands dots with a decimal comma) → '1234,50'; '89,50 €' → '89,50'. */
export function spreadsheetPrice(text: string) {
  const bare = text.replace(/€|EUR|\s|\u00a0/gi, '');
  return /^\d{1,3}(\.\d{3})+(,\d*)?$/.test(bare) ? bare.replaceAll('.', '') : bare;
}

const label = (field: string) => csvImportFieldLabels[field as CsvImportField] ?? field;

/** The row's values as a new customer of `companyId`, or every problem, per field, in German. */
export function judgeRow(companyId: number, v: Record<CsvImportField, string>): JudgedRow {
  const { status, consent, title, problems } = judgeWords(v);
  const parsed = createCustomerSchema.safeParse({
    companyId,
    name: v.name,
    email: v.email,
    phone: v.phone,
    googleMapsLink: v.googleMapsLink,
    pricePerReview: spreadsheetPrice(v.pricePerReview),
    contactPerson: v.contactPerson,
    contactTitle: title ?? '',
    consent: consent ?? 'none',
    consentDate: v.consentDate,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!problems.some((p) => p.field === label(field)))
        problems.push({ field: label(field), message: issue.message });
    }
  }
  const link = checkMapsLink(v.googleMapsLink);
  if (v.googleMapsLink.trim() && !link.ok && !problems.some((p) => p.field === label('googleMapsLink'))) {
    problems.push({ field: label('googleMapsLink'), message: 'Kein gültiger Google-Maps-Link' });
  }
  if (parsed.success && consent === 'given') problems.push(...consentDateProblems(parsed.data.consentDate));
  if (problems.length > 0 || !parsed.success || status === undefined || consent === undefined) {
    return { ok: false, problems };
  }
  const d = parsed.data;
  return {
    ok: true,
    lead: {
      name: d.name,
      email: d.email,
      phone: d.phone,
      googleMapsLink: d.googleMapsLink,
      pricePerReview: d.pricePerReview,
      status,
      contactPerson: d.contactPerson,
      contactTitle: d.contactTitle,
      consent,
      consentDate: consent === 'none' ? null : (d.consentDate ?? null),
    },
  };
}

/** Status, consent and title as words a spreadsheet holds, with a problem for each unknown one. */
function judgeWords(v: Record<CsvImportField, string>) {
  const problems: Problem[] = [];
  const status = statusWords[word(v.status)];
  if (status === undefined) {
    problems.push({
      field: label('status'),
      message: `Unbekannter Status „${v.status.slice(0, 40)}“ (erlaubt: Email gesendet, Angerufen, Verkauft, Nicht verkauft)`,
    });
  }
  const consentWord = word(v.consent);
  const consent = consentWords[consentWord];
  if (consent === undefined) {
    problems.push({
      field: label('consent'),
      message:
        consentWord === 'abgemeldet'
          ? 'Eine Abmeldung kann nicht importiert werden; sie gilt nur für den Kunden, der sich abgemeldet hat'
          : `Unbekannte Einwilligung „${v.consent.slice(0, 40)}“ (erlaubt: Keine, Angefragt, Erteilt)`,
    });
  }
  const title = titleWords[word(v.contactTitle)];
  if (title === undefined)
    problems.push({ field: label('contactTitle'), message: 'Anrede muss Herr oder Frau sein' });
  return { status, consent, title, problems };
}

/** A given consent needs its day, and not one in the future. */
function consentDateProblems(day: string | null | undefined): Problem[] {
  if (!day) {
    return [
      {
        field: label('consentDate'),
        message:
          'Eine erteilte Einwilligung braucht ihr Datum (Spalte „Einwilligungsdatum“, z. B. 20.11.2026)',
      },
    ];
  }
  if (day > berlinDay(new Date())) {
    return [{ field: label('consentDate'), message: 'Das Datum der Einwilligung liegt in der Zukunft' }];
  }
  return [];
}

/**
 * What makes two leads the same place: the link without its fragment, host in lower case and
 * without 'www.', and a place id where the link names one (query_place_id, q=place_id:…).
 */
export function placeKeys(link: string): { link: string; placeId: string | null } {
  try {
    const url = new URL(link.trim());
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    const path = url.pathname.replace(/\/+$/, '');
    const placeId =
      url.searchParams.get('query_place_id') ||
      /^place_id:(.+)$/.exec(url.searchParams.get('q') ?? '')?.[1] ||
      null;
    return { link: `${host}${path}${url.search}`, placeId };
  } catch {
    return { link: link.trim(), placeId: null };
  }
}
