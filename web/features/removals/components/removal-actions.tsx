import type { Removal } from '@common/schemas/removal';
import { ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { nextActions, type RemovalAction } from '../removal-text';
import { RemovalInvoiceAction } from './removal-invoice';

/**
 * The case's next moves in a row: the first one possible today as a button, the others in a menu.
 * Cases the check moves on its own ('Wird geprüft', 'Entfernt') have none; a removed case offers
 * 'Rechnung erstellen' instead, or 'Rechnung öffnen' once an invoice bills it (issue 34).
 */
export function RemovalActions({
  removal,
  today,
  onAction,
}: {
  removal: Removal;
  today: string;
  onAction(removal: Removal, action: RemovalAction): void;
}) {
  const actions = nextActions(removal, today);
  if (removal.state === 'removed')
    return (
      <RemovalInvoiceAction
        removal={removal}
        canCreate
        variant="outline"
        className="h-auto min-h-8 w-full py-1 leading-tight whitespace-normal"
      />
    );
  if (actions.length === 0)
    return (
      <span className="text-xs text-muted-foreground">
        {removal.state === 'verifying' ? 'Prüfung läuft' : '-'}
      </span>
    );
  const primary = actions.find((a) => a.refusal === null) ?? actions[0];
  const others = actions.filter((a) => a !== primary);
  return (
    <div className="flex items-center gap-1">
      {/* The column is narrow: a long action ('Als gemeldet markieren') wraps onto two lines. */}
      <Button
        variant="outline"
        size="sm"
        className="h-auto min-h-8 min-w-0 flex-1 py-1 leading-tight whitespace-normal"
        onClick={() => onAction(removal, primary)}
      >
        {primary.label}
      </Button>
      {others.length > 0 && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-8 shrink-0"
              aria-label={`Weitere Aktionen für ${removal.customerName}`}
            >
              <ChevronDown className="size-4" aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          {/* The menu is portalled, but React passes its clicks up to the row, which would open the case. */}
          <DropdownMenuContent align="end" onClick={(e) => e.stopPropagation()}>
            {others.map((a) => (
              <DropdownMenuItem key={a.to} onSelect={() => onAction(removal, a)}>
                {a.label}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </div>
  );
}
