import { FUNNEL_DEFAULT_DAYS, FUNNEL_PERIODS } from '@common/constants';
import { formatCount } from '@common/format';
import type { Funnel } from '@common/schemas/dashboard';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useFunnel } from '../api/get-funnel';

type StepKey = Exclude<keyof Funnel, 'days' | 'from'>;

// docs/product.md "Funnel" defines each step; the hints say it in a line.
const steps: { key: StepKey; label: string; hint: string }[] = [
  { key: 'offers', label: 'Angeboten', hint: 'Bewertungen in Angebots-E-Mails' },
  { key: 'opened', label: 'Portal geöffnet', hint: 'Kundenportal nach der E-Mail geöffnet' },
  { key: 'ordered', label: 'Beauftragt', hint: 'Löschauftrag, auch per Telefon' },
  { key: 'removed', label: 'Entfernt', hint: 'Nachweislich entfernt' },
  { key: 'invoiced', label: 'Abgerechnet', hint: 'Auf einer Rechnung' },
  { key: 'paid', label: 'Bezahlt', hint: 'Rechnung bezahlt' },
];

/** 3 of 4 → '75 %'; '–' when there is nothing to compare with. */
function rate(part: number, whole: number) {
  return whole === 0 ? '–' : `${Math.round((part / whole) * 100)} %`;
}

function PeriodControl({ days, onChange }: { days: number; onChange(days: number): void }) {
  return (
    <fieldset className="flex shrink-0 gap-1 border-0">
      <legend className="sr-only">Zeitraum</legend>
      {FUNNEL_PERIODS.map((d) => (
        <button
          key={d}
          type="button"
          aria-pressed={days === d}
          onClick={() => onChange(d)}
          className={cn(
            'rounded-md border border-transparent px-2.5 py-1 text-sm whitespace-nowrap text-muted-foreground transition-colors',
            'hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            'aria-pressed:border-border aria-pressed:bg-background aria-pressed:font-medium aria-pressed:text-foreground aria-pressed:shadow-xs',
          )}
        >
          {d} Tage
        </button>
      ))}
    </fieldset>
  );
}

function Steps({ funnel }: { funnel: Funnel }) {
  return (
    <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 xl:grid-cols-6">
      {steps.map((step, i) => {
        const count = funnel[step.key];
        const before = i === 0 ? null : funnel[steps[i - 1].key];
        const share = funnel.offers === 0 ? 0 : Math.min(1, count / funnel.offers);
        return (
          <li key={step.key} className="min-w-0 rounded-lg border p-3" data-testid={`funnel-${step.key}`}>
            <p className="text-sm font-medium text-muted-foreground">{step.label}</p>
            <p className="mt-0.5 text-2xl font-bold tabular-nums">{formatCount(count)}</p>
            <div className="mt-2 h-1.5 rounded-full bg-muted" aria-hidden>
              <div className="h-full rounded-full bg-primary" style={{ width: `${share * 100}%` }} />
            </div>
            <p className="mt-2 text-xs text-muted-foreground">
              {before === null ? (
                step.hint
              ) : (
                <>
                  {i > 1 && <span className="block">{rate(count, before)} vom Schritt davor</span>}
                  <span className="block">{rate(count, funnel.offers)} der Angebote</span>
                </>
              )}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

const placeholder = (
  <div
    className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 xl:grid-cols-6"
    data-testid="funnel-skeleton"
  >
    {steps.map((s) => (
      <Skeleton key={s.key} className="h-[108px] w-full" />
    ))}
  </div>
);

/**
 * The dashboard's funnel (issue 36 point 7, decision 074): the reviews the offer mails of the period
 * offered, and how many of them reached the portal, a case, a removal, an invoice and its payment.
 * Loaded apart from the dashboard's first screen.
 */
export default function FunnelCard({ companyId }: { companyId: number }) {
  const [days, setDays] = useState<number>(FUNNEL_DEFAULT_DAYS);
  const { data, isPending, isError, error, refetch } = useFunnel(companyId, days);
  return (
    <section aria-labelledby="dashboard-funnel">
      <Card className="min-w-0 gap-4">
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <CardTitle>
              <h2 id="dashboard-funnel">Vom Angebot zur Zahlung</h2>
            </CardTitle>
            <CardDescription>
              Bewertungen aus den Angebots-E-Mails der letzten {days} Tage und wie weit sie kamen
            </CardDescription>
          </div>
          <PeriodControl days={days} onChange={setDays} />
        </CardHeader>
        <CardContent>
          {isError ? (
            <LoadError error={error} className="py-6" onRetry={refetch} />
          ) : isPending ? (
            placeholder
          ) : (
            <Steps funnel={data} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
