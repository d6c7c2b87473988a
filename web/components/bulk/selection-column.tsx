import type { VirtualColumn } from '@/components/virtual-table';
import { SelectLoadedCheckbox, SelectRowCheckbox } from './bulk-bar';
import type { BulkSelection } from './use-bulk-selection';

/**
 * The checkboxes of a virtualised list, as its leading column: the header's ticks the loaded rows,
 * each row's its own. They sit inside the first column's cells (a checkbox has no text, so the
 * cells read as before, also on a phone card where the first line keeps its label).
 */
export function withSelection<T extends { id: number }>(
  columns: VirtualColumn<T>[],
  selection: BulkSelection,
  rows: readonly T[],
  nameOf: (row: T) => string,
): VirtualColumn<T>[] {
  const loadedIds = rows.map((row) => row.id);
  const [first, ...rest] = columns;
  return [
    {
      ...first,
      headerCell: (
        <span className="flex min-w-0 items-center gap-3">
          <SelectLoadedCheckbox selection={selection} loadedIds={loadedIds} />
          <span className="truncate">{first.headerCell ?? first.header}</span>
        </span>
      ),
      cell: (row) => (
        <div className="flex min-w-0 items-start gap-3">
          <SelectRowCheckbox selection={selection} id={row.id} name={nameOf(row)} loadedIds={loadedIds} />
          <div className="min-w-0 flex-1">{first.cell(row)}</div>
        </div>
      ),
    },
    ...rest,
  ];
}
