// What the mailbox reader needs of a message: who wrote it, which of our mails it names
// (In-Reply-To, References, a bounce's original headers), its plain text, and for a delivery status
// notification (RFC 3464) the failed recipient and the reason. Parsed by mailparser; never HTML.
import type { AddressObject } from 'mailparser';

/** A stored text is cut here: enough for any written answer, no attachment-sized quotes. */
export const BODY_MAX_CHARS = 20_000;
const SUBJECT_MAX_CHARS = 500;
const REASON_MAX_CHARS = 300;

export interface InboundMail {
  /** The message's own Message-ID with its angle brackets (made up from the UID when missing). */
  messageId: string;
  fromAddress: string | null;
  fromName: string | null;
  subject: string | null;
  text: string | null;
  receivedAt: Date;
  /** Message-IDs it names: In-Reply-To and References, and for a bounce those of the original. */
  referencedIds: string[];
  bounce: { recipients: string[]; reason: string } | null;
}

/** The Message-IDs in a header value (`<a@b> <c@d>`), each with its brackets. */
export function messageIdsIn(value: string | string[] | undefined | null): string[] {
  const text = Array.isArray(value) ? value.join(' ') : (value ?? '');
  return [...text.matchAll(/<[^<>\s]{1,900}>/g)].map((m) => m[0]);
}

/** Control characters out (line breaks and tabs stay), CRLF as LF, cut to `max` characters. */
export function cleanText(text: string, max: number): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const clean = text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

const oneLine = (text: string, max: number) => cleanText(text, max).replace(/\s+/g, ' ').trim();

function firstAddress(from: AddressObject | AddressObject[] | undefined) {
  const list = Array.isArray(from) ? from : from ? [from] : [];
  for (const group of list) {
    for (const a of group.value) {
      if (a.address) return { address: a.address.toLowerCase(), name: a.name || null };
    }
  }
  return null;
}

/** Is this a DSN: multipart/report with report-type=delivery-status? */
export function isDeliveryReport(contentType: string | undefined): boolean {
  const type = (contentType ?? '').toLowerCase();
  return /multipart\/report/.test(type) && /report-type\s*=\s*"?delivery-status/.test(type);
}

/**
 * The DSN's machine part (message/delivery-status): the failed recipients (Final-Recipient, else
 * Original-Recipient) and a reason from Status and Diagnostic-Code.
 */
function parseDeliveryStatus(text: string) {
  const field = (name: string) =>
    [...text.matchAll(new RegExp(`^${name}:\\s*(.+(?:\\n[ \\t].+)*)`, 'gim'))].map((m) =>
      m[1].replace(/\n[ \t]+/g, ' ').trim(),
    );
  const address = (v: string) =>
    (v.includes(';') ? v.slice(v.indexOf(';') + 1) : v).trim().replace(/^<|>$/g, '');
  const final = field('Final-Recipient').map(address);
  const recipients = (final.length ? final : field('Original-Recipient').map(address))
    .map((a) => a.toLowerCase())
    .filter((a) => a.includes('@'));
  const failed =
    field('Action').some((a) => /^failed/i.test(a)) || field('Status').some((s) => s.startsWith('5'));
  const status = field('Status')[0];
  const diagnostic = field('Diagnostic-Code')[0]?.replace(/^smtp;\s*/i, '');
  const reason = [status ? `Status ${status}` : null, diagnostic].filter(Boolean).join(': ');
  return { recipients, failed, reason };
}

/**
 * Parses a raw message. `fallbackId` names a message that has no Message-ID (stable per mailbox and
 * UID), so even such a message is stored at most once.
 */
export async function parseInboundMail(
  raw: Buffer,
  fallbackId: string,
  arrivedAt?: Date,
): Promise<InboundMail> {
  const { simpleParser } = await import('mailparser'); // on first use (decision 006)
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  const contentType = mail.headers.get('content-type') as
    | { value?: string; params?: Record<string, string> }
    | undefined;
  const typeText = contentType?.value
    ? `${contentType.value}; ${Object.entries(contentType.params ?? {})
        .map(([k, v]) => `${k}=${v}`)
        .join('; ')}`
    : '';
  const from = firstAddress(mail.from);
  const referencedIds = [...messageIdsIn(mail.inReplyTo), ...messageIdsIn(mail.references)];

  let bounce: InboundMail['bounce'] = null;
  if (isDeliveryReport(typeText)) {
    const parts = mail.attachments ?? [];
    const statusPart = parts.find((p) => /^message\/(global-)?delivery-status/i.test(p.contentType));
    // mailparser keeps a 7-bit status part inline as text: then its fields are read from the source.
    const status = parseDeliveryStatus((statusPart?.content ?? raw).toString('utf8'));
    // The original's headers (text/rfc822-headers) or the whole original (message/rfc822).
    for (const part of parts) {
      if (!/^(text\/rfc822-headers|message\/(global-)?rfc822)/i.test(part.contentType)) continue;
      const headers = part.content.toString('utf8').split(/\r?\n\r?\n/)[0];
      const line = headers.match(/^Message-ID:\s*(<[^>\s]+>)/im);
      if (line) referencedIds.push(line[1]);
    }
    // A "delayed" or "delivered" report is no bounce.
    if (status.failed) {
      bounce = {
        recipients: status.recipients,
        reason: oneLine(status.reason || 'Die E-Mail konnte nicht zugestellt werden.', REASON_MAX_CHARS),
      };
    }
  }

  return {
    messageId: messageIdsIn(mail.messageId)[0] ?? `<${fallbackId}>`,
    fromAddress: from?.address ?? null,
    fromName: from?.name ? oneLine(from.name, 200) : null,
    subject: mail.subject ? oneLine(mail.subject, SUBJECT_MAX_CHARS) : null,
    text: mail.text ? cleanText(mail.text.trim(), BODY_MAX_CHARS) : null,
    receivedAt: arrivedAt ?? mail.date ?? new Date(),
    referencedIds: [...new Set(referencedIds)],
    bounce,
  };
}
