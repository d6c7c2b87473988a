import { useSyncExternalStore } from 'react';

/**
 * The selected company, shared by the header, the sidebar and the old pages (docs/product.md §4).
 * Kept in sessionStorage so the reload after saving a company (and pages without an id in the
 * path, like /users) keep it. Every change is broadcast as 'companyChanged' with the id; a
 * 'companyChanged' sent by anyone else updates the selection too.
 */
const storageKey = 'selectedCompanyId';
const listeners = new Set<() => void>();

function readStored(): number | null {
  try {
    const id = Number(sessionStorage.getItem(storageKey));
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null; // storage blocked: the selection lives in memory only
  }
}

let selected: number | null = readStored();

export function getSelectedCompanyId(): number | null {
  return selected;
}

export function selectCompany(id: number) {
  if (id === selected) return;
  selected = id;
  try {
    sessionStorage.setItem(storageKey, String(id));
  } catch {
    // see readStored
  }
  for (const listener of listeners) listener();
  window.dispatchEvent(new CustomEvent('companyChanged', { detail: id }));
}

window.addEventListener('companyChanged', (event) => {
  const id = Number((event as CustomEvent<unknown>).detail);
  if (Number.isSafeInteger(id) && id > 0) selectCompany(id);
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSelectedCompanyId(): number | null {
  return useSyncExternalStore(subscribe, getSelectedCompanyId);
}
