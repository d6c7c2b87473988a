import { DEFAULT_IMAP_HOST, DEFAULT_IMAP_PORT } from '@common/constants';
import { formatDateTime } from '@common/format';
import type { ImapSettings } from '@common/schemas/reply';
import { Inbox } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { usePermissions } from '@/lib/auth';
import { dangerTone } from '@/lib/tones';
import { useImapSettings, useSaveImapSettings, useTestImap } from '../api/imap-settings';
import { Section } from './settings-sections';

/**
 * 'E-Mail-Antworten (IMAP)' (issue 24): whether the app reads the company's Gmail mailbox for
 * replies and bounces, from which server, and how the last read went. Its own save: the server is
 * an admin's change and drops the stored app password (as a new SMTP server does).
 */
export function ImapSection({ companyId }: { companyId: number }) {
  const settings = useImapSettings(companyId);
  if (settings.isError) return <LoadError error={settings.error} onRetry={settings.refetch} />;
  if (!settings.data) return <Skeleton className="h-56 rounded-xl" />;
  return <ImapForm key={JSON.stringify(settings.data)} companyId={companyId} settings={settings.data} />;
}

function ImapForm({ companyId, settings: s }: { companyId: number; settings: ImapSettings }) {
  const { manageCompanies } = usePermissions();
  const save = useSaveImapSettings(companyId);
  const test = useTestImap(companyId);
  const [host, setHost] = useState(s.imapHost);
  const [port, setPort] = useState(String(s.imapPort));
  const serverChanged = host.trim() !== s.imapHost || port.trim() !== String(s.imapPort);

  const saveWith = (input: { imapEnabled?: boolean; imapHost?: string; imapPort?: string }) =>
    save.mutate(input, {
      onSuccess: () => toast({ title: 'IMAP-Einstellungen gespeichert' }),
      onError: (error) =>
        toast({ title: 'Fehler beim Speichern', description: errorMessage(error), variant: 'destructive' }),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveWith({ imapHost: host.trim(), imapPort: port.trim() });
  };
  const runTest = () =>
    test.mutate(undefined, {
      onSuccess: (r) => toast({ title: 'IMAP-Verbindung', description: r.message }),
      onError: (error) =>
        toast({
          title: 'IMAP-Verbindung fehlgeschlagen',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });

  return (
    <Section
      icon={Inbox}
      title="E-Mail-Antworten (IMAP)"
      description="Liest das Gmail-Postfach der Firma und zeigt Antworten und Rückläufer unter „Antworten“"
    >
      <form onSubmit={submit} aria-label="E-Mail-Antworten (IMAP)" className="space-y-4">
        <fieldset disabled={!manageCompanies || save.isPending} className="min-w-0 space-y-4">
          <div className="flex items-center justify-between gap-4">
            <div className="min-w-0 space-y-0.5">
              <Label htmlFor="imap-enabled">Antworten abrufen</Label>
              <p id="imap-enabled-hint" className="text-sm text-muted-foreground">
                {s.hasMailAccount
                  ? `Postfach ${s.gmailEmail}, mit dem App-Passwort des E-Mail-Kontos`
                  : 'Zuerst Gmail-Adresse und App-Passwort unter „E-Mail-Konfiguration“ hinterlegen'}
              </p>
            </div>
            <Switch
              id="imap-enabled"
              checked={s.imapEnabled}
              onCheckedChange={(on) => saveWith({ imapEnabled: on })}
              aria-describedby="imap-enabled-hint"
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
            <div className="space-y-2">
              <Label htmlFor="imap-host">IMAP-Host</Label>
              <Input
                id="imap-host"
                value={host}
                placeholder={DEFAULT_IMAP_HOST}
                onChange={(e) => setHost(e.target.value)}
                autoComplete="off"
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor="imap-port">IMAP-Port</Label>
              <Input
                id="imap-port"
                value={port}
                inputMode="numeric"
                placeholder={String(DEFAULT_IMAP_PORT)}
                onChange={(e) => setPort(e.target.value)}
              />
            </div>
          </div>
          {serverChanged && (
            <p className="text-sm text-muted-foreground">
              Nur Administratoren ändern den Server. Danach muss das App-Passwort neu eingegeben werden.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="outline" disabled={!serverChanged}>
              Server speichern
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={!s.hasMailAccount || test.isPending}
              onClick={runTest}
            >
              {test.isPending ? 'Teste…' : 'Verbindung testen'}
            </Button>
          </div>
        </fieldset>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Zuletzt geprüft</dt>
          <dd className="tabular-nums">{s.checkedAt ? formatDateTime(s.checkedAt) : 'noch nie'}</dd>
          {s.error && (
            <>
              <dt className="text-muted-foreground">Fehler</dt>
              <dd className={dangerTone.message} role="status">
                {s.error}
              </dd>
            </>
          )}
        </dl>
      </form>
    </Section>
  );
}
