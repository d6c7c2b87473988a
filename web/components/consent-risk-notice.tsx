import { formatCount } from '@common/format';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** 'an 23 Kunden', 'an einen Kunden'. */
const customersText = (n: number) => (n === 1 ? 'einen Kunden' : `${formatCount(n)} Kunden`);

/**
 * The legal risk of offers to customers without consent, in plain German (decision 043), next to
 * what changes it (`children`: the switch, or a link to it).
 */
export function ConsentRiskNotice({ count, children }: { count: number; children?: ReactNode }) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium">Angebote ohne Einwilligung</p>
        <p>
          Diese Firma sendet Angebote auch an {customersText(count)} ohne Einwilligung. Werbung per E-Mail an
          Unternehmen ist nach § 7 UWG nur mit vorheriger Einwilligung zulässig; ohne sie drohen Abmahnungen.
        </p>
        {children}
      </div>
    </div>
  );
}

/** With the rule on: who is left out, so the operator sees what the switch costs. */
export function ConsentRuleOnNote({ count }: { count: number }) {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      Angebote gehen nur an Kunden mit erteilter Einwilligung.
      {count > 0 &&
        ` ${count === 1 ? 'Ein Kunde ohne Einwilligung erhält' : `${formatCount(count)} Kunden ohne Einwilligung erhalten`} keine.`}
    </p>
  );
}
