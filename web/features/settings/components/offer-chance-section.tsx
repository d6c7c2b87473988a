import { Gauge } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SettingsSwitch, SettingsTextField } from './settings-field';
import type { SettingsForm } from './settings-form-values';
import { Section } from './settings-sections';

/** The select's value for "every review" (the setting's null). */
const ALL = 'all';

/**
 * Which new negative reviews the offer names, by their Löschchance, and whether it names the likely
 * ground (issue 37 point 4, decision 081). Both off by default: the offer stays as the spec has it.
 */
export function OfferChanceSection({ form }: { form: SettingsForm }) {
  return (
    <Section
      icon={Gauge}
      title="Angebote nach Löschchance"
      description="Welche neuen negativen Bewertungen das Angebot nennt"
    >
      <SettingsTextField
        form={form}
        name="offerMinChance"
        label="Nur Bewertungen mit Löschchance ab … anbieten"
        hint="Bewertungen darunter werden gespeichert und angezeigt, aber nicht angeboten."
      >
        <Controller
          control={form.control}
          name="offerMinChance"
          render={({ field }) => (
            <Select value={field.value ?? ALL} onValueChange={(v) => field.onChange(v === ALL ? null : v)}>
              <SelectTrigger
                id="settings-offerMinChance"
                className="w-full"
                onBlur={field.onBlur}
                aria-describedby="settings-offerMinChance-hint"
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>Alle Bewertungen anbieten</SelectItem>
                <SelectItem value="medium">Löschchance mittel oder hoch</SelectItem>
                <SelectItem value="high">Nur Löschchance hoch</SelectItem>
              </SelectContent>
            </Select>
          )}
        />
      </SettingsTextField>
      <SettingsSwitch
        form={form}
        name="offerNamesGround"
        label="Möglichen Löschgrund im Angebot nennen"
        description="Ein sachlicher Satz je Bewertung mit Löschchance hoch oder mittel, z. B. „Als Grund für eine Meldung bei Google kommt nach erster Einschätzung in Frage: Beleidigung / Schmähkritik.“"
      />
    </Section>
  );
}
