import { formatDateTime } from '@common/format';
import type { Alert } from '@common/schemas/alert';
import { MessageSquareReply, RefreshCw, Settings, User } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { usePermissions } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { type AlertAction, alertActions, alertKindView } from '../alert-kinds';
import { useRescanCustomer } from '../api/alerts';
import { timeAgo } from '../relative-time';

const actionView: Record<AlertAction, { label: string; icon: typeof User }> = {
  rescan: { label: 'Kunde erneut scannen', icon: RefreshCw },
  'open-customer': { label: 'Kunden öffnen', icon: User },
  'read-reply': { label: 'Antwort lesen', icon: MessageSquareReply },
  'open-settings': { label: 'Einstellungen öffnen', icon: Settings },
};

/** One alert: its kind's icon, the message, company and time, and what to do about it. */
export function AlertItem({ alert, onDone }: { alert: Alert; onDone(): void }) {
  const [, navigate] = useLocation();
  const { manageCustomers } = usePermissions();
  const rescan = useRescanCustomer();
  const kind = alertKindView[alert.kind];
  const Icon = kind.icon;
  const companyId = alert.companyId;
  const customerId = alert.customerId;

  const run = (action: AlertAction) => {
    if (companyId === null) return;
    if (action === 'rescan' && customerId !== null) {
      rescan.mutate(
        { customerId, companyId },
        {
          onSuccess: (res) => toast({ title: 'Scan gestartet', description: res.message }),
          onError: (error) =>
            toast({
              title: 'Scan nicht gestartet',
              description: errorMessage(error),
              variant: 'destructive',
            }),
        },
      );
      return;
    }
    onDone();
    if (action === 'open-customer' && customerId !== null) {
      navigate(`${paths.companyPage('customers-new', companyId)}?customer=${customerId}`);
    } else if (action === 'read-reply') {
      navigate(paths.companyPage('replies-new', companyId));
    } else if (action === 'open-settings') {
      navigate(paths.settings(companyId));
    }
  };

  return (
    <li className={cn('flex gap-3 px-4 py-3', alert.unread && 'bg-accent/50')}>
      <Icon className={cn('mt-0.5 size-4 shrink-0', kind.tone)} aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="break-words text-sm">
          <span className="sr-only">
            {kind.label}
            {alert.unread ? ', ungelesen' : ''}:{' '}
          </span>
          {alert.message}
        </p>
        <p className="mt-0.5 text-muted-foreground text-xs">
          {alert.companyName && <span>{alert.companyName} · </span>}
          <time dateTime={alert.createdAt} title={formatDateTime(alert.createdAt)}>
            {timeAgo(alert.createdAt)}
          </time>
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {alertActions(alert, manageCustomers).map((action) => {
            const view = actionView[action];
            const ActionIcon = view.icon;
            return (
              <Button
                key={action}
                variant="outline"
                size="sm"
                className="h-7 text-xs"
                disabled={action === 'rescan' && (rescan.isPending || rescan.isSuccess)}
                onClick={() => run(action)}
              >
                <ActionIcon aria-hidden />
                {view.label}
              </Button>
            );
          })}
        </div>
      </div>
      {alert.unread && <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />}
    </li>
  );
}
