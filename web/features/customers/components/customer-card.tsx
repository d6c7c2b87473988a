import { formatCount } from '@common/format';
import type { CustomerListItem } from '@common/schemas/customer';
import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { ReplyStateLine } from '@/components/badges/reply-badges';
import { SelectRowCheckbox } from '@/components/bulk/bulk-bar';
import { NetPrice } from '@/components/net-price';
import { CustomerAvatar, LastEmail, LastReview, OptedOutBadge, SignupOriginLine } from './customer-cells';
import { CustomerFollowUpLine, CustomerRowActions, CustomerRowStatus } from './customer-row-controls';
import type { CustomerRowHandlers } from './customer-row-handlers';

const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="mb-1 text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** Small screens (docs/product.md §2): the table's data plus the review and e-mail counts; the status beside the actions. */
export function CustomerCard({ customer, ...row }: { customer: CustomerListItem } & CustomerRowHandlers) {
  return (
    <article
      aria-label={customer.name}
      className="flex min-w-0 flex-col rounded-lg border bg-card p-3 sm:p-4"
    >
      <div className="flex min-w-0 items-start gap-3">
        {row.selection && (
          <div className="pt-2.5">
            <SelectRowCheckbox {...row.selection} id={customer.id} name={customer.name} />
          </div>
        )}
        <CustomerAvatar customer={customer} />
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-2">
            <h2 className="truncate text-base font-medium">{customer.name}</h2>
            <OptedOutBadge optedOutAt={customer.optedOutAt} />
          </div>
          <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
            <Mail className="size-3 shrink-0" aria-hidden />
            <span className="truncate">{customer.email}</span>
          </p>
          <ReplyStateLine repliedAt={customer.repliedAt} bouncedAt={customer.emailBouncedAt} />
          <SignupOriginLine fromSignup={customer.fromSignup} />
          {customer.phone && (
            <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <Phone className="size-3 shrink-0" aria-hidden />
              {customer.phone}
            </p>
          )}
          <CustomerFollowUpLine followUp={customer.followUp} />
        </div>
      </div>
      <dl className="my-3 grid grid-cols-2 gap-x-3 gap-y-3 border-t pt-3">
        <Fact label="Letzte E-Mail">
          <LastEmail log={customer.lastEmailLog} />
        </Fact>
        <Fact label="Letzte Rezension">
          <LastReview review={customer.lastReview} />
        </Fact>
        <Fact label="Preis/Rezension">
          <span className="text-sm font-medium tabular-nums">
            <NetPrice value={customer.pricePerReview} companyId={customer.companyId} />
          </span>
        </Fact>
        <Fact label="Anzahl">
          <span className="flex flex-col text-sm tabular-nums">
            <span>{count(customer.reviewCount, 'Rezension', 'Rezensionen')}</span>
            <span>{count(customer.emailCount, 'E-Mail', 'E-Mails')}</span>
          </span>
        </Fact>
      </dl>
      <div className="mt-auto flex items-center justify-between gap-2 border-t pt-2">
        <CustomerRowStatus customer={customer} row={row} />
        <CustomerRowActions customer={customer} row={row} />
      </div>
    </article>
  );
}
