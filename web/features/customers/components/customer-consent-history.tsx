import type { Customer } from '@common/schemas/customer';
import { useCustomerActivity } from '../api/get-customer-drawer';
import { ConsentHistory, consentStatement } from '../drawer/consent-section';

/** The customer modal's view of the consent as stored and its history with proof (decision 043). */
export function CustomerConsentHistory({ customer }: { customer: Customer }) {
  const activity = useCustomerActivity(customer.id);
  const history = activity.data?.consentHistory;
  return (
    <details className="rounded-md border px-3 py-2 text-sm">
      <summary className="cursor-pointer focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        <span className="font-medium">Einwilligung: {consentStatement(customer)}</span>
        <span className="text-muted-foreground"> · Verlauf{history ? ` (${history.length})` : ''}</span>
      </summary>
      <div className="mt-2">
        {history ? (
          <ConsentHistory history={history} />
        ) : (
          <p className="text-muted-foreground">
            {activity.isError ? 'Verlauf konnte nicht geladen werden.' : 'Wird geladen …'}
          </p>
        )}
      </div>
    </details>
  );
}
