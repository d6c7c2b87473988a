import type { AutomationSettings } from '@common/schemas/company';
import type { UpdateAutomationSettings } from '@common/schemas/scan';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/hooks/use-toast';
import { useSaveAutomationSettings } from '../api/automation-settings';
import { clockText, scheduleText } from '../scan-labels';

/** The two switches, saved at once, and when the clock scans. */
export function AutoScanCard({ settings, canManage }: { settings: AutomationSettings; canManage: boolean }) {
  const save = useSaveAutomationSettings(settings.companyId);
  const set = (input: UpdateAutomationSettings) =>
    save.mutate(input, {
      onSuccess: () => toast({ title: 'Einstellungen gespeichert' }),
      onError: () =>
        toast({
          title: 'Fehler beim Speichern',
          description: 'Einstellungen konnten nicht gespeichert werden.',
          variant: 'destructive',
        }),
    });
  const clock = clockText(settings);
  const switches = [
    {
      id: 'auto-scan',
      label: 'Automatischer Scan',
      hint: 'Scannt alle Kunden zur eingestellten Zeit',
      checked: settings.autoScanEnabled,
      onChange: (v: boolean) => set({ autoScanEnabled: v }),
    },
    {
      id: 'email-notifications',
      label: 'E-Mail-Benachrichtigungen',
      hint: 'Sendet Kunden eine E-Mail bei negativen Bewertungen',
      checked: settings.emailNotifications,
      onChange: (v: boolean) => set({ emailNotifications: v }),
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Automatischer Scan</CardTitle>
        <CardDescription>{scheduleText(settings)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {switches.map((s) => (
          <div key={s.id} className="flex items-center justify-between gap-4">
            <div>
              <Label htmlFor={s.id}>{s.label}</Label>
              <p className="text-sm text-muted-foreground">{s.hint}</p>
            </div>
            <Switch
              id={s.id}
              checked={s.checked}
              onCheckedChange={s.onChange}
              disabled={!canManage || save.isPending}
            />
          </div>
        ))}
        <dl className="grid gap-1 rounded-lg bg-muted/50 p-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Nächster Scan</dt>
            <dd className="font-medium">{clock.next}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Letzter Scan</dt>
            <dd className="font-medium">{clock.last}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
