import type { Customer } from '@common/schemas/customer';
import { useQuery } from '@tanstack/react-query';
import {
  Building2,
  CalendarClock,
  CalendarPlus,
  type LucideIcon,
  Moon,
  RefreshCw,
  Search,
  Sun,
  User,
  UserPlus,
} from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useManualScanAction } from '@/features/automation/components/scan-buttons';
import { useSelectedCompanyId } from '@/features/companies/company-selection';
import { useChooseCompany } from '@/features/companies/use-company-selection-sync';
import { apiGet, withQuery } from '@/lib/api-client';
import { useCurrentUser, usePermissions } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useCompanies } from '@/lib/companies';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { setTheme } from '@/lib/theme';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { navItemsFor } from '../nav-items';
import { requestShell } from '../shell-requests';
import { matchesQuery, moveActive } from './palette-match';

interface Command {
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

/**
 * Ctrl+K / ⌘K (docs/product.md, "Keyboard"): jump to a customer, a page or a company, or run
 * 'Neuer Kunde', 'Neue Firma', 'Manueller Scan'. A combobox: arrows move, Enter runs, Esc closes.
 */
export default function CommandPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [, navigate] = useLocation();
  const companyId = useSelectedCompanyId();
  const { data: companies = [] } = useCompanies();
  const { manageCompanies, manageCustomers } = usePermissions();
  const { user } = useCurrentUser();
  const chooseCompany = useChooseCompany();
  const scan = useManualScanAction(companyId ?? 0);
  const { hits, searching } = useCustomerHits(companyId, text);
  const listId = useId();
  const ran = useRef(false);
  const pageCompany = companyId ?? companies[0]?.id;

  useEffect(() => {
    if (open) {
      setText('');
      ran.current = false;
    }
  }, [open]);

  const dark = document.documentElement.classList.contains('dark');
  const commands: Command[] = [
    ...hits.map((c) => ({
      key: `customer-${c.id}`,
      group: 'Kunden' as const,
      label: c.name,
      detail: [c.contactPerson, c.email].filter(Boolean).join(' · '),
      icon: User,
      run: () => navigate(`${paths.companyPage('customers-new', c.companyId)}?customer=${c.id}`),
    })),
    // The best hit's follow-up: the drawer opens at its section 'Wiedervorlage' (issue 24).
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
    ...(
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
    ).map((c) => ({ ...c, group: 'Aktionen' as const })),
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
  ].filter((c) => c.group === 'Kunden' || matchesQuery(text, `${c.label} ${c.keywords ?? ''}`));

  const groups = [...new Set(commands.map((c) => c.group))];
  const current = Math.min(active, commands.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  // The list changes under the cursor while typing: start again at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on new text and new hits only
  useEffect(() => setActive(0), [text, hits.length]);
  useEffect(() => {
    document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
  });

  const runCommand = (command: Command | undefined) => {
    if (!command) return;
    ran.current = true;
    onOpenChange(false);
    command.run();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      if ((event.key === 'Home' || event.key === 'End') && text) return; // keys of the text field
      event.preventDefault();
      setActive(moveActive(current, commands.length, event.key));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      runCommand(commands[current]);
    }
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          className="fixed top-[12vh] left-1/2 z-50 flex max-h-[76vh] w-[min(40rem,calc(100vw-1.5rem))] -translate-x-1/2 flex-col overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-2xl outline-none"
          aria-describedby={undefined}
          // After a command the page or the dialog it opened has the focus, not the old trigger.
          onCloseAutoFocus={(event) => ran.current && event.preventDefault()}
        >
          <DialogPrimitive.Title className="sr-only">Befehlspalette</DialogPrimitive.Title>
          <div className="flex items-center gap-2 border-b px-3">
            <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <input
              className="h-12 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
              placeholder="Kunde, Seite oder Befehl suchen …"
              aria-label="Kunde, Seite oder Befehl suchen"
              role="combobox"
              aria-expanded
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={commands.length ? optionId(current) : undefined}
              autoComplete="off"
              spellCheck={false}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
            />
            <kbd className="hidden shrink-0 rounded border px-1.5 py-0.5 text-[10px] text-muted-foreground sm:block">
              Esc
            </kbd>
          </div>
          <div id={listId} role="listbox" aria-label="Treffer" className="overflow-y-auto p-2">
            {groups.map((group) => (
              // biome-ignore lint/a11y/useSemanticElements: a listbox's group is a role, not a form's fieldset
              <div key={group} role="group" aria-labelledby={`${listId}-${group}`}>
                <div
                  id={`${listId}-${group}`}
                  className="px-2 pt-2 pb-1 text-xs font-medium text-muted-foreground"
                >
                  {group}
                </div>
                {commands.map((command, index) =>
                  command.group !== group ? null : (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the search field's (combobox)
                    <div
                      key={command.key}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === current}
                      tabIndex={-1}
                      className={cn(
                        'flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm',
                        index === current && 'bg-accent text-accent-foreground',
                      )}
                      onPointerMove={() => index !== current && setActive(index)}
                      onClick={() => runCommand(command)}
                    >
                      <command.icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                      <span className="min-w-0 truncate">{command.label}</span>
                      {command.detail && (
                        <span className="ml-auto min-w-0 truncate pl-2 text-xs text-muted-foreground">
                          {command.detail}
                        </span>
                      )}
                    </div>
                  ),
                )}
              </div>
            ))}
            {commands.length === 0 && !searching && (
              <p className="px-2 py-6 text-center text-sm text-muted-foreground">
                Keine Treffer für „{text.trim()}“
              </p>
            )}
            {searching && hits.length === 0 && (
              <p className="px-2 py-2 text-sm text-muted-foreground" role="status">
                Suche Kunden …
              </p>
            )}
          </div>
          <div className="hidden gap-4 border-t px-3 py-2 text-xs text-muted-foreground sm:flex" aria-hidden>
            <span>↑ ↓ auswählen</span>
            <span>↵ ausführen</span>
            <span>Esc schließen</span>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
