import {
  Bot,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Settings,
  Star,
  UserCog,
  Users,
} from 'lucide-react';

export interface NavItem {
  label: string;
  icon: LucideIcon;
  /** The link for the current company id. */
  href: (companyId: number) => string;
  /** Paths starting with this also mark the entry active. */
  base: string;
}

export const navItems: NavItem[] = [
  { label: 'Dashboard', icon: LayoutDashboard, href: (id) => `/dashboard-new/${id}`, base: '/dashboard-new' },
  { label: 'Kunden', icon: Users, href: (id) => `/customers-new/${id}`, base: '/customers-new' },
  { label: 'Bewertungen', icon: Star, href: (id) => `/reviews-new/${id}`, base: '/reviews-new' },
  { label: 'E-Mail Logs', icon: Mail, href: (id) => `/email-logs-new/${id}`, base: '/email-logs-new' },
  { label: 'Automatisierung', icon: Bot, href: (id) => `/automation-new/${id}`, base: '/automation-new' },
  { label: 'Scan-Protokolle', icon: FileText, href: () => '/scan-logs', base: '/scan-logs' },
  { label: 'Benutzer', icon: UserCog, href: () => '/users', base: '/users' },
  { label: 'Einstellungen', icon: Settings, href: (id) => `/settings-new/${id}`, base: '/settings-new' },
];

/** Spec §2: active when the path equals the link or starts with its base; the dashboard also at '/'. */
export function isNavItemActive(item: NavItem, path: string, companyId: number) {
  if (item.base === '/dashboard-new' && path === '/') return true;
  return path === item.href(companyId) || path.startsWith(item.base);
}
