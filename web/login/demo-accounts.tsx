/** @jsxImportSource preact */
// In demo mode only: the demo's accounts under the login form, each one click to fill it in.
import { roleLabels } from '@common/labels';
import { useEffect, useState } from 'preact/hooks';
import type { DemoInfo } from '@/features/demo/api/demo';
import { outlineButtonClass } from './classes';
import { Icon } from './icon';
import { demoAccounts } from './login-api';

export function DemoAccounts({ onPick }: { onPick(email: string, password: string): void }) {
  const [accounts, setAccounts] = useState<DemoInfo['credentials']>([]);
  useEffect(() => {
    void demoAccounts().then(setAccounts);
  }, []);
  if (accounts.length === 0) return null;
  return (
    <section
      aria-label="Demo-Zugänge"
      class="mt-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <p class="mb-2 flex items-center gap-2 font-medium">
        <Icon name="flask" class="size-4" />
        Demo – anmelden mit:
      </p>
      <ul class="space-y-1">
        {accounts.map((c) => (
          <li key={c.email} class="flex items-center justify-between gap-2">
            <span class="min-w-0">
              <span class="block font-medium">{roleLabels[c.role]}</span>
              <span class="block text-xs">
                <span class="whitespace-nowrap">{c.email}</span> ·{' '}
                <span class="whitespace-nowrap">Passwort {c.password}</span>
              </span>
            </span>
            <button type="button" class={outlineButtonClass} onClick={() => onPick(c.email, c.password)}>
              Übernehmen
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
