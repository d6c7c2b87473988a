/** 'system' follows the operating system's light or dark setting; the others fix one. */
export type ThemeChoice = 'system' | 'light' | 'dark';
export const themeChoices: readonly ThemeChoice[] = ['system', 'light', 'dark'];

const storageKey = 'theme';
const darkQuery = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function readChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(storageKey);
    return themeChoices.includes(stored as ThemeChoice) ? (stored as ThemeChoice) : 'system';
  } catch {
    return 'system'; // storage blocked: the system decides
  }
}

let choice: ThemeChoice = 'system';

/** Puts the 'dark' class on <html> for the current choice and the system setting. */
function apply() {
  const dark = choice === 'dark' || (choice === 'system' && matchMedia(darkQuery).matches);
  document.documentElement.classList.toggle('dark', dark);
}

/** Called once before the first render (web/main.tsx), so the first paint has the right colours. */
export function initTheme() {
  choice = readChoice();
  apply();
  matchMedia(darkQuery).addEventListener('change', apply);
  // Another tab changed the choice.
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey) return;
    choice = readChoice();
    apply();
    for (const listener of listeners) listener();
  });
}

export function setTheme(next: ThemeChoice) {
  choice = next;
  try {
    if (next === 'system') localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, next);
  } catch {
    // storage blocked: the choice holds for this page only
  }
  apply();
  for (const listener of listeners) listener();
}

/** Tells `listener` of every change of the choice; returns how to stop. */
export function subscribeTheme(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The user's choice (not the resolved colour). */
export const themeChoice = () => choice;
