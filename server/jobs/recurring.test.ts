// The clock of the recurring tasks (server/job-list.ts names them): order, tasks beside, failures.
import type { FastifyBaseLogger } from 'fastify';
import { expect, it, vi } from 'vitest';
import { createTaskRunner, type TaskBase } from './recurring';

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

it('runs the tasks in order, lets one beside run on once at a time, and logs a failure without stopping the rest', async () => {
  const seen: string[] = [];
  let release = () => {};
  const slow = new Promise<void>((r) => {
    release = r;
  });
  const tasks: TaskBase<string>[] = [
    { name: 'first', everyMs: 60_000, run: async (s) => void seen.push(`first ${s}`) },
    {
      name: 'beside',
      everyMs: 60_000,
      beside: true,
      run: async (s) => {
        seen.push(`beside ${s}`);
        await slow;
      },
    },
    {
      name: 'broken',
      everyMs: 60_000,
      run: async () => Promise.reject(Object.assign(new Error('x'), { code: 'E1' })),
    },
    { name: 'last', everyMs: 60_000, run: async (s) => void seen.push(`last ${s}`) },
  ];
  const runner = createTaskRunner(tasks, log);
  await runner.runAll('a', false);
  expect(seen).toEqual(['first a', 'beside a', 'last a']);
  expect(log.error).toHaveBeenCalledWith({ code: 'E1', task: 'broken' }, 'broken failed');
  // The task beside still runs: not started again.
  await runner.runAll('b', false);
  expect(seen).toEqual(['first a', 'beside a', 'last a', 'first b', 'last b']);
  // Waiting for it: done once it ends; then it starts again.
  const waited = runner.runAll('c', true);
  release();
  await waited;
  await runner.runAll('d', true);
  expect(seen.filter((s) => s.startsWith('beside'))).toEqual(['beside a', 'beside d']);
  await runner.stop();
});

it('runs the tasks of one interval on their timer, at once when asked, and stops', async () => {
  const runs: number[] = [];
  const runner = createTaskRunner<number>(
    [
      { name: 'often', everyMs: 20, run: async (s) => void runs.push(s) },
      { name: 'never', everyMs: 20, run: async () => void runs.push(-1) },
    ],
    log,
  );
  runner.schedule(
    () => 1,
    (task) => (task.name === 'never' ? 0 : task.everyMs),
    0,
  );
  await new Promise((r) => setTimeout(r, 70));
  await runner.stop();
  const count = runs.length;
  expect(count).toBeGreaterThanOrEqual(2);
  expect(runs.every((s) => s === 1)).toBe(true);
  await new Promise((r) => setTimeout(r, 50));
  expect(runs.length).toBe(count);
});
