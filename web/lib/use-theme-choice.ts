import { useSyncExternalStore } from 'react';
import { subscribeTheme, type ThemeChoice, themeChoice } from './theme';

/** The user's choice (not the resolved colour), for the user menu. Apart from web/lib/theme.ts, which the login page's Preact entry uses without React. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribeTheme, themeChoice);
}
