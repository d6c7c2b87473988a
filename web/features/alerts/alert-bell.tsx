// The bell (issue 24, docs/product.md "Alerts (the bell)"): the unread count as a badge, polled
// every minute while the tab is seen; the alerts in a popover with an action each. In the header
// from the sm breakpoint; on a phone at the top of the navigation rail, where the header has no
// room left beside the company's name. Loaded lazily, so the first page's JavaScript stays small.
import { ALERTS_UNREAD_CAP } from '@common/schemas/alert';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useMediaQuery } from '@/components/use-media-query';
import { cn } from '@/lib/cn';
import { useAlertState } from './api/alerts';
import { AlertPanel } from './components/alert-panel';

type Placement = 'header' | 'rail';

/** Mounted in both places; only the one of the current width renders (and polls). */
export function AlertBell({ placement }: { placement: Placement }) {
  const wide = useMediaQuery('(min-width: 40rem)');
  return wide === (placement === 'header') ? <BellButton placement={placement} /> : null;
}

/** '1' … '99', then '99+' (the server stops counting at the cap). */
const badgeText = (unread: number) => (unread > 99 || unread >= ALERTS_UNREAD_CAP ? '99+' : String(unread));

function BellButton({ placement }: { placement: Placement }) {
  const [open, setOpen] = useState(false);
  const { data: state } = useAlertState();
  const unread = state?.unread ?? 0;
  const label =
    unread > 0
      ? `Benachrichtigungen, ${unread > 99 ? 'mehr als 99' : unread} ungelesen`
      : 'Benachrichtigungen';
  const rail = placement === 'rail';
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={cn(
            'relative shrink-0',
            rail ? 'h-9 w-full text-muted-foreground hover:text-foreground' : 'size-9',
          )}
          aria-label={label}
        >
          <span className="relative">
            <Bell className={rail ? 'size-5' : 'size-4'} aria-hidden />
            {unread > 0 && (
              <span
                aria-hidden
                data-testid="alert-badge"
                className="absolute -top-2 -right-2.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 font-semibold text-[10px] text-white leading-none"
              >
                {badgeText(unread)}
              </span>
            )}
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align={rail ? 'start' : 'end'}
        collisionPadding={8}
        aria-label="Benachrichtigungen"
        className="flex max-h-[min(34rem,calc(100dvh-5rem))] w-[min(26rem,calc(100vw-1rem))] flex-col p-0"
      >
        <AlertPanel unread={unread} onDone={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
