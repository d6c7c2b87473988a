import { RotateCcw, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** 'Zurücksetzen' and 'Einstellungen speichern', the footer of the settings and scan settings forms. */
export function SettingsFormFooter({ pending, onReset }: { pending: boolean; onReset(): void }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onReset}>
        <RotateCcw className="size-4" aria-hidden />
        Zurücksetzen
      </Button>
      <Button type="submit" disabled={pending}>
        <Save className="size-4" aria-hidden />
        Einstellungen speichern
      </Button>
    </div>
  );
}
