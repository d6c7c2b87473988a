import type { UserRole } from '@common/enums';
import {
  Bot,
  CalendarClock,
  FileText,
  History,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Receipt,
  Settings,
  ShieldCheck,
  Star,
  UserCog,
  Users,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export interface NavItem {
  label: string;
  icon: LucideIcon;
  /** The link for the current company id. */
  href: (companyId: number) => string;
  /** Paths starting with this also mark the entry active. */
  base: string;
  /** Shown to admins only (the audit log, issue 24); the server refuses the others anyway. */
  adminOnly?: boolean;
}

export const navItems: NavItem[] = [
  { label: 'Dashboard', icon: LayoutDashboard, href: (id) => paths.home(id), base: '/dashboard-new' },
  {
    label: 'Kunden',
    icon: Users,
    href: (id) => paths.companyPage('customers-new', id),
    base: '/customers-new',
  },
  { label: 'Wiedervorlagen', icon: CalendarClock, href: () => paths.followUps, base: '/follow-ups' },
  {
    label: 'Bewertungen',
    icon: Star,
    href: (id) => paths.companyPage('reviews-new', id),
    base: '/reviews-new',
  },
  {
    label: 'Löschaufträge',
    icon: ShieldCheck,
    href: (id) => paths.companyPage('removals-new', id),
    base: '/removals-new',
  },
  {
    label: 'Rechnungen',
    icon: Receipt,
    href: (id) => paths.companyPage('invoices-new', id),
    base: '/invoices-new',
  },
  {
    label: 'E-Mail Logs',
    icon: Mail,
    href: (id) => paths.companyPage('email-logs-new', id),
    base: '/email-logs-new',
  },
  {
    label: 'Antworten',
    icon: Inbox,
    href: (id) => paths.companyPage('replies-new', id),
    base: '/replies-new',
  },
  {
    label: 'Automatisierung',
    icon: Bot,
    href: (id) => paths.companyPage('automation-new', id),
    base: '/automation-new',
  },
  { label: 'Scan-Protokolle', icon: FileText, href: () => paths.scanLogs, base: '/scan-logs' },
  { label: 'Benutzer', icon: UserCog, href: () => paths.users, base: '/users' },
  {
    label: 'Änderungsprotokoll',
    icon: History,
    href: () => paths.auditLog,
    base: '/audit-log',
    adminOnly: true,
  },
  {
    label: 'Einstellungen',
    icon: Settings,
    href: (id) => paths.companyPage('settings-new', id),
    base: '/settings-new',
  },
];

/** The entries the signed-in role sees (sidebar and palette alike). */
export function navItemsFor(role: UserRole | undefined) {
  return navItems.filter((item) => !item.adminOnly || role === 'admin');
}

/** docs/product.md §2: active when the path equals the link or starts with its base; the dashboard also at '/'. */
export function isNavItemActive(item: NavItem, path: string, companyId: number) {
  if (item.base === '/dashboard-new' && path === '/') return true;
  return path === item.href(companyId) || path.startsWith(item.base);
}
