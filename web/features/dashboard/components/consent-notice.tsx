import { Link } from 'wouter';
import { ConsentRiskNotice } from '@/components/consent-risk-notice';
import { useConsentSummary } from '@/lib/consent-summary';
import { paths } from '@/lib/paths';

/** While offers reach customers without consent: how many, why it matters, and where the switch is. */
export function ConsentNotice({ companyId }: { companyId: number }) {
  const { data } = useConsentSummary(companyId);
  if (!data || data.requireConsent || data.withoutConsent === 0) return null;
  return (
    <div className="mb-6">
      <ConsentRiskNotice count={data.withoutConsent}>
        <p>
          <Link
            href={paths.companyPage('automation-new', companyId)}
            className="font-medium underline underline-offset-2"
          >
            Zur Einstellung „Nur mit Einwilligung senden“
          </Link>
        </p>
      </ConsentRiskNotice>
    </div>
  );
}
