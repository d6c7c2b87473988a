import { describe, expect, it } from 'vitest';
import { pagedListOptions, totalText } from './infinite-list';

describe('paged lists with a capped total', () => {
  it("writes the count the German way, '+' when the server stopped counting", () => {
    expect(totalText(5, false)).toBe('5');
    expect(totalText(1234, false)).toBe('1.234');
    expect(totalText(10000, true)).toBe('10.000+');
  });

  it('keeps loading past a capped total while pages come full', () => {
    const { getNextPageParam } = pagedListOptions<{ id: number }, string[]>({
      queryKey: ['x'],
      url: () => '/x',
      failure: 'x',
    });
    const page = (n: number, total: number, capped: boolean) => ({
      rows: Array.from({ length: n }, (_, id) => ({ id })),
      total,
      capped,
    });
    const full = page(100, 100, false);
    expect(getNextPageParam(full, [full], 0, [0])).toBeUndefined();
    const capped = page(100, 100, true);
    expect(getNextPageParam(capped, [capped], 0, [0])).toBe(100);
    const last = page(0, 100, true);
    expect(getNextPageParam(last, [capped, last], 100, [0, 100])).toBeUndefined();
  });
});
