// The public sign-up's set-up shared by its tests: the SMTP sink, a company that mails through it,
// the form as the page sends it.

import { afterAll, beforeAll } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../server/demo/smtp-sink';
import type { SecretBox } from '../../server/lib/secrets';
import { placeLink } from './scan-fixture';

/** The SMTP sink for one test file, started before its suites (`.sink` from then on). */
export function smtpSinkForFile() {
  const smtp = {} as { sink: SmtpSink };
  beforeAll(async () => {
    smtp.sink = await startSmtpSink();
  });
  afterAll(async () => smtp.sink?.close());
  return smtp;
}

/** A company's name, website and mailbox, the mailbox the sink's. */
export function sinkCompanyValues(sink: SmtpSink, secrets: SecretBox) {
  return {
    name: 'Reputationsschutz Nord',
    website: 'https://reputation-nord.de',
    gmailEmail: sink.user,
    gmailPasswordSealed: secrets.seal(sink.password),
    smtpHost: sink.host,
    smtpPort: sink.port,
  };
}

/** The sign-up form as the page posts it, with `over` changed. */
export const signupForm = (over: Record<string, unknown> = {}) => ({
  name: 'Bäckerei Sonnenschein',
  contactTitle: 'Frau',
  contactPerson: 'Erika Muster',
  email: 'info@baeckerei-sonnenschein.de',
  googleMapsLink: placeLink('Baeckerei-Sonnenschein'),
  consent: true,
  website: '',
  ...over,
});
