import { useVirtualizer } from '@tanstack/react-virtual';
import { Loader2 } from 'lucide-react';
import { type CSSProperties, type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useIsWide } from './use-media-query';

export interface VirtualColumn<T> {
  id: string;
  header: string;
  /** Shown in the header cell instead of `header` (a select-all checkbox); `header` stays the card label. */
  headerCell?: ReactNode;
  /** The CSS grid track of the column from the md breakpoint on, e.g. 'minmax(10rem, 2fr)'. */
  width: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

export interface VirtualTableProps<T> {
  /** The accessible name of the table. */
  label: string;
  columns: VirtualColumn<T>[];
  rows: T[];
  getKey: (row: T) => string | number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** The error of the last next-page fetch: shown in the last row with a retry button. */
  nextPageError?: string | null;
  /** Below md every row is a card with the column names as labels. */
  minWidth?: string;
  rowHeight?: number;
  cardHeight?: number;
  className?: string;
  /**
   * A click anywhere on a row (not on a link or button in it, not ending a text selection) opens
   * the row. Keyboard users reach the same through a link in one of the cells.
   */
  onRowClick?: (row: T) => void;
  /** A selected row (bulk work) is marked. */
  isRowSelected?: (row: T) => boolean;
}

/** A click that belongs to a control in the row, or that selected text, is not a row click. */
function isRowClick(event: MouseEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  // A click in a menu or dialog opened from a cell (a portal) bubbles through React to the row.
  if (!event.currentTarget.contains(target)) return false;
  if (target.closest('a, button, input, select, textarea, [role="button"], [role="combobox"]')) return false;
  return (window.getSelection()?.toString() ?? '') === '';
}

// Fetch the next page this many rows before the end, so scrolling rarely waits.
const PREFETCH_ROWS = 25;

/**
 * A long list in a scroll box of fixed height: sticky header, only the visible rows (plus a few)
 * in the DOM, the next page loaded as the end comes near. Rows are CSS grid rows (columns stay
 * aligned although each row is positioned on its own), on table elements for their semantics.
 */
export function VirtualTable<T>(props: VirtualTableProps<T>) {
  const { columns, rows, hasNextPage, isFetchingNextPage, fetchNextPage, nextPageError } = props;
  const wide = useIsWide();
  const scrollRef = useRef<HTMLElement>(null);
  const count = rows.length + (hasNextPage || nextPageError ? 1 : 0);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (wide ? (props.rowHeight ?? 57) : (props.cardHeight ?? 220)),
    getItemKey: (index) => (index < rows.length ? props.getKey(rows[index]) : 'next-page'),
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.length > 0 ? items[items.length - 1].index : -1;

  useEffect(() => {
    if (lastIndex >= rows.length - PREFETCH_ROWS && hasNextPage && !isFetchingNextPage && !nextPageError) {
      void fetchNextPage();
    }
  }, [lastIndex, rows.length, hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage]);

  const style = {
    '--cols': columns.map((c) => c.width).join(' '),
    '--min-w': props.minWidth ?? '0',
  } as CSSProperties;
  return (
    <section
      ref={scrollRef}
      aria-label={props.label}
      // Scrollable regions must be reachable by keyboard (WCAG 2.1.1).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container, see above
      tabIndex={0}
      className={cn(
        'relative overflow-auto rounded-md border',
        props.className ?? 'max-h-[max(24rem,calc(100dvh-16rem))]',
      )}
      style={style}
    >
      <table aria-rowcount={count + 1} className="grid text-sm md:min-w-(--min-w)">
        <HeaderRow columns={columns} />
        <tbody className="relative grid" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) =>
            item.index < rows.length ? (
              <tr
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                className={cn(
                  'absolute inset-x-0 top-0 grid gap-1.5 border-b p-3 hover:bg-muted/50 md:grid-cols-(--cols) md:items-center md:gap-0 md:p-0',
                  props.onRowClick && 'cursor-pointer',
                  // A bar at the start, not a tint (red text keeps its contrast).
                  props.isRowSelected?.(rows[item.index]) && 'shadow-[inset_3px_0_0_var(--primary)]',
                )}
                style={{ transform: `translateY(${item.start}px)` }}
                onClick={
                  props.onRowClick
                    ? (event) => isRowClick(event) && props.onRowClick?.(rows[item.index])
                    : undefined
                }
              >
                <RowCells columns={columns} row={rows[item.index]} />
              </tr>
            ) : (
              <tr
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                className="absolute inset-x-0 top-0 grid"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <NextPageCell error={nextPageError} onRetry={fetchNextPage} />
              </tr>
            ),
          )}
        </tbody>
      </table>
    </section>
  );
}

/** The column heads, shown from md on (below, each card names its cells). */
function HeaderRow<T>({ columns }: { columns: VirtualColumn<T>[] }) {
  return (
    <thead className="sticky top-0 z-10 hidden md:grid">
      <tr className="grid grid-cols-(--cols) border-b bg-muted">
        {columns.map((column) => (
          <th key={column.id} className="truncate px-2.5 py-2.5 text-left font-medium">
            {column.headerCell ?? column.header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Below md a row is a card: one cell a line, each with its column name. */
function RowCells<T>({ columns, row }: { columns: VirtualColumn<T>[]; row: T }) {
  return (
    <>
      {columns.map((column) => (
        // The card label is generated content, so the cell's text stays the value alone.
        <td
          key={column.id}
          data-label={column.header}
          className={cn(
            'flex min-w-0 gap-2 before:w-24 before:shrink-0 before:pt-0.5 before:text-xs before:text-muted-foreground before:content-[attr(data-label)] md:block md:px-2.5 md:py-2 md:before:content-none',
            column.className,
          )}
        >
          <div className="min-w-0 flex-1">{column.cell(row)}</div>
        </td>
      ))}
    </>
  );
}

function NextPageCell({ error, onRetry }: { error?: string | null; onRetry: () => unknown }) {
  return (
    <td className="flex items-center justify-center gap-2 p-3 text-muted-foreground">
      {error ? (
        <>
          <span className="text-destructive">{error}</span>
          <Button variant="outline" size="sm" onClick={() => void onRetry()}>
            Erneut versuchen
          </Button>
        </>
      ) : (
        <>
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Weitere werden geladen...
        </>
      )}
    </td>
  );
}
