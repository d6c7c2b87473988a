import { germanDay } from '@common/calendar-days';
import type { EmailLogKind } from '@common/enums';
import { formatDateTime } from '@common/format';
import { formatCents, SMALL_BUSINESS_NOTE } from '@common/invoice-math';
import { invoiceEventLabels } from '@common/labels';
import type { InvoiceDetail, InvoiceParty } from '@common/schemas/invoice';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmailLogStatusBadge } from '@/components/badges/email-log-status-badge';
import { StarRating } from '@/components/star-rating';
import { Button } from '@/components/ui/button';
import { dangerTone } from '@/lib/tones';

export function SheetSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

function Party({ title, party }: { title: string; party: InvoiceParty }) {
  return (
    <div className="min-w-0 rounded-md border px-3 py-2.5 text-sm">
      <p className="text-xs text-muted-foreground">{title}</p>
      <p className="font-medium break-words">{party.name}</p>
      {party.address ? (
        <p className="break-words whitespace-pre-line">{party.address}</p>
      ) : (
        <p className={dangerTone.message}>Keine Anschrift</p>
      )}
      {party.email && <p className="break-words text-muted-foreground">{party.email}</p>}
      {(party.vatId || party.taxNumber) && (
        <p className="text-xs text-muted-foreground">
          {party.vatId ? `USt-IdNr. ${party.vatId}` : `Steuernummer ${party.taxNumber}`}
        </p>
      )}
    </div>
  );
}

/** Seller and buyer as printed on the invoice (frozen when it was finalized). */
export function Parties({ invoice: i }: { invoice: InvoiceDetail }) {
  return (
    <SheetSection id="invoice-parties" title="Rechnungssteller und -empfänger">
      <div className="grid gap-2 sm:grid-cols-2">
        <Party title="Von" party={i.seller} />
        <Party title="An" party={i.buyer} />
      </div>
    </SheetSection>
  );
}

/** The lines (one removed review each) with the draft's 'Position entfernen'. */
export function Lines({
  invoice: i,
  onRemove,
}: {
  invoice: InvoiceDetail;
  /** Only for a draft and a manager. */
  onRemove?: (lineId: number, position: number) => void;
}) {
  return (
    <SheetSection
      id="invoice-lines"
      title={
        <>
          Positionen{' '}
          <span className="font-normal text-muted-foreground tabular-nums">({i.lines.length})</span>
        </>
      }
    >
      {i.lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">Keine Positionen.</p>
      ) : (
        <ol className="divide-y rounded-md border">
          {i.lines.map((l) => (
            <li key={l.id} className="flex items-start gap-3 px-3 py-2 text-sm">
              <span className="w-5 shrink-0 text-muted-foreground tabular-nums">{l.position}.</span>
              <div className="min-w-0 flex-1 space-y-0.5">
                <p className="break-words">{l.description}</p>
                <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                  {l.reviewRating !== null && <StarRating rating={l.reviewRating} />}
                  {l.removedOn && <span>entfernt am {germanDay(l.removedOn)}</span>}
                </p>
              </div>
              <span className="shrink-0 font-medium tabular-nums">{formatCents(l.netCents)}</span>
              {onRemove && (
                <Button
                  variant="ghost"
                  size="icon"
                  className={`-my-1 size-8 shrink-0 ${dangerTone.ghostButton}`}
                  aria-label={`Position ${l.position} entfernen`}
                  title="Position entfernen"
                  onClick={() => onRemove(l.id, l.position)}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </SheetSection>
  );
}

/** Net, VAT (or the §19 note), gross, paid and still open. */
export function Totals({ invoice: i }: { invoice: InvoiceDetail }) {
  const open = i.state === 'open' ? i.grossCents - i.paidCents : 0;
  const line = (term: string, cents: number, strong = false, className = '') => (
    <div className={`flex justify-between gap-4 ${strong ? 'font-semibold' : ''} ${className}`}>
      <dt>{term}</dt>
      <dd className="tabular-nums">{formatCents(cents)}</dd>
    </div>
  );
  return (
    <SheetSection id="invoice-totals" title="Summen">
      <dl className="space-y-1 rounded-md border px-3 py-2.5 text-sm">
        {line('Netto', i.netCents)}
        {i.vatMode === 'small_business' ? null : line(`zzgl. ${i.vatRate} % USt`, i.vatCents)}
        {line('Brutto', i.grossCents, true, 'border-t pt-1')}
        {i.kind === 'invoice' && line('Bezahlt', i.paidCents)}
        {i.kind === 'invoice' && i.state !== 'cancelled' && line('Offen', open, open > 0)}
      </dl>
      {i.vatMode === 'small_business' && (
        <p className="text-xs text-muted-foreground">{SMALL_BUSINESS_NOTE}</p>
      )}
    </SheetSection>
  );
}

export function Payments({ invoice: i }: { invoice: InvoiceDetail }) {
  if (i.kind !== 'invoice' || i.state === 'draft') return null;
  return (
    <SheetSection id="invoice-payments" title="Zahlungen">
      {i.payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">Noch keine Zahlung erfasst.</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {i.payments.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2 text-sm"
            >
              <span className="tabular-nums">{germanDay(p.paidOn)}</span>
              <span className="font-medium tabular-nums">{formatCents(p.amountCents)}</span>
              {p.note && <p className="w-full break-words text-muted-foreground">{p.note}</p>}
            </li>
          ))}
        </ul>
      )}
    </SheetSection>
  );
}

const mailKinds: Record<EmailLogKind, string> = {
  review: 'E-Mail',
  invoice: 'Rechnung',
  reminder: 'Erinnerung / Mahnung',
  portal_order: 'Auftragsbestätigung',
  case_update: 'Neuigkeiten',
};

export function Mails({ invoice: i }: { invoice: InvoiceDetail }) {
  if (i.state === 'draft') return null;
  return (
    <SheetSection id="invoice-mails" title="E-Mails">
      {i.mails.length === 0 ? (
        <p className="text-sm text-muted-foreground">Noch nicht per E-Mail versandt.</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {i.mails.map((m) => (
            <li key={m.id} className="space-y-1 px-3 py-2 text-sm">
              <span className="flex flex-wrap items-center gap-2">
                <EmailLogStatusBadge status={m.status} />
                <span>{mailKinds[m.kind]}</span>
                <span className="ml-auto text-muted-foreground tabular-nums">
                  {formatDateTime(m.sentAt ?? m.createdAt)}
                </span>
              </span>
              <p className="break-words font-medium">{m.subject}</p>
              {m.recipient && <p className="break-words text-muted-foreground">an {m.recipient}</p>}
              {m.errorMessage && <p className="break-words text-destructive">{m.errorMessage}</p>}
            </li>
          ))}
        </ul>
      )}
    </SheetSection>
  );
}

/** Every change with who and when, oldest first. */
export function History({ invoice: i }: { invoice: InvoiceDetail }) {
  return (
    <SheetSection id="invoice-history" title="Verlauf">
      {i.events.length === 0 ? (
        <p className="text-sm text-muted-foreground">Noch keine Einträge.</p>
      ) : (
        <ol className="relative space-y-3 border-l pl-4">
          {i.events.map((e) => (
            <li key={e.id} className="relative text-sm">
              <span
                aria-hidden
                className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full border-2 border-background bg-primary"
              />
              <p className="font-medium">{invoiceEventLabels[e.kind]}</p>
              <p className="text-xs text-muted-foreground tabular-nums">
                {formatDateTime(e.at)} · {e.userName ?? 'System'}
              </p>
              {e.detail && <p className="mt-0.5 break-words whitespace-pre-line">{e.detail}</p>}
            </li>
          ))}
        </ol>
      )}
    </SheetSection>
  );
}
