import type { Company } from '@common/schemas/company';
import { ConsentRiskNotice, ConsentRuleOnNote } from '@/components/consent-risk-notice';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-error';
import { useConsentSummary } from '@/lib/consent-summary';
import { useSetRequireConsent } from '../api/require-consent';

const SWITCH_ID = 'automation-require-consent';

/**
 * Whether the offers reach customers without consent, and the one switch that changes it
 * (managers and admins; users see the notice only). Nothing while the rule is off and every
 * customer has consented (decision 043).
 */
export function ConsentRule({
  companyId,
  company,
  canManage,
}: {
  companyId: number;
  company: Company | undefined;
  canManage: boolean;
}) {
  const summary = useConsentSummary(companyId);
  const save = useSetRequireConsent(companyId);
  if (!summary.data) return null;
  const { requireConsent, withoutConsent } = summary.data;
  const toggle = canManage && company && (
    <div className="flex items-center gap-3 pt-1">
      <Switch
        id={SWITCH_ID}
        checked={requireConsent}
        disabled={save.isPending}
        onCheckedChange={(next) =>
          save.mutate(
            { name: company.name, requireConsent: next },
            {
              onSuccess: () =>
                toast({
                  title: next ? 'Nur noch Angebote mit Einwilligung' : 'Angebote auch ohne Einwilligung',
                }),
              onError: (error) =>
                toast({ title: 'Fehler', description: errorMessage(error), variant: 'destructive' }),
            },
          )
        }
      />
      <Label htmlFor={SWITCH_ID}>Nur mit Einwilligung senden</Label>
    </div>
  );
  if (!requireConsent && withoutConsent > 0)
    return (
      <div className="mb-6">
        <ConsentRiskNotice count={withoutConsent}>{toggle}</ConsentRiskNotice>
      </div>
    );
  if (!toggle) return null;
  return (
    <div className="mb-6 space-y-1 rounded-lg border px-4 py-3">
      {toggle}
      {requireConsent && <ConsentRuleOnNote count={withoutConsent} />}
    </div>
  );
}
