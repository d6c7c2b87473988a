import { Route, Switch } from 'wouter';
import { ConfirmPage } from '@/features/signup/confirm-page';
import { SignupPage } from '@/features/signup/signup-page';
import { NotFoundPage } from './not-found';

/** The public 'Bewertungs-Alarm' pages, without a session: /alarm/{slug} and /alarm/confirm/{token}. */
export default function Alarm() {
  return (
    <Switch>
      <Route path="/alarm/confirm/:token">{(p: { token: string }) => <ConfirmPage token={p.token} />}</Route>
      <Route path="/alarm/:slug">{(p: { slug: string }) => <SignupPage slug={p.slug} />}</Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
