import { Euro, Mail, MessageSquare, Users } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { StatCard, StatCardSkeleton } from '@/components/stat-card';
import { useDashboardStats } from '../api/get-dashboard-stats';

const amount = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Spec §2: the euro value "shown with a € prefix", so '€ 267,00' rather than the usual '267,00 €'. */
export function formatEuroPrefix(value: number | null | undefined) {
  return `€ ${amount.format(Number.isFinite(value) ? (value as number) : 0)}`;
}

/**
 * The four dashboard numbers of one company (spec §2 Dashboard): four placeholders while loading,
 * 0 for a missing value. Exported for the old dashboard as well.
 */
export function StatsCards({ companyId }: { companyId: number }) {
  const { data, isPending, isError, error } = useDashboardStats(companyId);
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
      {isError && <LoadError error={error} className="py-2" />}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
        <StatCard
          label="Aktive Kunden"
          value={data?.activeCustomers ?? 0}
          hint="Kunden in der Pipeline"
          icon={Users}
        />
        <StatCard
          label="Neue Rezensionen (Heute)"
          value={data?.todayReviews ?? 0}
          hint="Heute erkannte Bewertungen"
          icon={MessageSquare}
          tone="text-yellow-600"
        />
        <StatCard
          label="E-Mails heute"
          value={data?.emailsSent ?? 0}
          hint="Automatische Benachrichtigungen"
          icon={Mail}
          tone="text-green-600"
        />
        <StatCard
          label="Potentielle Einnahmen"
          value={formatEuroPrefix(data?.potentialRevenue)}
          hint="Wert der heute angebotenen Rezensionen"
          icon={Euro}
          tone="text-emerald-600"
        />
      </div>
    </div>
  );
}
