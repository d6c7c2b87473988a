import {
  DATA_RETENTION_DAYS,
  DEFAULT_APIFY_ACTOR_ID,
  DEFAULT_MAX_RUN_COST_USD,
  DEFAULT_SMTP_HOST,
  DEFAULT_SMTP_PORT,
} from '@common/constants';
import { Bell, Building2, KeyRound, type LucideIcon, Mail, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { usePermissions } from '@/lib/auth';
import { useApifyKeyHint, usePasswordHint } from './secret-hints';
import { SettingsSwitch, SettingsTextField } from './settings-field';
import type { SettingsForm } from './settings-form-values';

export function Section({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-5 text-primary" aria-hidden />
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

interface Props {
  form: SettingsForm;
  hasGmailPassword: boolean;
  hasApifyApiKey: boolean;
}

/** docs/product.md §2 Settings: company, e-mail and API configuration. */
export function ConfigurationSections({ form, hasGmailPassword, hasApifyApiKey }: Props) {
  const { manageMailServer } = usePermissions();
  const passwordHint = usePasswordHint(form, hasGmailPassword);
  const serverHint = manageMailServer ? undefined : 'Nur Administratoren können SMTP-Host und -Port ändern.';
  return (
    <>
      <Section icon={Building2} title="Firmeninformationen" description="Name und Auftritt der Firma">
        <SettingsTextField form={form} name="name" label="Firmenname *" />
        <SettingsTextField
          form={form}
          name="website"
          label="Website"
          type="url"
          placeholder="https://www.beispiel.de"
        />
        <SettingsTextField form={form} name="description" label="Beschreibung">
          <Textarea id="settings-description" rows={3} {...form.register('description')} />
        </SettingsTextField>
      </Section>
      <Section
        icon={Mail}
        title="E-Mail-Konfiguration"
        description="Gmail-Konto für die Benachrichtigungen an Kunden"
      >
        <SettingsTextField
          form={form}
          name="gmailEmail"
          label="Gmail-Adresse"
          type="email"
          placeholder="firma@gmail.com"
        />
        <SettingsTextField
          form={form}
          name="gmailPassword"
          label="App-Passwort"
          type="password"
          placeholder={hasGmailPassword ? '••••••••' : undefined}
          hint={passwordHint}
        />
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <SettingsTextField
            form={form}
            name="smtpHost"
            label="SMTP-Host"
            placeholder={DEFAULT_SMTP_HOST}
            readOnly={!manageMailServer}
            hint={serverHint}
          />
          <SettingsTextField
            form={form}
            name="smtpPort"
            label="SMTP-Port"
            type="number"
            placeholder={String(DEFAULT_SMTP_PORT)}
            readOnly={!manageMailServer}
          />
        </div>
      </Section>
      <ApiSection form={form} hasApifyApiKey={hasApifyApiKey} />
    </>
  );
}

/** 'API-Konfiguration': the Apify key, actor and the cost cap per run. */
function ApiSection({ form, hasApifyApiKey }: Omit<Props, 'hasGmailPassword'>) {
  const apifyKeyHint = useApifyKeyHint(form, hasApifyApiKey);
  return (
    <Section
      icon={KeyRound}
      title="API-Konfiguration"
      description="Zugang zu Apify für das Auslesen der Google-Bewertungen"
    >
      <SettingsTextField
        form={form}
        name="apifyApiKey"
        label="Apify API-Schlüssel"
        type="password"
        placeholder={hasApifyApiKey ? '••••••••' : undefined}
        hint={apifyKeyHint}
      />
      <SettingsTextField
        form={form}
        name="apifyActorId"
        label="Actor-ID"
        placeholder={DEFAULT_APIFY_ACTOR_ID}
      />
      <SettingsTextField
        form={form}
        name="maxRunCostUsd"
        label="Max. Kosten pro Lauf (USD)"
        inputMode="decimal"
        placeholder={DEFAULT_MAX_RUN_COST_USD.replace('.', ',')}
        hint="Obergrenze je Apify-Lauf, der viele Kunden auf einmal liest: Apify beendet den Lauf, wenn sie erreicht ist."
      />
    </Section>
  );
}

/** docs/product.md §2 Settings: notifications, security and privacy. */
export function PreferenceSections({ form }: { form: SettingsForm }) {
  return (
    <>
      <Section icon={Bell} title="Benachrichtigungen" description="Wie Sie und Ihre Kunden informiert werden">
        <div className="divide-y">
          <SettingsSwitch
            form={form}
            name="emailNotifications"
            label="E-Mail-Benachrichtigungen"
            description="Kunden bei neuen negativen Bewertungen per E-Mail benachrichtigen"
          />
          <SettingsSwitch
            form={form}
            name="caseUpdateMails"
            label="Kunden über Änderungen ihrer Löschaufträge informieren"
            description="Höchstens eine E-Mail am Tag, wenn ein Auftrag gemeldet, entfernt oder abgelehnt wurde – mit dem Link ins Kundenportal"
          />
          <SettingsSwitch
            form={form}
            name="dailyReports"
            label="Tägliche Berichte"
            description="Jeden Tag eine Zusammenfassung erhalten"
          />
          <SettingsSwitch
            form={form}
            name="smsAlerts"
            label="SMS-Benachrichtigungen"
            description="Bei wichtigen Ereignissen eine SMS erhalten"
          />
        </div>
      </Section>
      <Section
        icon={ShieldCheck}
        title="Sicherheit & Datenschutz"
        description="Schutz des Kontos und Umgang mit Daten"
      >
        <div className="divide-y">
          <SettingsSwitch
            form={form}
            name="twoFactor"
            label="Zwei-Faktor-Authentifizierung"
            description="Zusätzliche Sicherheit bei der Anmeldung"
          />
          <SettingsSwitch
            form={form}
            name="dataRetention"
            label="Automatische Datenlöschung"
            description={`Alte Daten werden nach ${DATA_RETENTION_DAYS} Tagen automatisch gelöscht`}
          />
        </div>
      </Section>
    </>
  );
}
