// The mailbox reader (issue 24; docs/decisions/047-replies-over-imap.md): from the minute tick,
// each company with IMAP on is read at most every IMAP_POLL_SECONDS, by one instance at a time (the
// claim in replies.queries.ts). Only UIDs after the last one read are fetched; a new UIDVALIDITY
// starts over with the last 30 days (stored messages are never stored twice). Only answers to our
// mails, mails from a customer's address, and bounces of our mails are kept; the rest is left alone.
// A failure is stored in German on the mailbox state and never stops the tick.
import type { FastifyBaseLogger } from 'fastify';
import type { ImapFlow } from 'imapflow';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secrets';
import { type InboundMail, isDeliveryReport, messageIdsIn, parseInboundMail } from './inbound-mail';
import * as q from './replies.queries';

export interface ReaderContext {
  db: Db;
  config: Config;
  secrets: SecretBox;
  log: FastifyBaseLogger;
}

export const DEFAULT_IMAP_POLL_SECONDS = 300;
/** At most this many messages per read; the rest follow at the next. */
const BATCH = 200;
/** A message's source is read up to this size: enough for any text, never a big attachment. */
const SOURCE_MAX_BYTES = 1_000_000;
/** A first read, or one after a changed UIDVALIDITY, looks this far back. */
const FIRST_READ_DAYS = 30;

export type ReadResult =
  | { status: 'read'; stored: number; lastUid: number }
  | { status: 'skipped' }
  | { status: 'error'; message: string };

const pollSecondsOf = (config: Config) => config.imapPollSeconds ?? DEFAULT_IMAP_POLL_SECONDS;

/** The tick's share: reads every due mailbox, one after the other; a failure is the company's own. */
export async function readDueMailboxes(ctx: ReaderContext, now = new Date()) {
  for (const { companyId } of await q.listDueMailboxes(ctx.db, now, pollSecondsOf(ctx.config))) {
    await readMailbox(ctx, companyId, now).catch((error) =>
      ctx.log.error({ companyId, code: error?.code }, 'mailbox read failed'),
    );
  }
}

export interface ImapAccount {
  host: string;
  port: number;
  user: string;
  password: string;
}

/** Port 993 speaks TLS from the start; any other (a local server, 143) plain, STARTTLS when offered. */
export async function imapClient(account: ImapAccount, timeoutMs = 15_000) {
  // Loaded on first use: most instances never read a mailbox (decision 006).
  const { ImapFlow } = await import('imapflow');
  const client = new ImapFlow({
    host: account.host,
    port: account.port,
    secure: account.port === 993,
    auth: { user: account.user, pass: account.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: 4 * timeoutMs,
  });
  // A dropped connection is also emitted as an event: the awaited command reports it.
  client.on('error', () => {});
  return client;
}

/** The class of an IMAP failure in German; never the server's own words, never a secret. */
export function imapErrorMessage(error: unknown, account: { host: string; port: number }): string {
  const e = (error ?? {}) as { code?: string; authenticationFailed?: boolean };
  const where = `${account.host}:${account.port}`;
  if (e.authenticationFailed)
    return 'Anmeldung am IMAP-Server fehlgeschlagen: Gmail-Adresse oder App-Passwort falsch, oder IMAP ist im Gmail-Konto nicht eingeschaltet.';
  if (e.code === 'ECONNREFUSED') return `Verbindung zum IMAP-Server ${where} abgelehnt.`;
  if (e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN') return `IMAP-Server ${account.host} nicht gefunden.`;
  if (e.code && /TIMEOUT/i.test(e.code))
    return `Der IMAP-Server ${where} antwortet nicht (Zeitüberschreitung).`;
  if (e.code && /TLS|SSL|CERT/i.test(e.code))
    return `Keine sichere Verbindung (TLS) zum IMAP-Server ${where} möglich.`;
  if (
    e.code === 'ClosedAfterConnectText' ||
    e.code === 'ClosedAfterConnectTLS' ||
    e.code === 'EConnectionClosed'
  )
    return `Der IMAP-Server ${where} hat die Verbindung beendet.`;
  if (e.code === 'ECONNRESET') return `Die Verbindung zum IMAP-Server ${where} wurde unterbrochen.`;
  return `Das Postfach konnte nicht gelesen werden (IMAP-Fehler bei ${where}).`;
}

export const unreadablePasswordMessage =
  'Das gespeicherte App-Passwort ist nicht lesbar. Bitte geben Sie es in den Einstellungen neu ein.';

class ReadTimeout extends Error {
  code = 'READ_TIMEOUT';
}

/** Reads one company's mailbox when it is due and no other reader has it (then: skipped). */
export async function readMailbox(
  ctx: ReaderContext,
  companyId: number,
  now = new Date(),
): Promise<ReadResult> {
  const { db } = ctx;
  const pollSeconds = pollSecondsOf(ctx.config);
  const state = await q.claimMailbox(db, companyId, now, pollSeconds);
  if (!state) return { status: 'skipped' };
  const stored = await q.getImapAccount(db, companyId);
  if (!stored?.enabled || !stored.user || !stored.passwordSealed) return { status: 'skipped' };
  let password: string;
  try {
    password = ctx.secrets.open(stored.passwordSealed);
  } catch {
    await q.saveMailboxState(db, companyId, { error: unreadablePasswordMessage });
    return { status: 'error', message: unreadablePasswordMessage };
  }
  const account = { host: stored.host, port: stored.port, user: stored.user, password };
  // A read ends well inside the interval, so the claim's lease never overlaps the next one.
  const limitMs = Math.max(10_000, Math.min(pollSeconds * 800, 240_000));
  const client = await imapClient(account);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      client.close();
      reject(new ReadTimeout('read took too long'));
    }, limitMs);
  });
  try {
    const result = await Promise.race([readNew(ctx, client, companyId, account.user, state, now), timeout]);
    await q.saveMailboxState(db, companyId, { ...result.state, error: null });
    return { status: 'read', stored: result.stored, lastUid: result.state.lastUid };
  } catch (error) {
    const message =
      error instanceof ReadTimeout
        ? `Der IMAP-Server ${account.host}:${account.port} antwortet nicht (Zeitüberschreitung).`
        : imapErrorMessage(error, account);
    // The code only: a server's text may quote what it was sent.
    ctx.log.warn({ companyId, code: (error as { code?: string })?.code }, 'mailbox read failed');
    await q.saveMailboxState(db, companyId, { error: message });
    return { status: 'error', message };
  } finally {
    clearTimeout(timer);
    await client.logout().catch(() => client.close());
  }
}

interface HeaderFacts {
  uid: number;
  ownId: string | null;
  refs: string[];
  from: string | null;
  report: boolean;
  arrivedAt: Date | undefined;
}

/** The few header fields the first pass decides on, from the raw header block. */
function headerFacts(uid: number, headers: Buffer | undefined, arrivedAt: Date | undefined): HeaderFacts {
  const text = (headers?.toString('utf8') ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const field = (name: string) =>
    [...text.matchAll(new RegExp(`^${name}:(.*)$`, 'gim'))].map((m) => m[1].trim()).join(' ');
  const fromField = field('From');
  const from =
    (fromField.match(/<([^<>\s]+@[^<>\s]+)>/)?.[1] ?? fromField.match(/[^\s<>"]+@[^\s<>"]+/)?.[0]) || null;
  return {
    uid,
    ownId: messageIdsIn(field('Message-ID'))[0] ?? null,
    refs: [...messageIdsIn(field('In-Reply-To')), ...messageIdsIn(field('References'))],
    from: from?.toLowerCase() ?? null,
    report: isDeliveryReport(field('Content-Type')),
    arrivedAt,
  };
}

async function readNew(
  ctx: ReaderContext,
  client: ImapFlow,
  companyId: number,
  mailbox: string,
  state: { uidValidity: number | null; lastUid: number },
  now: Date,
) {
  await client.connect();
  const { uidValidity, batch, lastUid } = await newUids(client, state, now);
  const done = (stored: number) => ({ stored, state: { uidValidity, lastUid } });
  if (batch.length === 0) return done(0);
  const self = mailbox.toLowerCase();
  const candidates = await candidatesOf(ctx, client, companyId, self, batch);
  if (candidates.length === 0) return done(0);
  return done(await storeCandidates(ctx, client, companyId, self, uidValidity, candidates));
}

/** The UIDs to read now (at most BATCH), and how far the mailbox counts as read after them. */
async function newUids(client: ImapFlow, state: { uidValidity: number | null; lastUid: number }, now: Date) {
  const box = await client.mailboxOpen('INBOX', { readOnly: true });
  const uidValidity = Number(box.uidValidity);
  const fresh = state.uidValidity !== uidValidity;
  const after = fresh ? 0 : state.lastUid;
  let found: number[] = [];
  if (fresh) {
    const since = new Date(now.getTime() - FIRST_READ_DAYS * 24 * 3600_000);
    found = box.exists > 0 ? (await client.search({ since }, { uid: true })) || [] : [];
  } else if (box.exists > 0 && box.uidNext > after + 1) {
    found = (await client.search({ uid: `${after + 1}:*` }, { uid: true })) || [];
  }
  // `n:*` names the last message even when its UID is below n.
  const uids = [...new Set(found)].filter((u) => u > after).sort((a, b) => a - b);
  const batch = uids.slice(0, BATCH);
  const complete = batch.length === uids.length;
  // All read: up to the mailbox's end. Cut: up to the last one handled.
  const lastUid = complete ? Math.max(after, box.uidNext - 1, batch.at(-1) ?? 0) : (batch.at(-1) ?? after);
  return { uidValidity, batch, lastUid };
}

/** First pass, headers only: which could be ours (a reply to our mail, a customer's, a bounce). */
async function candidatesOf(
  ctx: ReaderContext,
  client: ImapFlow,
  companyId: number,
  self: string,
  batch: number[],
) {
  const facts: HeaderFacts[] = [];
  for await (const m of client.fetch(
    batch.join(','),
    {
      uid: true,
      internalDate: true,
      headers: ['message-id', 'in-reply-to', 'references', 'from', 'content-type'],
    },
    { uid: true },
  )) {
    const arrived = m.internalDate ? new Date(m.internalDate) : undefined;
    facts.push(headerFacts(m.uid, m.headers, arrived));
  }
  const ours = new Set(
    (
      await q.findOurMails(ctx.db, companyId, [
        ...new Set(facts.flatMap((f) => [...f.refs, ...(f.ownId ? [f.ownId] : [])])),
      ])
    ).map((l) => l.messageId),
  );
  const senders = new Set(
    (
      await q.findCustomersByAddress(ctx.db, companyId, [
        ...new Set(facts.flatMap((f) => (f.from ? [f.from] : []))),
      ])
    ).map((c) => c.email),
  );
  return facts
    .filter((f) => !(f.ownId && ours.has(f.ownId)))
    .filter(
      (f) =>
        f.report || (f.from !== self && (f.refs.some((r) => ours.has(r)) || (f.from && senders.has(f.from)))),
    )
    .sort((a, b) => a.uid - b.uid);
}

/** Second pass: the candidates' sources, parsed, matched to our mails and customers, and stored. */
async function storeCandidates(
  ctx: ReaderContext,
  client: ImapFlow,
  companyId: number,
  self: string,
  uidValidity: number,
  candidates: HeaderFacts[],
) {
  const { db } = ctx;
  const mails: InboundMail[] = [];
  for await (const m of client.fetch(
    candidates.map((c) => c.uid).join(','),
    { uid: true, source: { maxLength: SOURCE_MAX_BYTES } },
    { uid: true },
  )) {
    if (!m.source) continue;
    const fact = candidates.find((c) => c.uid === m.uid);
    mails.push(
      await parseInboundMail(m.source, `uid-${uidValidity}-${m.uid}@${companyId}.imap`, fact?.arrivedAt),
    );
  }
  const logs = await q.findOurMails(db, companyId, [...new Set(mails.flatMap((m) => m.referencedIds))]);
  const byAddress = await q.findCustomersByAddress(db, companyId, [
    ...new Set(
      mails.flatMap((m) => [...(m.fromAddress ? [m.fromAddress] : []), ...(m.bounce?.recipients ?? [])]),
    ),
  ]);
  let stored = 0;
  for (const mail of mails) {
    const log = logs.find((l) => l.messageId && mail.referencedIds.includes(l.messageId));
    const received = matchMail(mail, log, byAddress, self);
    if (!received) continue;
    if (await q.storeReceived(db, { ...received, companyId })) stored++;
  }
  return stored;
}

type LogMatch = { id: number; customerId: number; recipient: string | null } | undefined;

/** A reply or a bounce of one of our customers, or null: not ours, left alone. */
function matchMail(
  mail: InboundMail,
  log: LogMatch,
  byAddress: { id: number; email: string }[],
  self: string,
): Omit<q.NewReceived, 'companyId'> | null {
  const common = {
    messageId: mail.messageId,
    fromAddress: mail.fromAddress,
    fromName: mail.fromName,
    subject: mail.subject,
    bodyText: mail.text,
    receivedAt: mail.receivedAt,
    emailLogId: log?.id ?? null,
  };
  if (mail.bounce) {
    const recipient = mail.bounce.recipients[0] ?? log?.recipient?.toLowerCase() ?? null;
    const customerId = log?.customerId ?? byAddress.find((c) => recipient && c.email === recipient)?.id;
    if (!customerId) return null;
    return { ...common, kind: 'bounce', customerId, bounce: { recipient, reason: mail.bounce.reason } };
  }
  if (mail.fromAddress === self) return null;
  const customerId = log?.customerId ?? byAddress.find((c) => c.email === mail.fromAddress)?.id;
  if (!customerId) return null;
  return { ...common, kind: 'reply', customerId };
}

/** 'Verbindung testen': logs in and opens the INBOX; German text either way, never the server's words. */
export async function probeMailbox(account: ImapAccount) {
  const client = await imapClient(account, 10_000);
  try {
    await client.connect();
    const box = await client.mailboxOpen('INBOX', { readOnly: true });
    return { ok: true as const, messages: box.exists };
  } catch (error) {
    return { ok: false as const, message: imapErrorMessage(error, account) };
  } finally {
    await client.logout().catch(() => client.close());
  }
}
