import { useState } from 'react';

/**
 * The rows a person selected in a list (issue 24, decision 048): ids they ticked, or 'every row
 * matching the filter' ('Alle N auswählen'), which the server resolves from the filter itself, so
 * rows not loaded yet are included. A different filter (`resetKey`) starts with nothing selected.
 */
export interface BulkSelection {
  /** Every row matching the filter, not only the ticked ones. */
  allMatching: boolean;
  /** The ticked ids (empty while allMatching). */
  ids: number[];
  /** How many rows are selected, with `total` the rows matching the filter. */
  count(total: number): number;
  isSelected(id: number): boolean;
  /** Ticks or unticks one row; unticking one of 'all matching' keeps the other loaded rows. */
  toggle(id: number, loadedIds: readonly number[]): void;
  /** The header checkbox: ticks or unticks every loaded row. */
  setLoaded(loadedIds: readonly number[], selected: boolean): void;
  /** The header checkbox's state for the loaded rows. */
  loadedState(loadedIds: readonly number[]): boolean | 'indeterminate';
  selectAllMatching(): void;
  clear(): void;
}

export function useBulkSelection(resetKey: string): BulkSelection {
  const [state, setState] = useState({ key: resetKey, ids: new Set<number>(), allMatching: false });
  // Adjusting state during render (React's pattern for "reset when a prop changes"): no stale frame.
  const current =
    state.key === resetKey ? state : { key: resetKey, ids: new Set<number>(), allMatching: false };
  if (current !== state) setState(current);
  const { ids, allMatching } = current;
  const update = (next: Set<number>, all = false) => setState({ key: resetKey, ids: next, allMatching: all });

  return {
    allMatching,
    ids: allMatching ? [] : [...ids],
    count: (total) => (allMatching ? total : ids.size),
    isSelected: (id) => allMatching || ids.has(id),
    toggle(id, loadedIds) {
      if (allMatching) {
        update(new Set(loadedIds.filter((x) => x !== id)));
        return;
      }
      const next = new Set(ids);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      update(next);
    },
    setLoaded(loadedIds, selected) {
      if (!selected) {
        const next = allMatching ? new Set<number>() : new Set(ids);
        for (const id of loadedIds) next.delete(id);
        update(next);
        return;
      }
      update(new Set([...ids, ...loadedIds]));
    },
    loadedState(loadedIds) {
      if (allMatching) return loadedIds.length > 0;
      const ticked = loadedIds.filter((id) => ids.has(id)).length;
      if (ticked === 0) return false;
      return ticked === loadedIds.length ? true : 'indeterminate';
    },
    selectAllMatching: () => update(new Set(), true),
    clear: () => update(new Set()),
  };
}

/**
 * What a bulk request names: the ids, or the list's filter with the count the person saw (the
 * server refuses a different count with 409; a capped count, '10.000+', is not sent).
 */
export function bulkTarget<F>(
  selection: BulkSelection,
  filter: F,
  total: { total: number; capped?: boolean },
) {
  if (!selection.allMatching) return { ids: selection.ids };
  return total.capped ? { filter } : { filter, expectedCount: total.total };
}
