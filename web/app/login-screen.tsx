import { LoginPage } from '@/features/auth/login-page';
import { DemoLoginHint } from '@/features/demo/demo-login-hint';

/** Its own chunk: the login page and the demo's accounts, nothing of the signed-in app (decision 066). */
export default function LoginScreen() {
  return <LoginPage Hint={DemoLoginHint} />;
}
