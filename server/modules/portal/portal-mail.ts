// The portal's section 'E-Mail-Benachrichtigungen' (decision 079): whether the business gets the
// offer mails, in the same order of rules the scan applies (sending/notify.ts): an opt-out first,
// then the company's 'Nur mit Einwilligung senden'.
import type { PortalMail } from '../../../common/schemas/portal';

export interface MailFacts {
  company: { requireConsent: boolean; consentText: string | null; consentTextVersion: number };
  customer: {
    optedOutAt: string | null;
    consent: 'none' | 'requested' | 'given';
    consentDate: string | null;
  };
  linkFromMail: boolean;
}

export function mailOf({ company, customer, linkFromMail }: MailFacts): PortalMail {
  const consentGiven = customer.consent === 'given';
  const text = company.consentText?.trim();
  const state = customer.optedOutAt
    ? 'opted_out'
    : company.requireConsent && !consentGiven
      ? 'no_consent'
      : 'on';
  return {
    state,
    since: state === 'opted_out' ? customer.optedOutAt : consentGiven ? customer.consentDate : null,
    consentGiven,
    consent: text ? { text, version: company.consentTextVersion } : null,
    canConsent: linkFromMail && !!text,
  };
}
