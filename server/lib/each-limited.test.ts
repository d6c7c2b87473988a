import { describe, expect, it } from 'vitest';
import { eachLimited } from './each-limited';

describe('eachLimited', () => {
  it('runs every item, never more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    await eachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5 + (n % 3)));
      done.push(n);
      running--;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(peak).toBe(3);
  });

  it('throws the first error after the running ones settled, and starts nothing after it', async () => {
    const started: number[] = [];
    let settled = 0;
    const run = eachLimited([1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      if (n === 1) throw new Error('eins');
      await new Promise((r) => setTimeout(r, 10));
      settled++;
    });
    await expect(run).rejects.toThrow('eins');
    expect(started).toEqual([1, 2]);
    expect(settled).toBe(1);
  });
});
