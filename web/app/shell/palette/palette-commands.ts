import type { Customer } from '@common/schemas/customer';
import { useQuery } from '@tanstack/react-query';
import {
  Building2,
  CalendarClock,
  CalendarPlus,
  type LucideIcon,
  Moon,
  RefreshCw,
  Sun,
  User,
  UserPlus,
} from 'lucide-react';
import { useLocation } from 'wouter';
import { useManualScanAction } from '@/features/automation/components/scan-buttons';
import { useSelectedCompanyId } from '@/features/companies/company-selection';
import { useChooseCompany } from '@/features/companies/use-company-selection-sync';
import { apiGet, withQuery } from '@/lib/api-client';
import { useCurrentUser, usePermissions } from '@/lib/auth';
import { useCompanies } from '@/lib/companies';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { setTheme } from '@/lib/theme';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { navItemsFor } from '../nav-items';
import { requestShell } from '../shell-requests';
import { matchesQuery } from './palette-match';

export interface Command {
  key: string;
  group: 'Kunden' | 'Aktionen' | 'Seiten' | 'Firmen';
  label: string;
  detail?: string;
  icon: LucideIcon;
  /** More words it is found by. */
  keywords?: string;
  run(): void;
}

/** A customer search needs two letters; six hits are enough to pick from. */
const customerSearch = { minLength: 2, limit: 6 };

/** The selected company's customers whose name, contact, e-mail or phone match (the list's own search). */
function useCustomerHits(companyId: number | null, text: string) {
  const search = useDebouncedValue(text.trim(), 150);
  const enabled = !!companyId && search.length >= customerSearch.minLength;
  const query = useQuery({
    queryKey: [...queryKeys.customers, 'palette', companyId, search],
    queryFn: () =>
      apiGet<Customer[]>(withQuery('/api/customers', { companyId, search, limit: customerSearch.limit })),
    enabled,
    staleTime: 30_000,
  });
  return { hits: enabled ? (query.data ?? []) : [], searching: enabled && query.isFetching };
}

type Navigate = (to: string) => void;

/** Each hit opens its drawer; the best hit's follow-up opens it at 'Wiedervorlage' (issue 24). */
function customerCommands(hits: Customer[], navigate: Navigate): Command[] {
  return [
    ...hits.map((c) => ({
      key: `customer-${c.id}`,
      group: 'Kunden' as const,
      label: c.name,
      detail: [c.contactPerson, c.email].filter(Boolean).join(' · '),
      icon: User,
      run: () => navigate(`${paths.companyPage('customers-new', c.companyId)}?customer=${c.id}`),
    })),
    ...hits.slice(0, 1).map(
      (c): Command => ({
        key: `follow-up-${c.id}`,
        group: 'Aktionen' as const,
        label: `Wiedervorlage setzen: ${c.name}`,
        icon: CalendarPlus,
        run: () =>
          navigate(`${paths.companyPage('customers-new', c.companyId)}?customer=${c.id}#wiedervorlage`),
      }),
    ),
  ];
}

/** 'Neuer Kunde', 'Manueller Scan', 'Neue Firma' as far as the user may, and two for everyone. */
function useActionCommands(companyId: number | null, navigate: Navigate): Command[] {
  const { manageCompanies, manageCustomers } = usePermissions();
  const scan = useManualScanAction(companyId ?? 0);
  const dark = document.documentElement.classList.contains('dark');
  return (
    [
      manageCustomers &&
        companyId && {
          key: 'new-customer',
          label: 'Neuer Kunde',
          icon: UserPlus,
          keywords: 'anlegen hinzufügen erstellen',
          run: () => requestShell('new-customer'),
        },
      manageCompanies &&
        companyId && {
          key: 'scan',
          label: 'Manueller Scan',
          icon: RefreshCw,
          keywords: 'scannen starten abrufen',
          run: scan.run,
        },
      manageCompanies && {
        key: 'new-company',
        label: 'Neue Firma',
        icon: Building2,
        keywords: 'anlegen hinzufügen erstellen',
        run: () => requestShell('new-company'),
      },
      {
        key: 'my-follow-ups',
        label: 'Meine Wiedervorlagen',
        icon: CalendarClock,
        keywords: 'wiedervorlage rückruf termin fällig überfällig aufgaben',
        run: () => navigate(`${paths.followUps}?owner=me`),
      },
      {
        key: 'theme',
        label: dark ? 'Helle Darstellung' : 'Dunkle Darstellung',
        icon: dark ? Sun : Moon,
        keywords: 'design theme modus hell dunkel',
        run: () => setTheme(dark ? 'light' : 'dark'),
      },
    ].filter(Boolean) as Omit<Command, 'group'>[]
  ).map((c) => ({ ...c, group: 'Aktionen' as const }));
}

/** The pages of the menu (for the selected company, else the first) and the companies to switch to. */
function usePlaceCommands(companyId: number | null, navigate: Navigate): Command[] {
  const { data: companies = [] } = useCompanies();
  const { user } = useCurrentUser();
  const chooseCompany = useChooseCompany();
  const pageCompany = companyId ?? companies[0]?.id;
  return [
    ...(pageCompany
      ? navItemsFor(user?.role).map((item) => ({
          key: `page-${item.base}`,
          group: 'Seiten' as const,
          label: item.label,
          icon: item.icon,
          keywords: 'seite gehe zu öffnen',
          run: () => navigate(item.href(pageCompany)),
        }))
      : []),
    ...companies.map((company) => ({
      key: `company-${company.id}`,
      group: 'Firmen' as const,
      label: company.name,
      detail: company.id === companyId ? 'ausgewählt' : undefined,
      icon: Building2,
      keywords: 'firma wechseln',
      run: () => chooseCompany(company.id),
    })),
  ];
}

/** The commands the text finds: every customer hit (the server matched them), the rest by their words. */
export function usePaletteCommands(text: string) {
  const [, navigate] = useLocation();
  const companyId = useSelectedCompanyId();
  const { hits, searching } = useCustomerHits(companyId, text);
  const actions = useActionCommands(companyId, navigate);
  const places = usePlaceCommands(companyId, navigate);
  const commands = [...customerCommands(hits, navigate), ...actions, ...places];
  return {
    commands: commands.filter(
      (c) => c.group === 'Kunden' || matchesQuery(text, `${c.label} ${c.keywords ?? ''}`),
    ),
    hits,
    searching,
  };
}
