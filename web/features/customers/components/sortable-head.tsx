import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Fragment } from 'react';
import { TableHead } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import type { CustomerSortKey, SortDir } from '../api/get-customers';

export interface SortState {
  sort: CustomerSortKey;
  dir: SortDir;
}

/** docs/product.md §2: the active column flips its direction, another column starts ascending. */
export function nextSort(current: SortState, key: CustomerSortKey): SortState {
  if (current.sort === key) return { sort: key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: key, dir: 'asc' };
}

/**
 * A narrow column may wrap its label between words and after a slash ('Preis/Rezension'), never
 * inside 'E-Mail'; the accessible name stays the label.
 */
function wrappable(label: string) {
  return label.split(' ').map((word, i) => (
    <Fragment key={word}>
      {i > 0 && ' '}
      {word.split('/').map((part, j, parts) => (
        <Fragment key={part}>
          {j > 0 && <wbr />}
          <span className="whitespace-nowrap">{j < parts.length - 1 ? `${part}/` : part}</span>
        </Fragment>
      ))}
    </Fragment>
  ));
}

interface Props {
  label: string;
  sortKey: CustomerSortKey;
  state: SortState;
  onSort(key: CustomerSortKey): void;
  className?: string;
}

export function SortableHead({ label, sortKey, state, onSort, className }: Props) {
  const active = state.sort === sortKey;
  const Icon = !active ? ArrowUpDown : state.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead
      className={cn('whitespace-normal', className)}
      aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className="-ml-2 inline-flex items-center gap-1 text-left rounded-md px-2 py-1 hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <span>{wrappable(label)}</span>
        <Icon className={active ? 'size-3.5' : 'size-3.5 opacity-40'} aria-hidden />
      </button>
    </TableHead>
  );
}
