import { APP_SUBTITLE, APP_TITLE } from '@common/constants';
import { Star } from 'lucide-react';
import { type ComponentType, type FormEvent, useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-error';
import { loginFailedText, useLogin } from './api/login';

/** `Hint`: shown under the form (the demo's accounts); picking one fills the form. */
export function LoginPage({
  Hint,
}: {
  Hint?: ComponentType<{ onPick(email: string, password: string): void }>;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  const emailField = useRef<HTMLInputElement>(null);

  // The one thing to do here is to sign in: the cursor waits in the e-mail field.
  useEffect(() => {
    document.title = `Anmelden · ${APP_TITLE}`;
    emailField.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email, password });
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-sm">
        <LoginHeader />
        <CardContent>
          <form className="space-y-4" onSubmit={submit}>
            {login.isError && <FormAlert>{errorMessage(login.error, loginFailedText)}</FormAlert>}
            <div className="space-y-2">
              <Label htmlFor="email">E-Mail-Adresse</Label>
              <Input
                ref={emailField}
                id="email"
                type="email"
                autoComplete="username"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor="password">Passwort</Label>
              <Input
                id="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
            <Button type="submit" className="w-full" disabled={login.isPending}>
              {login.isPending ? 'Wird angemeldet...' : 'Anmelden'}
            </Button>
          </form>
          {Hint && (
            <Hint
              onPick={(pickedEmail, pickedPassword) => {
                setEmail(pickedEmail);
                setPassword(pickedPassword);
              }}
            />
          )}
        </CardContent>
      </Card>
    </main>
  );
}

/** The app's star, title and subtitle above the form. */
function LoginHeader() {
  return (
    <CardHeader className="text-center">
      <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <Star className="size-6" aria-hidden />
      </div>
      <h1 data-slot="card-title" className="text-2xl font-semibold leading-none">
        {APP_TITLE}
      </h1>
      <CardDescription>{APP_SUBTITLE}</CardDescription>
    </CardHeader>
  );
}
