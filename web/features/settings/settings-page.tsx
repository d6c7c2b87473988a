import { type Company, updateCompanySettingsSchema } from '@common/schemas/company';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SettingsFormFooter } from '@/components/settings-form-footer';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { apiErrorOf, errorMessage } from '@/lib/api-error';
import { usePermissions } from '@/lib/auth';
import { useCompany } from '@/lib/companies';
import { useSaveCompanySettings } from './api/save-company-settings';
import { BillingSection } from './components/billing-section';
import { ImapSection } from './components/imap-section';
import { LegalFooterSection, SendingRulesSection } from './components/mail-sections';
import { OfferChanceSection } from './components/offer-chance-section';
import { OfferSenderSection, OfferTemplateSection } from './components/offer-sections';
import { PortalTermsSection } from './components/portal-terms-section';
import { type SettingsForm, settingsFormValues } from './components/settings-form-values';
import { ConfigurationSections, PreferenceSections } from './components/settings-sections';
import { SignupSection } from './components/signup-section';

interface Props {
  companyId: number;
  /** Above the form: what the operator must know about the company's e-mails. */
  notices?: ReactNode;
  /** A further card beside the sections (the sending state). */
  aside?: ReactNode;
  /** After a successful save: the app clears its caches and reloads (docs/product.md §4), wired by the page. */
  onSaved(company: Company): void;
}

/** /settings-new/{companyId}: one form for the company's settings; read-only without the right to manage companies. */
export function SettingsPage({ companyId, onSaved, notices, aside }: Props) {
  const { data: company, isPending, isError, error, refetch } = useCompany(companyId);
  return (
    <>
      <PageHeader
        title="Einstellungen"
        subtitle={company ? `Konfiguration für ${company.name}` : undefined}
      />
      {notices}
      {isPending ? (
        <div
          role="status"
          className="grid gap-6 xl:grid-cols-2"
          aria-busy="true"
          aria-label="Einstellungen werden geladen"
        >
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={i} className="h-56 rounded-xl" />
          ))}
        </div>
      ) : isError ? (
        <LoadError error={error} className="py-12" onRetry={refetch} />
      ) : (
        <>
          <SettingsFormView key={company.id} company={company} onSaved={onSaved} aside={aside} />
          {/* Its own endpoint and save (issue 24): not part of the form above. */}
          <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-2">
            <ImapSection companyId={company.id} />
          </div>
        </>
      )}
    </>
  );
}

function SettingsFormView({
  company,
  onSaved,
  aside,
}: {
  company: Company;
  onSaved(company: Company): void;
  aside?: ReactNode;
}) {
  const { manageCompanies } = usePermissions();
  const save = useSaveCompanySettings(company.id);
  const form: SettingsForm = useForm({
    resolver: zodResolver(updateCompanySettingsSchema),
    defaultValues: settingsFormValues(company),
  });

  useEffect(() => form.reset(settingsFormValues(company)), [company, form]);

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        toast({ title: 'Einstellungen gespeichert' });
        onSaved(saved);
      },
      onError: (error) =>
        toast({
          title: 'Fehler beim Speichern',
          description: refusalOf(error) ?? 'Einstellungen konnten nicht gespeichert werden.',
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Einstellungen">
      {/* A disabled fieldset makes every input, switch and button of the form read-only at once. */}
      <fieldset
        disabled={!manageCompanies || save.isPending}
        className="grid min-w-0 grid-cols-1 gap-6 xl:grid-cols-2"
      >
        <ConfigurationSections
          form={form}
          hasGmailPassword={company.hasGmailPassword}
          hasApifyApiKey={company.hasApifyApiKey}
        />
        <PreferenceSections form={form} />
        <LegalFooterSection form={form} />
        <SendingRulesSection form={form} gmailEmail={company.gmailEmail} companyId={company.id} />
        {/* Beside the sending rules; with it the half-width sections pair up on wide screens. */}
        {aside}
        <OfferSenderSection form={form} />
        <OfferChanceSection form={form} />
        <OfferTemplateSection form={form} companyId={company.id} />
        <BillingSection form={form} />
        <SignupSection form={form} company={company} />
        <PortalTermsSection form={form} company={company} />
      </fieldset>
      {manageCompanies ? (
        <SettingsFormFooter
          pending={save.isPending}
          onReset={() => form.reset(settingsFormValues(company))}
        />
      ) : (
        <p className="mt-6 text-sm text-muted-foreground">
          Nur Administratoren und Manager können die Einstellungen ändern.
        </p>
      )}
    </form>
  );
}

/** The server's German reason when it refused the input (4xx: a rule, say admins only), else none. */
function refusalOf(error: Error): string | undefined {
  const cause = apiErrorOf(error);
  return cause?.isRefusal ? errorMessage(cause) : undefined;
}
