import { defaultOfferTemplate, type OfferPart, offerPlaceholders } from '@common/offer-template';
import { FileText, UserRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { usePermissions } from '@/lib/auth';
import { dangerTone } from '@/lib/tones';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useOfferPreview } from '../api/preview-offer';
import { SettingsTextField } from './settings-field';
import type { SettingsForm } from './settings-form-values';
import { Section } from './settings-sections';

/** Who the offer names as the person to talk to, and how it states prices (issue 21). */
export function OfferSenderSection({ form }: { form: SettingsForm }) {
  return (
    <Section
      icon={UserRound}
      title="Absender des Angebots"
      description="Ansprechpartner, Umsatzsteuer und Sitz, wie sie in jedem Angebot stehen"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsTextField form={form} name="contactName" label="Ansprechpartner" placeholder="Anna Schulz" />
        <SettingsTextField
          form={form}
          name="contactPhone"
          label="Telefon"
          type="tel"
          placeholder="040 123456"
        />
      </div>
      <SettingsTextField
        form={form}
        name="contactEmail"
        label="E-Mail für Rückfragen"
        type="email"
        placeholder="kontakt@firma.de"
        hint="Steht in Angeboten und Rechnungen als Kontakt. „Antworten“ in der E-Mail geht immer an die Gmail-Adresse der Firma: nur deren Postfach liest die App. Leer lassen, um die Gmail-Adresse zu nennen."
      />
      <SettingsTextField
        form={form}
        name="registeredSeat"
        label="Sitz der Gesellschaft"
        placeholder="Hamburg"
      />
      <SettingsTextField form={form} name="vatMode" label="Umsatzsteuer">
        <Controller
          control={form.control}
          name="vatMode"
          render={({ field }) => (
            <Select value={field.value ?? 'standard'} onValueChange={field.onChange}>
              <SelectTrigger id="settings-vatMode" className="w-full" onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="standard">Preise zzgl. 19 % USt.</SelectItem>
                <SelectItem value="small_business">Kleinunternehmer (§ 19 UStG)</SelectItem>
              </SelectContent>
            </Select>
          )}
        />
      </SettingsTextField>
    </Section>
  );
}

const parts: { name: OfferPart; label: string; rows?: number }[] = [
  { name: 'offerSubject', label: 'Betreff' },
  { name: 'offerOpening', label: 'Einleitung', rows: 5 },
  { name: 'offerClosing', label: 'Schluss', rows: 5 },
];

/** Subject, opening and closing of the offer with placeholders, a live preview and the default back. */
export function OfferTemplateSection({ form, companyId }: { form: SettingsForm; companyId: number }) {
  const { manageCompanies } = usePermissions();
  const last = useRef<{ name: OfferPart; el: HTMLInputElement | HTMLTextAreaElement } | null>(null);
  const [customerId, setCustomerId] = useState<number | undefined>();

  /** A chip puts its placeholder where the cursor was in the last field used (else the opening's end). */
  const insert = (placeholder: string) => {
    const target = last.current;
    const name = target?.name ?? 'offerOpening';
    const value = form.getValues(name) ?? '';
    const at = target ? (target.el.selectionStart ?? value.length) : value.length;
    const end = target ? (target.el.selectionEnd ?? at) : at;
    form.setValue(name, value.slice(0, at) + placeholder + value.slice(end), { shouldDirty: true });
    requestAnimationFrame(() => {
      const el = target?.el ?? document.getElementById(`settings-${name}`);
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
        el.focus();
        el.setSelectionRange(at + placeholder.length, at + placeholder.length);
      }
    });
  };
  const reset = () => {
    for (const { name } of parts) form.setValue(name, defaultOfferTemplate[name], { shouldDirty: true });
  };

  return (
    <div className="min-w-0 xl:col-span-2">
      <Section
        icon={FileText}
        title="Angebotstext"
        description="Betreff, Einleitung und Schluss des Angebots; leer bleibt der Standardtext"
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="min-w-0 space-y-4">
            <fieldset className="space-y-2">
              <legend className="mb-2 text-sm font-medium">Platzhalter einfügen</legend>
              <div className="flex flex-wrap gap-1.5">
                {Object.entries(offerPlaceholders).map(([name, meaning]) => (
                  <Button
                    key={name}
                    type="button"
                    variant="outline"
                    size="sm"
                    className="h-7 px-2 font-mono text-xs"
                    title={meaning}
                    aria-label={`{${name}} einfügen: ${meaning}`}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => insert(`{${name}}`)}
                  >
                    {`{${name}}`}
                  </Button>
                ))}
              </div>
            </fieldset>
            {parts.map(({ name, label, rows }) => {
              const field = form.register(name);
              const remember = (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
                last.current = { name, el: e.currentTarget };
              };
              return (
                <SettingsTextField key={name} form={form} name={name} label={label}>
                  {rows ? (
                    <Textarea
                      id={`settings-${name}`}
                      rows={rows}
                      placeholder={defaultOfferTemplate[name]}
                      aria-invalid={form.formState.errors[name] ? true : undefined}
                      aria-describedby={form.formState.errors[name] ? `settings-${name}-error` : undefined}
                      {...field}
                      onSelect={remember}
                      onFocus={remember}
                    />
                  ) : (
                    <Input
                      id={`settings-${name}`}
                      placeholder={defaultOfferTemplate[name]}
                      autoComplete="off"
                      aria-invalid={form.formState.errors[name] ? true : undefined}
                      aria-describedby={form.formState.errors[name] ? `settings-${name}-error` : undefined}
                      {...field}
                      onSelect={remember}
                      onFocus={remember}
                    />
                  )}
                </SettingsTextField>
              );
            })}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-xs text-muted-foreground">
                Bewertungen, Preis mit Umsatzsteuer, Ansprechpartner, Impressum, Widerspruchshinweis und
                Abmeldelink fügt die E-Mail immer selbst an.
              </p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label="Angebotstext zurücksetzen"
                title="Betreff, Einleitung und Schluss auf den Standardtext setzen"
                onClick={reset}
              >
                Zurücksetzen
              </Button>
            </div>
          </div>
          {manageCompanies ? (
            <OfferPreviewPane
              form={form}
              companyId={companyId}
              customerId={customerId}
              onCustomer={setCustomerId}
            />
          ) : null}
        </div>
      </Section>
    </div>
  );
}

const sampleValue = 'beispiel';

function OfferPreviewPane({
  form,
  companyId,
  customerId,
  onCustomer,
}: {
  form: SettingsForm;
  companyId: number;
  customerId: number | undefined;
  onCustomer(id: number | undefined): void;
}) {
  const [offerSubject, offerOpening, offerClosing] = useWatch({
    control: form.control,
    name: ['offerSubject', 'offerOpening', 'offerClosing'],
  });
  const input = useDebouncedValue({ offerSubject, offerOpening, offerClosing, customerId }, 500);
  const preview = useOfferPreview(companyId, input, true);
  const data = preview.data;
  return (
    <div className="min-w-0 space-y-2 border-t pt-4 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <p className="text-sm font-medium" id="offer-preview-title">
          Vorschau
        </p>
        <div className="w-full space-y-1 sm:w-64">
          <Label htmlFor="offer-preview-customer" className="text-xs text-muted-foreground">
            Mit Daten von
          </Label>
          <Select
            value={customerId ? String(customerId) : sampleValue}
            onValueChange={(v) => onCustomer(v === sampleValue ? undefined : Number(v))}
          >
            <SelectTrigger id="offer-preview-customer" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={sampleValue}>Beispieldaten</SelectItem>
              {data?.customers.map((c) => (
                <SelectItem key={c.id} value={String(c.id)}>
                  {c.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {preview.isError ? (
        <p role="alert" className={dangerTone.message}>
          {errorMessage(preview.error, 'Vorschau nicht verfügbar')}
        </p>
      ) : null}
      {data ? (
        <section aria-labelledby="offer-preview-title" aria-busy={preview.isFetching} className="space-y-2">
          <p className="text-sm break-words">
            <span className="text-muted-foreground">Betreff: </span>
            {data.subject}
          </p>
          <iframe
            title="Vorschau des Angebots"
            sandbox=""
            srcDoc={data.html}
            className="h-[32rem] w-full rounded-md border bg-white"
          />
        </section>
      ) : preview.isPending ? (
        <p className="text-sm text-muted-foreground">Vorschau wird geladen …</p>
      ) : null}
    </div>
  );
}
