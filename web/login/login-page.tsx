/** @jsxImportSource preact */
// docs/product.md §2 Login: the product's title, e-mail and password, 'Anmelden'; the server's
// refusal in an alert. The look is the operator app's card, input and button (web/components/ui/).
import { APP_SUBTITLE, APP_TITLE } from '@common/constants';
import { useEffect, useRef, useState } from 'preact/hooks';
import { paths } from '@/lib/paths';
import { inputClass, labelClass, primaryButtonClass } from './classes';
import { DemoAccounts } from './demo-accounts';
import { Icon } from './icon';
import { signIn } from './login-api';

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const emailField = useRef<HTMLInputElement>(null);

  // The one thing to do here is to sign in: the cursor waits in the e-mail field.
  useEffect(() => emailField.current?.focus(), []);

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const result = await signIn(email, password);
    // Signed in: the server now sends the operator app, at the dashboard (docs/product.md §4).
    if (result.user) return window.location.assign(paths.home());
    setError(result.error);
    setBusy(false);
  };

  return (
    <main class="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <div class="flex w-full max-w-sm flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm">
        <div class="flex flex-col gap-1.5 px-6 text-center">
          <div class="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Icon name="star" class="size-6" />
          </div>
          <h1 class="text-2xl font-semibold leading-none">{APP_TITLE}</h1>
          <p class="text-sm text-muted-foreground">{APP_SUBTITLE}</p>
        </div>
        <div class="px-6">
          <form class="space-y-4" onSubmit={submit}>
            {error && (
              <div
                role="alert"
                class="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm text-destructive"
              >
                <Icon name="alert" class="mt-0.5 size-4 shrink-0" />
                <span>{error}</span>
              </div>
            )}
            <div class="space-y-2">
              <label class={labelClass} for="email">
                E-Mail-Adresse
              </label>
              <input
                ref={emailField}
                class={inputClass}
                id="email"
                type="email"
                autoComplete="username"
                required
                value={email}
                onInput={(e) => setEmail(e.currentTarget.value)}
              />
            </div>
            <div class="space-y-2">
              <label class={labelClass} for="password">
                Passwort
              </label>
              <input
                class={inputClass}
                id="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onInput={(e) => setPassword(e.currentTarget.value)}
              />
            </div>
            <button type="submit" class={`${primaryButtonClass} w-full`} disabled={busy}>
              {busy ? 'Wird angemeldet...' : 'Anmelden'}
            </button>
          </form>
          <DemoAccounts
            onPick={(pickedEmail, pickedPassword) => {
              setEmail(pickedEmail);
              setPassword(pickedPassword);
            }}
          />
        </div>
      </div>
    </main>
  );
}
