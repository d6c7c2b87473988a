// The 'Antworten' inbox, a customer's thread, and the IMAP settings with their connection test
// (issue 24; docs/api.md "Replies (issue 24)").
import { LIST_TOTAL_CAP } from '../../../common/constants';
import type { UserRole } from '../../../common/enums';
import type {
  ImapSettings,
  ReplyDetail,
  ReplyFilter,
  ReplyThread,
  ThreadEntry,
} from '../../../common/schemas/reply';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { toPage } from '../../lib/paged-list';
import type { SecretBox } from '../../lib/secrets';
import { auditChanges, recordAudit } from '../audit/audit.queries';
import type { SessionUser } from '../auth/session-user';
import { companyNotFound, ensureCompany } from '../companies/companies.service';
import { probeMailbox, unreadablePasswordMessage } from './mailbox-reader';
import * as q from './replies.queries';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const replyNotFound = () => notFound('Nachricht nicht gefunden');

type ReplyRow = Omit<Awaited<ReturnType<typeof q.listReplies>>[number], 'total'>;
const toReply = (row: ReplyRow) => ({
  ...row,
  receivedAt: row.receivedAt.toISOString(),
  seenAt: iso(row.seenAt),
});

export async function listReplies(
  db: Db,
  f: { companyId: number; filter: ReplyFilter; limit: number; offset: number },
) {
  const rows = await q.listReplies(db, f);
  const page = await toPage(rows, {
    ensureCompany: () => ensureCompany(db, f.companyId),
    offset: f.offset,
    count: () => q.countReplies(db, f.companyId, f.filter),
    cap: LIST_TOTAL_CAP,
  });
  return { ...page, rows: page.rows.map(toReply) };
}

export async function getReply(db: Db, id: number): Promise<ReplyDetail> {
  const row = await q.getReply(db, id);
  if (!row) throw replyNotFound();
  return { ...row, receivedAt: row.receivedAt.toISOString(), seenAt: iso(row.seenAt) };
}

export async function markRead(db: Db, id: number, now = new Date()) {
  const row = await q.markReplyRead(db, id, now);
  if (!row?.seenAt) throw replyNotFound();
  return { id: row.id, seenAt: row.seenAt.toISOString() };
}

export async function getThread(db: Db, customerId: number): Promise<ReplyThread> {
  const found = await q.getThread(db, customerId);
  if (!found) throw notFound('Kunde nicht gefunden');
  const entries: ThreadEntry[] = [
    ...found.sent.map((s) => ({ type: 'sent' as const, ...s, at: s.at.toISOString() })),
    ...found.received.map((r) => ({
      type: 'received' as const,
      ...r,
      at: r.at.toISOString(),
      seenAt: iso(r.seenAt),
    })),
  ].sort(
    (a, b) => a.at.localeCompare(b.at) || (a.type === b.type ? a.id - b.id : a.type === 'sent' ? -1 : 1),
  );
  const { customer } = found;
  return {
    repliedAt: iso(customer.repliedAt),
    emailBouncedAt: iso(customer.emailBouncedAt),
    emailBounceReason: customer.emailBounceReason,
    entries,
  };
}

export async function getImapSettings(db: Db, companyId: number): Promise<ImapSettings> {
  const row = await q.getImapSettings(db, companyId);
  if (!row) throw companyNotFound();
  return {
    imapEnabled: row.imapEnabled,
    imapHost: row.imapHost,
    imapPort: row.imapPort,
    hasMailAccount: Boolean(row.gmailEmail && row.hasPassword),
    gmailEmail: row.gmailEmail,
    checkedAt: iso(row.checkedAt),
    error: row.error,
  };
}

export const imapServerAdminOnlyMessage = 'Nur Administratoren dürfen IMAP-Host und IMAP-Port ändern';
const demoImapMessage =
  'In der Demo werden keine Postfächer gelesen: IMAP-Host und -Port bleiben unverändert.';

/**
 * The switch for every manager; host and port for admins only, and a new server drops the stored
 * app password, as a new SMTP server does (a secret only goes where it was entered for; the
 * connection test would otherwise send it to any address; issue 17). Recorded in the audit log.
 */
export async function updateImapSettings(
  db: Db,
  who: { user: SessionUser; role: UserRole; demo: boolean },
  companyId: number,
  input: { imapEnabled?: boolean; imapHost?: string; imapPort?: number },
): Promise<ImapSettings> {
  await db.transaction(async (tx) => {
    const stored = await q.lockImapSettings(tx, companyId);
    if (!stored) throw companyNotFound();
    const serverChanged =
      (input.imapHost !== undefined && input.imapHost !== stored.imapHost) ||
      (input.imapPort !== undefined && input.imapPort !== stored.imapPort);
    if (serverChanged && who.demo) throw new AppError('FORBIDDEN', demoImapMessage);
    if (serverChanged && who.role !== 'admin') throw new AppError('FORBIDDEN', imapServerAdminOnlyMessage);
    const values = {
      ...(input.imapEnabled !== undefined ? { imapEnabled: input.imapEnabled } : {}),
      ...(input.imapHost !== undefined ? { imapHost: input.imapHost } : {}),
      ...(input.imapPort !== undefined ? { imapPort: input.imapPort } : {}),
    };
    const changes = auditChanges(stored, values);
    if (!changes) return;
    await q.updateImapSettings(
      tx,
      companyId,
      serverChanged ? { ...values, gmailPasswordSealed: null } : values,
    );
    if (serverChanged) changes.gmailPassword = { secret: true };
    await recordAudit(tx, { id: who.user.id, name: who.user.name }, [
      {
        entity: 'company',
        entityId: companyId,
        entityLabel: stored.name,
        action: 'settings_updated',
        companyId,
        changes,
      },
    ]);
  });
  return getImapSettings(db, companyId);
}

/** 'Verbindung testen' with the stored server, address and password; German answer either way. */
export async function testImap(db: Db, secrets: SecretBox, companyId: number) {
  const account = await q.getImapAccount(db, companyId);
  if (!account) throw companyNotFound();
  if (!account.user || !account.passwordSealed) {
    throw new AppError(
      'BAD_REQUEST',
      'Für diese Firma ist kein E-Mail-Konto hinterlegt (Gmail-Adresse und App-Passwort in den Einstellungen).',
    );
  }
  let password: string;
  try {
    password = secrets.open(account.passwordSealed);
  } catch {
    throw new AppError('BAD_REQUEST', unreadablePasswordMessage);
  }
  const result = await probeMailbox({ host: account.host, port: account.port, user: account.user, password });
  if (!result.ok) throw new AppError('BAD_REQUEST', result.message);
  const n = result.messages;
  return {
    message: `Verbindung erfolgreich: Posteingang mit ${n.toLocaleString('de-DE')} ${n === 1 ? 'Nachricht' : 'Nachrichten'}.`,
  };
}
