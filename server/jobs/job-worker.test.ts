// The idle workers of a queue (decision 057): one polls, the others sleep until a job is found.
import { expect, it } from 'vitest';
import { createWorkerGroup } from './job-worker';

const settled = async (p: Promise<void>, ms: number) =>
  Promise.race([p.then(() => true), new Promise<false>((r) => setTimeout(() => r(false), ms))]);

it('lets one idle worker poll, wakes the others when a job is found, and hands the polling on', async () => {
  const group = createWorkerGroup();
  const stop = new AbortController();
  const [a, b, c] = [{}, {}, {}];
  // The first idle worker polls: back after the poll interval.
  const t0 = performance.now();
  await group.rest(a, 50, stop.signal);
  expect(performance.now() - t0).toBeGreaterThanOrEqual(45);
  // The others sleep, however long the poll interval, until a sibling finds a job.
  const bRest = group.rest(b, 50, stop.signal);
  const cRest = group.rest(c, 50, stop.signal);
  expect(await settled(bRest, 200)).toBe(false);
  // a polls again and finds one: b and c wake at once to look for more.
  group.found(a);
  expect(await settled(bRest, 100)).toBe(true);
  expect(await settled(cRest, 100)).toBe(true);
  // a is busy with its job: the next idle worker (b) is the poller now, c sleeps.
  expect(await settled(group.rest(b, 20, stop.signal), 200)).toBe(true);
  const cAgain = group.rest(c, 20, stop.signal);
  expect(await settled(cAgain, 150)).toBe(false);
  // Stopping ends every rest at once.
  stop.abort();
  expect(await settled(cAgain, 100)).toBe(true);
});
