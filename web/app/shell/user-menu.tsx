import { lazy, Suspense, useState } from 'react';
import { useAfterFirstScreen } from './after-first-screen';
import { UserMenuButton } from './user-menu-button';

// The dropdown's Radix code (menu, positioning, focus) loads once the first page stands, or when the
// button is pressed before that (decision 089).
const UserMenuDropdown = lazy(() => import('./user-menu-dropdown'));

/** The header's user menu: its button at once, the menu when its code is in. */
export function UserMenu() {
  const later = useAfterFirstScreen();
  const [pressed, setPressed] = useState(false);
  const button = (
    <UserMenuButton aria-haspopup="menu" aria-expanded={false} onClick={() => setPressed(true)} />
  );
  if (!later && !pressed) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown open={pressed} />
    </Suspense>
  );
}
