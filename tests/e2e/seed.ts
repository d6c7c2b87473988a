import type { Db } from '../../server/db/client';
import { seedE2eActivity } from './seed-activity';
import { seedE2eCustomers } from './seed-customers';

/**
 * The fixed data every browser test starts from, written into the server's database before it
 * starts: companies and customers first, then reviews, e-mail logs and scan logs.
 */
export async function seedE2eData(db: Db) {
  await seedE2eCustomers(db);
  await seedE2eActivity(db);
}
