import { formatCount } from '@common/format';
import { formatCents } from '@common/invoice-math';
import type { RemovalStats } from '@common/schemas/dashboard';
import { AlertCircle, Banknote, FilePlus2, Receipt } from 'lucide-react';
import { Link } from 'wouter';
import { StatCard } from '@/components/stat-card';
import { paths } from '@/lib/paths';

const linkCard =
  'block rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&>div]:h-full [&>div]:transition-colors [&>div]:hover:bg-muted/50 hover:[&_span]:underline';

/**
 * What the removals brought in this Berlin month, what is overdue, and what is verified but not yet
 * billed ('Abrechenbar', leading to the tab of that name) (docs/product.md §13).
 */
export function InvoiceStatCards({ stats: s, companyId }: { stats: RemovalStats; companyId: number }) {
  const invoices = paths.companyPage('invoices-new', companyId);
  return (
    <>
      <StatCard
        label="Abgerechnet (Monat)"
        value={formatCents(s.invoicedThisMonthCents)}
        hint="Rechnungen und Stornos dieses Monats, brutto"
        icon={Receipt}
      />
      <StatCard
        label="Bezahlt (Monat)"
        value={formatCents(s.paidThisMonthCents)}
        hint="Zahlungseingänge dieses Monats"
        icon={Banknote}
        tone="text-emerald-600 dark:text-emerald-400"
      />
      <Link href={`${invoices}?status=overdue`} className={linkCard}>
        <StatCard
          label="Überfällig"
          value={formatCents(s.overdueCents)}
          hint={
            <>
              <span className="block">
                {formatCount(s.overdueCount)} {s.overdueCount === 1 ? 'Rechnung' : 'Rechnungen'} nach
                Fälligkeit offen
              </span>
              <span className="text-primary underline-offset-2">Anzeigen</span>
            </>
          }
          icon={AlertCircle}
          tone={s.overdueCount > 0 ? 'text-red-600 dark:text-red-400' : 'text-muted-foreground'}
        />
      </Link>
      <Link href={`${invoices}?status=billable`} className={linkCard}>
        <StatCard
          label="Abrechenbar"
          value={formatCents(s.billableCents)}
          hint={
            <>
              <span className="block">
                {s.billableCustomers === 0
                  ? 'Keine entfernten Bewertungen offen zur Abrechnung'
                  : `Netto, ${formatCount(s.billableCustomers)} ${s.billableCustomers === 1 ? 'Kunde' : 'Kunden'} ohne Rechnung`}
              </span>
              <span className="text-primary underline-offset-2">Anzeigen</span>
            </>
          }
          icon={FilePlus2}
          tone={s.billableCustomers > 0 ? 'text-amber-600 dark:text-amber-400' : 'text-muted-foreground'}
        />
      </Link>
    </>
  );
}
