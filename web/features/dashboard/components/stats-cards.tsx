import { formatCount } from '@common/format';
import { Euro, Mail, MessageSquare, Users } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { StatCard, StatCardSkeleton } from '@/components/stat-card';
import { useDashboardStats } from '../api/get-dashboard-stats';

const amount = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** docs/product.md §2: the euro value "shown with a € prefix", so '€ 267,00' rather than the usual '267,00 €'. */
export function formatEuroPrefix(value: number | null | undefined) {
  return `€ ${amount.format(Number.isFinite(value) ? (value as number) : 0)}`;
}

/**
 * The four dashboard numbers of one company (docs/product.md §2 Dashboard): four placeholders while loading,
 * 0 for a missing value, '–' when they could not be loaded. Exported for the old dashboard as well.
 */
export function StatsCards({ companyId }: { companyId: number }) {
  const { data, isPending, isError, error, refetch } = useDashboardStats(companyId);
  // A failed load shows '–', never a 0 that would look like data.
  const shown = (value: number | undefined) => (isError ? '–' : formatCount(value ?? 0));
  if (isPending) {
    return (
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
        {['customers', 'reviews', 'emails', 'revenue'].map((key) => (
          <StatCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {isError && <LoadError error={error} className="py-2" onRetry={refetch} />}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
        <StatCard
          label="Aktive Kunden"
          value={shown(data?.activeCustomers)}
          hint="Kunden in der Pipeline"
          icon={Users}
        />
        <StatCard
          label="Neue Rezensionen (Heute)"
          value={shown(data?.todayReviews)}
          hint="Heute neu erkannte Bewertungen, alle Scans"
          icon={MessageSquare}
          tone="text-yellow-600 dark:text-yellow-400"
        />
        <StatCard
          label="E-Mails heute"
          value={shown(data?.emailsSent)}
          hint="Automatische Benachrichtigungen"
          icon={Mail}
          tone="text-green-600 dark:text-green-400"
        />
        <StatCard
          label="Potentielle Einnahmen"
          value={isError ? '–' : formatEuroPrefix(data?.potentialRevenue)}
          hint="Wert der heute angebotenen Rezensionen"
          icon={Euro}
          tone="text-emerald-600 dark:text-emerald-400"
        />
      </div>
    </div>
  );
}
