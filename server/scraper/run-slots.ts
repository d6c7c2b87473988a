// At most APIFY_MAX_RUNS Apify runs in flight per account, across every instance (issue 23,
// docs/decisions/045): a run start first takes a slot in the database and waits while the account
// is full; the slot goes when the run ends, or its lease runs out when its holder died. A freed
// slot is announced (NOTIFY), so waiting instances take it at once (plugins/jobs.ts listens).
import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import * as q from './run-slots.queries';

/** What the slots of one account know of it: the key's hash, never the key. */
export interface SlotAccount {
  accountKey: string;
  companyId: number | null;
}

export interface RunSlots {
  /** Waits until the account has a free slot and takes it; null when the signal ended the wait. */
  take(account: SlotAccount, signal?: AbortSignal): Promise<number | null>;
  /** Keeps a slot whose start is still being tried (429 back-off) from expiring. */
  renew(slotId: number): Promise<void>;
  /** The run started: the slot names it and is held for the run's longest life. */
  started(slotId: number, runId: string): Promise<void>;
  /** Frees a slot whose run never started. */
  release(slotId: number): Promise<void>;
  /** Frees the slot of a run that ended (any instance may see the end); never throws. */
  releaseRun(runId: string): Promise<void>;
  /**
   * A slot was freed (the NOTIFY of SLOT_FREED_CHANNEL, from any instance): this instance's waiters
   * look at once instead of after their pause.
   */
  wake(): void;
  /**
   * Takes a slot, then starts the run in it: a start Apify refuses as busy (429, or the memory
   * limit) is tried again after a growing pause, in the same slot. Null when the signal stopped it.
   */
  start<T extends { runId: string }>(
    account: SlotAccount,
    start: () => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T | null>;
  /** Starts that waited for a slot, and pauses after a busy answer (the bench, the tests). */
  stats: { waits: number; backoffs: number };
}

export interface RunSlotOptions {
  maxRuns: number;
  /** Apify's own time limit of a run, s: a dead holder's run may go on that long. */
  runTimeoutSecs: number;
  /** First and longest pause between looks for a free slot, ms. */
  pollMs?: { first: number; max: number };
  /** Pauses after a busy answer: the first, the longest, and all of them together, ms. */
  backoff: { firstMs: number; maxMs: number; totalMs: number };
}

/** A slot whose run has not started yet: the start request (90 s) and a 429 pause fit in it. */
const START_LEASE_SECS = 120;
/** How long a slot is looked for while the database does not answer. */
const DATABASE_PATIENCE_MS = 60_000;
/** Past the run's own time limit, for clocks and the last poll. */
const RUN_LEASE_MARGIN_SECS = 60;

/** sha256 of the API key, its first 16 hex digits: the same account for every company using it. */
export function accountKeyOf(token: string): string {
  return createHash('sha256').update(token).digest('hex').slice(0, 16);
}

/** Apify is full: too many runs of the account at once (429) or their memory (402, transient). */
const busy = (error: unknown) => {
  const e = error as { statusCode?: number; transient?: boolean };
  return e?.statusCode === 429 || (e?.statusCode === 402 && e.transient === true);
};

export function createRunSlots(db: Db, opts: RunSlotOptions): RunSlots {
  const poll = opts.pollMs ?? { first: 250, max: 3000 };
  const stats = { waits: 0, backoffs: 0 };
  // This instance's waiters. Without the wake-up a freed slot stood empty until a waiter's pause
  // ended (up to 4.5 s), and each wave of runs started that much later.
  const waiters = new Set<() => void>();
  const slots: RunSlots = {
    stats,
    wake() {
      for (const wake of waiters) wake();
    },
    async take(account, signal) {
      let pause = poll.first;
      let failingSince: number | undefined;
      for (let waited = false; ; ) {
        if (signal?.aborted) return null;
        let id: number | null = null;
        try {
          id = await q.tryTakeSlot(db, { ...account, maxRuns: opts.maxRuns, leaseSeconds: START_LEASE_SECS });
          failingSince = undefined;
        } catch (error) {
          // The database away for a moment (a restart, a failover) is waited out like a full
          // account; away for longer, the job's own retry takes over.
          failingSince ??= Date.now();
          if (Date.now() - failingSince > DATABASE_PATIENCE_MS) throw error;
        }
        if (id !== null) return id;
        if (!waited) stats.waits++;
        waited = true;
        // Jittered, so instances waiting together do not all look at the same moment.
        await sleep(pause * (0.5 + Math.random()), signal, waiters);
        pause = Math.min(poll.max, pause * 1.5);
      }
    },
    renew: (slotId) => q.leaseSlot(db, slotId, START_LEASE_SECS),
    started: (slotId, runId) => q.leaseSlot(db, slotId, opts.runTimeoutSecs + RUN_LEASE_MARGIN_SECS, runId),
    release: (slotId) => q.releaseSlot(db, slotId),
    // A slot that cannot be freed now (database away) frees itself when its lease ends.
    releaseRun: (runId) => q.releaseRunSlot(db, runId).catch(() => {}),

    async start(account, start, signal) {
      const slotId = await slots.take(account, signal);
      if (slotId === null) return null;
      let started = false;
      try {
        const { firstMs, maxMs, totalMs } = opts.backoff;
        const giveUpAt = Date.now() + totalMs;
        for (let pause = firstMs; ; pause = Math.min(maxMs, pause * 2)) {
          if (signal?.aborted) return null;
          try {
            const run = await start();
            started = true;
            await slots.started(slotId, run.runId).catch(() => {});
            return run;
          } catch (error) {
            // Neither our count nor Apify's is exact (other users of the key, a dead holder's runs):
            // Apify's "busy" is waited out here, never a failure of the customers.
            if (!busy(error) || Date.now() + pause > giveUpAt) throw error;
            stats.backoffs++;
            await sleep(pause * (0.5 + Math.random() / 2), signal);
            await slots.renew(slotId).catch(() => {});
          }
        }
      } finally {
        if (!started) await slots.release(slotId).catch(() => {});
      }
    },
  };
  return slots;
}

/** A pause that a stop ends early (the caller then looks at the signal), as does a wake-up. */
function sleep(ms: number, signal?: AbortSignal, wakeups?: Set<() => void>): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      wakeups?.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    wakeups?.add(done);
  });
}
