import { DEFAULT_MAIL_DAILY_CAP, DEFAULT_MAIL_PAUSE_SECONDS } from '@common/constants';
import { Scale, Send } from 'lucide-react';
import { ConsentRiskNotice, ConsentRuleOnNote } from '@/components/consent-risk-notice';
import { Textarea } from '@/components/ui/textarea';
import { useConsentSummary } from '@/lib/consent-summary';
import { SettingsSwitch, SettingsTextField } from './settings-field';
import type { SettingsForm } from './settings-form-values';
import { Section } from './settings-sections';

/** The sender's legal identity every notification e-mail carries (docs/product.md §10). */
export function LegalFooterSection({ form }: { form: SettingsForm }) {
  return (
    <Section
      icon={Scale}
      title="Impressum für E-Mails"
      description="Jede Benachrichtigung an Kunden trägt diese Angaben (Pflichtangaben in Geschäftsbriefen)"
    >
      <SettingsTextField
        form={form}
        name="legalName"
        label="Firmenname mit Rechtsform"
        placeholder="Reputationsschutz Nord GmbH"
      />
      <SettingsTextField form={form} name="legalAddress" label="Anschrift">
        <Textarea
          id="settings-legalAddress"
          rows={2}
          placeholder={'Hafenstraße 12\n20457 Hamburg'}
          {...form.register('legalAddress')}
        />
      </SettingsTextField>
      <SettingsTextField
        form={form}
        name="managingDirectors"
        label="Geschäftsführung"
        placeholder="Anna Schulz"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsTextField
          form={form}
          name="registerCourt"
          label="Registergericht"
          placeholder="Amtsgericht Hamburg"
        />
        <SettingsTextField
          form={form}
          name="registerNumber"
          label="Registernummer"
          placeholder="HRB 123456"
        />
      </div>
      <SettingsTextField form={form} name="vatId" label="USt-IdNr." placeholder="DE123456789" />
    </Section>
  );
}

/**
 * The consent rule's facts beside its switch: the form's (unsaved) value decides which, so the
 * operator sees what the switch does before saving (decision 043).
 */
function ConsentRuleFacts({ form, companyId }: { form: SettingsForm; companyId: number }) {
  const { data } = useConsentSummary(companyId);
  const requireConsent = form.watch('requireConsent') ?? false;
  if (!data) return null;
  if (requireConsent) return <ConsentRuleOnNote count={data.withoutConsent} />;
  return data.withoutConsent > 0 ? <ConsentRiskNotice count={data.withoutConsent} /> : null;
}

/** Cap, pause, test mode and the consent rule of the company's e-mails. */
export function SendingRulesSection({
  form,
  gmailEmail,
  companyId,
}: {
  form: SettingsForm;
  gmailEmail: string | null;
  /** Whose customers the consent rule's facts count (left out: no facts shown). */
  companyId?: number;
}) {
  return (
    <Section
      icon={Send}
      title="Versandregeln"
      description="Schützt das Postfach vor Sperren und die Firma vor unerwünschter Werbung"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsTextField
          form={form}
          name="mailDailyCap"
          label="Tageslimit (E-Mails in 24 Stunden)"
          type="number"
          placeholder={String(DEFAULT_MAIL_DAILY_CAP)}
          hint="Gmail erlaubt 500 (kostenlos) bis 2.000 (Workspace). Weitere E-Mails warten."
        />
        <SettingsTextField
          form={form}
          name="mailPauseSeconds"
          label="Pause zwischen E-Mails (Sekunden)"
          type="number"
          placeholder={String(DEFAULT_MAIL_PAUSE_SECONDS)}
        />
      </div>
      <div className="divide-y">
        <SettingsSwitch
          form={form}
          name="testMode"
          label="Testmodus"
          description="Alle Benachrichtigungen gehen an die Test-Adresse statt an die Kunden"
        />
        <SettingsSwitch
          form={form}
          name="requireConsent"
          label="Nur mit Einwilligung senden"
          description="Angebote gehen nur an Kunden mit erteilter Einwilligung; ohne den Schalter auch an alle anderen"
        />
      </div>
      {companyId !== undefined && <ConsentRuleFacts form={form} companyId={companyId} />}
      <SettingsTextField
        form={form}
        name="testRecipient"
        label="Test-Adresse"
        type="email"
        placeholder={gmailEmail ?? 'ihre@adresse.de'}
        hint="Leer lassen, um an die Gmail-Adresse der Firma zu senden."
      />
    </Section>
  );
}
