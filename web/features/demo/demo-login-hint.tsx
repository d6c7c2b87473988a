import { roleLabels } from '@common/labels';
import { FlaskConical } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDemo } from './api/demo';

/** In demo mode only: the demo's accounts under the login form, each one click to fill it in. */
export function DemoLoginHint({ onPick }: { onPick(email: string, password: string): void }) {
  const demo = useDemo();
  if (!demo) return null;
  return (
    <section
      aria-label="Demo-Zugänge"
      className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <p className="mb-2 flex items-center gap-2 font-medium">
        <FlaskConical className="size-4" aria-hidden />
        Demo – anmelden mit:
      </p>
      <ul className="space-y-1">
        {demo.credentials.map((c) => (
          <li key={c.email} className="flex items-center justify-between gap-2">
            <span className="min-w-0">
              <span className="block font-medium">{roleLabels[c.role]}</span>
              <span className="block text-xs">
                <span className="whitespace-nowrap">{c.email}</span> ·{' '}
                <span className="whitespace-nowrap">Passwort {c.password}</span>
              </span>
            </span>
            <Button type="button" size="sm" variant="outline" onClick={() => onPick(c.email, c.password)}>
              Übernehmen
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
