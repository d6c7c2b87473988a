import { DEFAULT_AUTOMATION } from '@common/constants';
import type { ScanFrequency } from '@common/enums';
import type { AutomationSettings } from '@common/schemas/company';
import { scanTimeMessage } from '@common/schemas/scan';
import { useEffect, useState } from 'react';
import { OptionSelect } from '@/components/option-select';
import { SettingsFormFooter } from '@/components/settings-form-footer';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { dangerTone } from '@/lib/tones';
import { useSaveAutomationSettings } from '../api/automation-settings';
import { frequencyOptions, reviewAgeOptions, thresholdOptions } from '../scan-labels';

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

interface Values {
  scanFrequency: ScanFrequency;
  scanTime: string;
  ratingThreshold: string;
  reviewAge: string;
}

const toValues = (
  s: Pick<AutomationSettings, 'scanFrequency' | 'scanTime' | 'ratingThreshold' | 'reviewAge'>,
): Values => ({
  scanFrequency: s.scanFrequency,
  scanTime: s.scanTime,
  ratingThreshold: String(s.ratingThreshold),
  reviewAge: String(s.reviewAge),
});

/** Frequency, time, rating threshold and review age; 'Zurücksetzen' puts the defaults in the form. */
export function ScanSettingsForm({
  settings,
  canManage,
}: {
  settings: AutomationSettings;
  canManage: boolean;
}) {
  const [values, setValues] = useState(() => toValues(settings));
  useEffect(() => setValues(toValues(settings)), [settings]);
  const save = useSaveAutomationSettings(settings.companyId);
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  const timeOk = timePattern.test(values.scanTime);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!timeOk) return;
    save.mutate(
      {
        scanFrequency: values.scanFrequency,
        scanTime: values.scanTime,
        ratingThreshold: Number(values.ratingThreshold),
        reviewAge: Number(values.reviewAge),
      },
      {
        onSuccess: () => toast({ title: 'Einstellungen gespeichert' }),
        onError: (error) =>
          toast({
            title: 'Fehler beim Speichern',
            description: errorMessage(error, 'Einstellungen konnten nicht gespeichert werden.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Scan-Einstellungen</CardTitle>
        <CardDescription>Wann und wie gründlich gescannt wird.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} aria-label="Scan-Einstellungen" noValidate>
          <fieldset disabled={!canManage || save.isPending} className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label>Scan-Häufigkeit</Label>
              <OptionSelect
                label="Scan-Häufigkeit"
                className="sm:w-full"
                value={values.scanFrequency}
                onChange={(scanFrequency) => set({ scanFrequency })}
                options={frequencyOptions}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor="scan-time">Scan-Uhrzeit</Label>
              {/* Text, not type=time: Chromium shows "09:00 AM" there whatever the page's language. */}
              <Input
                id="scan-time"
                inputMode="numeric"
                placeholder="HH:mm"
                maxLength={5}
                aria-invalid={!timeOk}
                aria-describedby={timeOk ? undefined : 'scan-time-error'}
                value={values.scanTime}
                onChange={(e) => set({ scanTime: e.target.value })}
              />
              {!timeOk && (
                <p id="scan-time-error" className={dangerTone.message}>
                  {scanTimeMessage}
                </p>
              )}
            </div>
            <div className="space-y-2">
              <Label>Bewertungsschwelle</Label>
              <OptionSelect
                label="Bewertungsschwelle"
                className="sm:w-full"
                value={values.ratingThreshold}
                onChange={(ratingThreshold) => set({ ratingThreshold })}
                options={thresholdOptions}
              />
            </div>
            <div className="space-y-2">
              <Label>Bewertungsalter</Label>
              <OptionSelect
                label="Bewertungsalter"
                className="sm:w-full"
                value={values.reviewAge}
                onChange={(reviewAge) => set({ reviewAge })}
                options={reviewAgeOptions}
              />
            </div>
          </fieldset>
          {canManage && (
            <SettingsFormFooter
              pending={save.isPending}
              onReset={() => setValues(toValues(DEFAULT_AUTOMATION))}
            />
          )}
        </form>
      </CardContent>
    </Card>
  );
}
