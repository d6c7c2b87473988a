/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';

/** Whom a dead link's 404 names (`contact` beside its message, docs/api.md "Customer portal"). */
export interface DeadLinkContact {
  email: string | null;
  phone: string | null;
}

/** The `contact` of a 404's JSON body, if it has one. */
export function contactOf(body: string): DeadLinkContact | undefined {
  try {
    const contact = (JSON.parse(body) as { contact?: Partial<DeadLinkContact> }).contact;
    if (!contact) return undefined;
    const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
    return { email: text(contact.email), phone: text(contact.phone) };
  } catch {
    return undefined;
  }
}

/**
 * The server's message with its contact's address and number as links (mailto:, tel:), so an
 * owner on a phone reaches the operator in one tap; the text itself stays as the server wrote it.
 * The links are found by the values the server sent beside the message, not by reading it.
 */
export function withContactLinks(text: string, contact: DeadLinkContact | undefined): ComponentChildren[] {
  const links = [
    contact?.email && { value: contact.email, href: `mailto:${contact.email}` },
    contact?.phone && { value: contact.phone, href: `tel:${contact.phone.replace(/[^\d+]/g, '')}` },
  ].filter((link): link is { value: string; href: string } => Boolean(link));
  const parts: ComponentChildren[] = [];
  let rest = text;
  for (const link of links) {
    const at = rest.indexOf(link.value);
    if (at < 0) continue;
    parts.push(
      rest.slice(0, at),
      <a key={link.href} href={link.href}>
        {link.value}
      </a>,
    );
    rest = rest.slice(at + link.value.length);
  }
  parts.push(rest);
  return parts;
}
