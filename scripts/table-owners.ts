// The one place that names who writes each table (decision 063). scripts/check-table-owners.ts
// holds the tree to it and prints docs/tables.md's tables from it (`--markdown`).
// An owner is a module (`server/modules/<owner>/`) or a shared folder (`server/<folder>`).

export const tableOwners: Record<string, string> = {
  alerts: 'alerts',
  apify_run_slots: 'server/scraper',
  apify_runs: 'server/scraper',
  audit_events: 'audit',
  automation_settings: 'automation',
  companies: 'companies',
  consent_events: 'customers',
  customer_status_changes: 'customers',
  customers: 'customers',
  email_logs: 'sending',
  email_replies: 'replies',
  follow_ups: 'follow-ups',
  invoice_counters: 'invoices',
  invoice_events: 'invoices',
  invoice_lines: 'invoices',
  invoice_payments: 'invoices',
  invoices: 'invoices',
  login_attempts: 'auth',
  mailbox_states: 'replies',
  portal_links: 'portal',
  portal_orders: 'portal',
  removal_check_runs: 'removals',
  removal_checks: 'removals',
  removal_events: 'removals',
  removals: 'removals',
  reviews: 'reviews',
  scan_logs: 'scans',
  scans: 'scans',
  sessions: 'auth',
  signups: 'signups',
  users: 'users',
};

/** Writes outside the owner that stay, each inside a transaction of the writer's own work. */
export const allowedCrossWrites: { table: string; writer: string; reason: string }[] = [
  {
    table: 'companies',
    writer: 'sending',
    reason: "the sender's pacing (`next_send_at`) and its day pause move in the claim's own transaction",
  },
  {
    table: 'customers',
    writer: 'sending',
    reason: 'an opt-out marks the customer and its consent history in one transaction (decision 031)',
  },
  {
    table: 'reviews',
    writer: 'sending',
    reason: 'the claim names its e-mail log on the reviews in the same transaction, before SMTP',
  },
  {
    table: 'scans',
    writer: 'sending',
    reason: "a sent mail counts on its scan (`emails_sent`) in the log's transaction",
  },
  {
    table: 'customers',
    writer: 'scans',
    reason: "a run learns the customer's Google place id, only while the link is the one scraped",
  },
  {
    table: 'reviews',
    writer: 'scans',
    reason: "a scan stores the reviews it finds, a batch's in a few statements (decision 060)",
  },
  {
    table: 'email_logs',
    writer: 'replies',
    reason: "a reply stops the customer's offers not yet handed to SMTP, with the sender's claim condition",
  },
  {
    table: 'users',
    writer: 'alerts',
    reason: "a user's read mark and digest switch are alert state kept on the user row",
  },
];
