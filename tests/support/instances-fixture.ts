// Server processes scanning against the fake Apify and the SMTP sink, shared by the tests that start
// more than one instance (scans.instances, scans.run-limit, scans.default-concurrency).

import { afterEach } from 'vitest';
import { createUserSchema } from '../../common/schemas/user';
import type { Db } from '../../server/db/client';
import type { FakeApify, FakeScenario } from '../../server/demo/fake-apify';
import type { SmtpSink } from '../../server/demo/smtp-sink';
import { createSecretBox } from '../../server/lib/secrets';
import { createUser } from '../../server/modules/users/users.service';
import type { AppProcess } from './app-process';
import { insertCustomer, insertScanCompany, placeLink, scanServicesForFile } from './scan-fixture';

/**
 * The fake Apify and the SMTP sink for the file, and what a test starts: its server processes,
 * killed after it, and a database of its own (`drop`), dropped after them.
 */
export function processesPerTest() {
  const services = scanServicesForFile();
  const run = {
    get fake() {
      return services.fake;
    },
    get sink() {
      return services.sink;
    },
    instances: [] as AppProcess[],
    drop: undefined as (() => Promise<void>) | undefined,
  };
  afterEach(async () => {
    await Promise.all(run.instances.map((i) => i.kill()));
    run.instances = [];
    await run.drop?.();
    run.drop = undefined;
  });
  return run;
}

/** The admin the processes are signed in as, and a scan company, in a database they will open. */
export async function insertChefAndCompany(
  db: Db,
  appSecret: string,
  user: { email: string; password: string },
  services: { fake: FakeApify; sink: SmtpSink },
) {
  await createUser(db, createUserSchema.parse({ name: 'Chef', role: 'admin', ...user }));
  return insertScanCompany(db, createSecretBox(appSecret), services.fake, services.sink);
}

/** `count` customers 'Kunde i' with mailbox and place `${prefix}i`, each place answering `scenario(prefix + i)`. */
export async function insertNumberedCustomers(
  db: Db,
  companyId: number,
  fake: FakeApify,
  prefix: string,
  count: number,
  scenario: (name: string) => FakeScenario,
) {
  for (let i = 0; i < count; i++) {
    const link = placeLink(`${prefix}${i}`);
    await insertCustomer(db, companyId, {
      name: `Kunde ${i}`,
      email: `${prefix}${i}@example.com`,
      googleMapsLink: link,
    });
    fake.scenarios.set(link, scenario(`${prefix}${i}`));
  }
}
