import { describe, expect, it } from 'vitest';
import { check, findWrites, schemaTables, treeProblems, writerOf } from './check-table-owners';

const tables = schemaTables([
  {
    file: 'server/db/schema/example.ts',
    text: `export const customers = pgTable('customers', {});
export const emailLogs = pgTable('email_logs', {});
export const reviews = pgTable('reviews', {});`,
  },
]);
const owners = { customers: 'customers', email_logs: 'sending', reviews: 'reviews' };

// A reviews module file writing customers four ways, e-mail logs by name, and its own table.
const forbidden = `import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import * as schema from '../../db/schema';
import { customers as c, reviews } from '../../db/schema';

export async function touch(db, id) {
  await db.update(c).set({ name: 'x' });
  await db.delete(schema.customers);
  await db.execute(sql\`update \${c} set name = \${id}\`);
  await db.execute(sql\`
    insert into "email_logs" (id) values (1)\`);
  await db.update(reviews).set({ isArchived: true });
  await db.execute(sql\`update \${reviews} r set x = 1 from \${c} where r.id = \${id} on conflict do update set y = 2\`);
  createHash('sha256').update(String(id));
  return new Map().delete(id);
}
`;

describe('check-table-owners', () => {
  it('finds drizzle and raw-SQL writes, the table resolved through imports', () => {
    const writes = findWrites('server/modules/reviews/touch.queries.ts', forbidden, tables);
    expect(writes.map((w) => `${w.line} ${w.table} ${w.how}`)).toEqual([
      '7 customers .update()',
      '8 customers .delete()',
      '9 customers update',
      '11 email_logs insert into',
      '12 reviews .update()',
      '13 reviews update',
    ]);
  });

  it('fails on a write outside the owner, naming file:line, table and owner', () => {
    const writes = findWrites('server/modules/reviews/touch.queries.ts', forbidden, tables);
    const problems = check(writes, tables, owners, []);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(
      /^server\/modules\/reviews\/touch\.queries\.ts:7: schreibt customers \(\.update\(\)\), Besitzer ist customers/,
    );
    expect(problems[3]).toContain('touch.queries.ts:11: schreibt email_logs');
  });

  it('lets an allowed cross-write pass and names one that no longer occurs', () => {
    const writes = findWrites('server/modules/reviews/touch.queries.ts', forbidden, tables);
    const allowed = [
      { table: 'customers', writer: 'reviews', reason: 'test' },
      { table: 'email_logs', writer: 'reviews', reason: 'test' },
      { table: 'reviews', writer: 'scans', reason: 'test' },
    ];
    expect(check(writes, tables, owners, allowed)).toEqual([
      expect.stringContaining('reviews ← scans: erlaubter Fremdzugriff kommt nicht mehr vor'),
    ]);
  });

  it('names a table without owner and an owner of no table', () => {
    expect(check([], tables, { customers: 'customers', reviews: 'reviews', gone: 'x' }, [])).toEqual([
      expect.stringMatching(/^email_logs: kein Besitzer/),
      expect.stringMatching(/^gone: .*nicht im Schema/),
    ]);
  });

  it('maps files to modules and shared folders', () => {
    expect(writerOf('server/modules/customers/customers.queries.ts')).toBe('customers');
    expect(writerOf('server/scraper/run-slots.queries.ts')).toBe('server/scraper');
    expect(writerOf('server/jobs/jobs.queries.ts')).toBe('server/jobs');
  });

  it('passes on the tree, whose writes it finds', () => {
    const { problems, tables: found, writes } = treeProblems();
    expect(problems).toEqual([]);
    expect(found.size).toBeGreaterThan(25);
    expect(writes.some((w) => w.file === 'server/modules/customers/customers.queries.ts')).toBe(true);
  });
});
