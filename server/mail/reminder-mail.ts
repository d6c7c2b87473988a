// The payment reminders of an overdue invoice (docs/product.md §13): 1 'Zahlungserinnerung' and
// 2 'Mahnung' (automatic), 3 'Letzte Mahnung' (only by a person). Gentle and factual: what is open,
// since when, where to pay, the invoice attached again, and that a payment in transit settles it.
import { addDays, germanDay } from '../../common/calendar-days';
import { formatCents } from '../../common/invoice-math';
import { reminderLevelLabels } from '../../common/labels';
import {
  contactLines,
  letter,
  type MailCompany,
  type MailContent,
  type MailInvoice,
  paymentLines,
} from './invoice-mail';
import { salutation } from './offer-greeting';

export type ReminderLevel = 1 | 2 | 3;

export interface ReminderMailInput {
  invoice: MailInvoice;
  level: ReminderLevel;
  company: MailCompany;
  customer: { contactTitle: string | null; contactPerson: string | null };
  /** The Berlin day the reminder is written ('YYYY-MM-DD'): the new payment deadline counts from it. */
  today: string;
  testFor?: string | null;
}

/** Days the 'Mahnung' and the 'Letzte Mahnung' give to pay. */
export const REMINDER_PAYMENT_DAYS = 7;

export const crossedPaymentNote =
  'Sollte sich Ihre Zahlung mit dieser E-Mail überschnitten haben, betrachten Sie sie bitte als gegenstandslos.';

export function reminderMail(input: ReminderMailInput): MailContent {
  const { invoice, level, company } = input;
  const { contact, signature } = contactLines(company);
  const number = invoice.number ?? '';
  const issued = invoice.issuedOn ? germanDay(invoice.issuedOn) : '';
  const due = invoice.dueOn ? germanDay(invoice.dueOn) : '';
  const deadline = germanDay(addDays(input.today, REMINDER_PAYMENT_DAYS));
  const open = invoice.grossCents - invoice.paidCents;

  const opening = {
    1: `sicher ist es im Alltag untergegangen: Unsere Rechnung ${number} vom ${issued} war am ${due} fällig, und wir konnten bisher keinen vollständigen Zahlungseingang feststellen.`,
    2: `leider konnten wir für unsere Rechnung ${number} vom ${issued}, fällig am ${due}, auch nach unserer Zahlungserinnerung noch keinen vollständigen Zahlungseingang feststellen.`,
    3: `unsere Rechnung ${number} vom ${issued}, fällig am ${due}, ist trotz Zahlungserinnerung und Mahnung weiterhin offen.`,
  }[level];
  const amount = [
    `Offener Betrag: ${formatCents(open)}`,
    ...(invoice.paidCents > 0
      ? [
          `(Rechnungsbetrag ${formatCents(invoice.grossCents)}, bereits bezahlt ${formatCents(invoice.paidCents)})`,
        ]
      : []),
  ];
  const ask = {
    1: 'Bitte überweisen Sie den offenen Betrag in den nächsten Tagen auf folgendes Konto:',
    2: `Bitte überweisen Sie den offenen Betrag bis zum ${deadline} auf folgendes Konto:`,
    3: `Bitte überweisen Sie den offenen Betrag bis spätestens ${deadline} auf folgendes Konto:`,
  }[level];
  const closing =
    level === 3
      ? [
          'Sollte die Zahlung bis dahin nicht eingehen, behalten wir uns weitere Schritte vor. Falls es Schwierigkeiten mit der Zahlung gibt, sprechen Sie uns bitte an – gemeinsam finden wir eine Lösung.',
        ]
      : [];

  return letter({
    subject: `${reminderLevelLabels[level]} zur Rechnung ${number} von ${company.name.trim()}`,
    testFor: input.testFor,
    greeting: salutation(input.customer.contactTitle, input.customer.contactPerson),
    blocks: [
      [opening],
      amount,
      [ask, ...paymentLines(invoice)],
      closing,
      [
        'Die Rechnung hängt dieser E-Mail noch einmal als PDF und als XRechnung (XML) an.',
        crossedPaymentNote,
      ],
      contact,
    ],
    portalLabel: 'Rechnung im Kundenportal ansehen',
    signature,
    company,
  });
}
