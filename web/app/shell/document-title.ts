import { APP_TITLE } from '@common/constants';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useCompanies } from '@/lib/companies';

/** Page names by the path's first segment; both variants of a page share a name. */
const pageNames: Record<string, string> = {
  'dashboard-new': 'Dashboard',
  dashboard: 'Dashboard',
  'customers-new': 'Kunden',
  customers: 'Kunden',
  'reviews-new': 'Bewertungen',
  'removals-new': 'Löschaufträge',
  'invoices-new': 'Rechnungen',
  'replies-new': 'Antworten',
  'follow-ups': 'Wiedervorlagen',
  'audit-log': 'Änderungsprotokoll',
  reviews: 'Bewertungen',
  'email-logs-new': 'E-Mail Logs',
  'email-logs': 'E-Mail Logs',
  'automation-new': 'Automatisierung',
  automation: 'Automatisierung',
  'settings-new': 'Einstellungen',
  'scan-logs': 'Scan-Protokolle',
  users: 'Benutzer',
  'demo-mails': 'Demo-Postfach',
};

/** "Kunden – Bäckerei Müller GmbH · Bewertungsmanager": the page, its company, the app. */
export function documentTitle(path: string, companyName: string | undefined): string {
  const [first = ''] = path.split('/').filter(Boolean);
  const page = pageNames[first] ?? (path === '/' ? 'Dashboard' : 'Seite nicht gefunden');
  return `${companyName ? `${page} – ${companyName}` : page} · ${APP_TITLE}`;
}

/** Keeps the browser tab's title on the page and company shown, so tabs and history tell them apart. */
export function useDocumentTitle() {
  const [path] = useLocation();
  const companies = useCompanies();
  const id = Number(path.split('/')[2]);
  const name = companies.data?.find((c) => c.id === id)?.name;
  useEffect(() => {
    document.title = documentTitle(path, name);
  }, [path, name]);
}
