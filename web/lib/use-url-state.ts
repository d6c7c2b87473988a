import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A page's list state in the address (search, filters, sort, page, an open drawer), so reload,
 * back and a shared link keep it. Values equal to their default stay out of the address.
 */
export function useUrlState<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams();
  const state = {} as Record<K, string>;
  for (const key of Object.keys(defaults) as K[]) state[key] = params.get(key) ?? defaults[key];

  /** `replace` for typing (one history entry per search, not per key stroke). */
  const update = (patch: Partial<Record<K, string>>, options: { replace?: boolean } = {}) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
        if (value === undefined) continue; // not part of this change
        if (value === '' || value === defaults[key]) next.delete(key);
        else next.set(key, value);
      }
      return next;
    }, options);
  return [state, update] as const;
}

/** A value of the address that must be one of `allowed`; anything else is the default. */
export function oneOf<T extends string>(value: string, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A 1-based page number of the address as a 0-based page; nonsense is the first page. */
export function pageIndex(value: string): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 1 ? n - 1 : 0;
}

/**
 * A search box whose committed value lives in the address (`committed`, e.g. `q`): the box shows
 * each key stroke, the address gets the text once typing pauses (one history entry per search,
 * `replace`), and back/forward bring the box along.
 */
export function useUrlSearch(committed: string, commit: (search: string) => void) {
  const [search, setSearch] = useState(committed);
  const debounced = useDebouncedValue(search.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new typed value goes to the address
  useEffect(() => {
    if (debounced !== committed) commit(debounced);
  }, [debounced]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address value comes to the box
  useEffect(() => {
    if (committed !== debounced) setSearch(committed);
  }, [committed]);
  return [search, setSearch] as const;
}
