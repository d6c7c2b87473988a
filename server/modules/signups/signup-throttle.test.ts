import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { loginAttempts } from '../../db/schema';
import { deleteOldLoginAttempts } from '../auth/login-throttle';
import { deleteOldSignupAttempts } from './signup-throttle';

describeApi('sign-up throttle sweep', (ctx) => {
  it('keeps the sign-up counters through the sign-in sweep, and sweeps them a day after their window began', async () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    await ctx.database.db.insert(loginAttempts).values([
      { key: 'addr:203.0.113.1', windowStart: hoursAgo(1), count: 3 },
      { key: 'signup-addr:203.0.113.1', windowStart: hoursAgo(1), count: 5 },
      { key: 'signup-email:info@example.com', windowStart: hoursAgo(23), count: 3 },
      { key: 'signup-email:old@example.com', windowStart: hoursAgo(25), count: 1 },
    ]);
    const keys = async () =>
      (await ctx.database.db.select({ key: loginAttempts.key }).from(loginAttempts)).map((r) => r.key).sort();

    await deleteOldLoginAttempts(ctx.database.db, now);
    expect(await keys()).toEqual([
      'signup-addr:203.0.113.1',
      'signup-email:info@example.com',
      'signup-email:old@example.com',
    ]);
    await deleteOldSignupAttempts(ctx.database.db, now);
    expect(await keys()).toEqual(['signup-addr:203.0.113.1', 'signup-email:info@example.com']);
  });
});
