import type { AlertKind } from '@common/enums';
import {
  AlertTriangle,
  CircleDollarSign,
  type LucideIcon,
  MailX,
  MessageSquareReply,
  ShoppingCart,
  Undo2,
  Unlink,
  UserX,
  Wallet,
} from 'lucide-react';

/** The icon, its colour and the kind's name (for screen readers, beside the message) per alert kind. */
export const alertKindView: Record<AlertKind, { icon: LucideIcon; label: string; tone: string }> = {
  scan_failed: { icon: AlertTriangle, label: 'Scan fehlgeschlagen', tone: 'text-red-600 dark:text-red-400' },
  link_broken: { icon: Unlink, label: 'Link defekt', tone: 'text-amber-600 dark:text-amber-400' },
  email_failed: { icon: MailX, label: 'E-Mail nicht zugestellt', tone: 'text-red-600 dark:text-red-400' },
  email_bounced: { icon: MailX, label: 'E-Mail zurückgekommen', tone: 'text-amber-600 dark:text-amber-400' },
  opt_out: { icon: UserX, label: 'Abgemeldet', tone: 'text-muted-foreground' },
  apify_credit: { icon: Wallet, label: 'Apify-Guthaben', tone: 'text-red-600 dark:text-red-400' },
  cost_cap: { icon: CircleDollarSign, label: 'Kostengrenze', tone: 'text-amber-600 dark:text-amber-400' },
  reply: { icon: MessageSquareReply, label: 'Antwort', tone: 'text-emerald-600 dark:text-emerald-400' },
  portal_order: {
    icon: ShoppingCart,
    label: 'Auftrag über das Kundenportal',
    tone: 'text-emerald-600 dark:text-emerald-400',
  },
  review_reinstated: {
    icon: Undo2,
    label: 'Bewertung wieder sichtbar',
    tone: 'text-red-600 dark:text-red-400',
  },
};

export type AlertAction = 'rescan' | 'open-customer' | 'read-reply' | 'open-settings';

/**
 * What the operator can do about an alert, most useful first: a failed scan is scanned again, a
 * broken link or a refused mail is fixed on the customer, a reply is read, the credit and the cost
 * cap are company settings. 'Kunde erneut scannen' only for those who may start scans.
 */
export function alertActions(
  alert: { kind: AlertKind; customerId: number | null; companyId: number | null },
  canScan: boolean,
): AlertAction[] {
  if (alert.companyId === null) return [];
  const customer = alert.customerId !== null;
  switch (alert.kind) {
    case 'scan_failed':
    case 'link_broken':
      if (!customer) return ['open-settings'];
      return [...(canScan ? (['rescan'] as const) : []), 'open-customer'];
    case 'reply':
      return ['read-reply', ...(customer ? (['open-customer'] as const) : [])];
    case 'apify_credit':
    case 'cost_cap':
      return ['open-settings'];
    default:
      return customer ? ['open-customer'] : ['open-settings'];
  }
}
