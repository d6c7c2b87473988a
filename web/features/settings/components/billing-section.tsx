import { formatInvoiceNumber } from '@common/invoice-math';
import { Receipt } from 'lucide-react';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { SettingsSwitch, SettingsTextField } from './settings-field';
import type { SettingsForm } from './settings-form-values';
import { Section } from './settings-sections';

/** A whole number typed in the form, or the fallback while it is not one. */
const whole = (v: unknown, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The next number as it would be printed, live from the (unsaved) format. */
function NumberExample({ form }: { form: SettingsForm }) {
  const [prefix, withYear, digits] = useWatch({
    control: form.control,
    name: ['invoicePrefix', 'invoiceNumberYear', 'invoiceNumberDigits'],
  });
  const example = formatInvoiceNumber(
    {
      invoicePrefix: prefix ?? '',
      invoiceNumberYear: withYear ?? true,
      invoiceNumberDigits: Math.min(whole(digits, 4), 8),
    },
    new Date().getFullYear(),
    1,
  );
  return (
    <p className="text-sm" aria-live="polite">
      <span className="text-muted-foreground">Beispiel: </span>
      <span className="font-mono font-medium">{example}</span>
    </p>
  );
}

/**
 * 'Rechnungsdaten' (issue 22): what every invoice prints and how it is numbered and reminded.
 * Standard VAT or §19 is the offer sender's choice above (one switch for offers and invoices).
 */
export function BillingSection({ form }: { form: SettingsForm }) {
  const vatMode = useWatch({ control: form.control, name: 'vatMode' });
  const small = vatMode === 'small_business';
  // The finalize dialog links here: scroll to the section once the form is there.
  useEffect(() => {
    if (window.location.hash === '#rechnungsdaten')
      document.getElementById('rechnungsdaten')?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div id="rechnungsdaten" className="min-w-0 scroll-mt-20 xl:col-span-2">
      <Section
        icon={Receipt}
        title="Rechnungsdaten"
        description="Steuer, Bankverbindung, Zahlungsziel, Rechnungsnummern und Mahnungen"
      >
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="min-w-0 space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <SettingsTextField
                form={form}
                name="taxNumber"
                label="Steuernummer"
                placeholder="22/815/08151"
                hint="Oder die USt-IdNr. im Impressum: eine von beiden muss auf der Rechnung stehen."
              />
              <SettingsTextField
                form={form}
                name="vatRate"
                label="Umsatzsteuersatz (%)"
                type="number"
                placeholder="19"
                readOnly={small}
                hint={
                  small ? (
                    'Kleinunternehmer (§ 19 UStG): Rechnungen ohne Umsatzsteuer, mit Hinweis.'
                  ) : (
                    <>
                      Umsatzsteuer oder Kleinunternehmer wählen Sie unter{' '}
                      <a href="#settings-vatMode" className="text-primary underline underline-offset-2">
                        „Absender des Angebots“
                      </a>
                      .
                    </>
                  )
                }
              />
            </div>
            <SettingsTextField
              form={form}
              name="iban"
              label="IBAN"
              placeholder="DE89 3704 0044 0532 0130 00"
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <SettingsTextField form={form} name="bic" label="BIC" placeholder="COBADEFFXXX" />
              <SettingsTextField form={form} name="bankName" label="Bank" placeholder="Commerzbank" />
            </div>
          </div>
          <div className="min-w-0 space-y-4">
            <SettingsTextField
              form={form}
              name="paymentTermDays"
              label="Zahlungsziel (Tage)"
              type="number"
              placeholder="14"
            />
            <fieldset className="space-y-3 rounded-md border px-3 pt-2 pb-3">
              <legend className="px-1 text-sm font-medium">Nummernformat</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <SettingsTextField form={form} name="invoicePrefix" label="Präfix" placeholder="RE" />
                <SettingsTextField
                  form={form}
                  name="invoiceNumberDigits"
                  label="Stellen der laufenden Nummer"
                  type="number"
                  placeholder="4"
                />
              </div>
              <SettingsSwitch
                form={form}
                name="invoiceNumberYear"
                label="Jahr in der Nummer"
                description="Mit Jahr beginnt die laufende Nummer jedes Jahr bei 1."
              />
              <NumberExample form={form} />
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <SettingsTextField
                form={form}
                name="reminderFirstDays"
                label="Zahlungserinnerung nach (Tagen)"
                type="number"
                placeholder="7"
              />
              <SettingsTextField
                form={form}
                name="reminderSecondDays"
                label="Mahnung nach (Tagen)"
                type="number"
                placeholder="21"
              />
            </div>
            <p className="text-xs text-muted-foreground">
              Tage nach Fälligkeit; automatisch nur zwischen 8 und 20 Uhr und höchstens eine am Tag je Kunde.
              Die letzte Mahnung sendet nur ein Mensch.
            </p>
          </div>
        </div>
      </Section>
    </div>
  );
}
