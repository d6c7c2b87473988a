import type { AutomationSettings, Company } from '@common/schemas/company';
import type { TestApifyResponse } from '@common/schemas/scan';
import { FlaskConical, Mail } from 'lucide-react';
import { useState } from 'react';
import { StarRating } from '@/components/star-rating';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useTestApify, useTestEmail } from '../api/connection-tests';
import { frequencyOptions, reviewAgeOptions, thresholdOptions } from '../scan-labels';

/** The older automation page's e-mail configuration with the connection test. */
export function EmailTestCard({ company, canManage }: { company: Company; canManage: boolean }) {
  const test = useTestEmail(company.id);
  const run = () =>
    test.mutate(undefined, {
      onSuccess: (result) =>
        toast(
          result.connected
            ? { title: 'E-Mail-Verbindung erfolgreich', description: 'SMTP-Server ist erreichbar' }
            : {
                title: 'E-Mail-Verbindung fehlgeschlagen',
                // Only the class of the problem: the server never passes the far end's words on.
                description: result.message ?? 'Verbindung fehlgeschlagen',
                variant: 'destructive',
              },
        ),
      onError: (error) =>
        toast({
          title: 'Fehler',
          description: errorMessage(error, 'E-Mail-Test fehlgeschlagen'),
          variant: 'destructive',
        }),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>E-Mail-Konfiguration</CardTitle>
        <CardDescription>Über dieses Konto gehen die Benachrichtigungen an die Kunden.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <dl className="grid gap-1 sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Gmail-Adresse</dt>
            <dd className="font-medium break-all">{company.gmailEmail ?? 'Nicht hinterlegt'}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">SMTP-Server</dt>
            <dd className="font-medium">
              {company.smtpHost}:{company.smtpPort}
            </dd>
          </div>
        </dl>
        {company.gmailEmail ? (
          canManage && (
            <Button variant="outline" onClick={run} disabled={test.isPending}>
              <Mail className="size-4" aria-hidden />
              {test.isPending ? 'Teste Verbindung...' : 'Verbindung testen'}
            </Button>
          )
        ) : (
          <p className="text-muted-foreground">
            Tragen Sie in den Einstellungen eine Gmail-Adresse ein, um die Verbindung zu testen.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** Runs the scraper on one maps link and lists what it found. */
export function ScraperTestCard({ companyId, canManage }: { companyId: number; canManage: boolean }) {
  const [url, setUrl] = useState('');
  const [result, setResult] = useState<TestApifyResponse | null>(null);
  const test = useTestApify();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    test.mutate(
      { googleMapsUrl: url.trim(), companyId },
      {
        onSuccess: (res) => {
          setResult(res);
          toast({ title: 'Apify-Test erfolgreich', description: res.message });
        },
        onError: (error) => {
          setResult(null);
          toast({
            title: 'Apify Test fehlgeschlagen',
            description: errorMessage(error, 'Bitte überprüfen Sie Ihren API-Schlüssel'),
            variant: 'destructive',
          });
        },
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Scraper testen</CardTitle>
        <CardDescription>
          Liest die neuesten Bewertungen eines Google-Maps-Eintrags über Apify.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
          <div className="min-w-0 flex-1 space-y-2">
            <Label htmlFor="maps-url">Google Maps URL</Label>
            <Input
              id="maps-url"
              type="url"
              placeholder="https://www.google.com/maps/place/..."
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={!canManage || !url.trim() || test.isPending}>
            <FlaskConical className="size-4" aria-hidden />
            {test.isPending ? 'Teste...' : 'Scraper testen'}
          </Button>
        </form>
        {result && result.reviews.length > 0 && (
          <ul className="divide-y text-sm" aria-label="Gefundene Bewertungen">
            {result.reviews.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, short result list
              <li key={i} className="py-2">
                <div className="flex items-center gap-2">
                  <span className="font-medium">@{r.username}</span>
                  <StarRating rating={r.rating} />
                </div>
                <p className="text-muted-foreground">{r.text ?? 'Keine Bewertung verfügbar'}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

const labelOf = (options: { value: string; label: string }[], value: string | number) =>
  options.find((o) => o.value === String(value))?.label ?? String(value);

/** The older page's summary of the settings in force. */
export function SettingsInfo({ settings, company }: { settings: AutomationSettings; company: Company }) {
  const rows = [
    ['Häufigkeit', labelOf(frequencyOptions, settings.scanFrequency)],
    ['Uhrzeit', `${settings.scanTime} Uhr`],
    ['Bewertungsschwelle', labelOf(thresholdOptions, settings.ratingThreshold)],
    ['Bewertungsalter', labelOf(reviewAgeOptions, settings.reviewAge)],
    ['Apify-Actor', company.apifyActorId],
    ['Apify-API-Schlüssel', company.hasApifyApiKey ? 'Hinterlegt' : 'Nicht hinterlegt'],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Aktuelle Einstellungen</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
