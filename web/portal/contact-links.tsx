/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';

/** An e-mail address, or a phone number after 'Tel. ', as the server writes a contact into a message. */
const contact = /([^\s(),]+@[^\s(),]+\.[A-Za-z]{2,})|Tel\. (\+?\d[\d /-]*\d)/g;

/**
 * The server's message with its contact as links (mailto:, tel:), so an owner on a phone reaches
 * the operator in one tap; the text itself stays as the server wrote it.
 */
export function withContactLinks(text: string): ComponentChildren[] {
  const parts: ComponentChildren[] = [];
  let rest = 0;
  for (const match of text.matchAll(contact)) {
    const [whole, email, phone] = match;
    parts.push(text.slice(rest, match.index));
    if (email)
      parts.push(
        <a key={match.index} href={`mailto:${email}`}>
          {email}
        </a>,
      );
    else
      parts.push(
        'Tel. ',
        <a key={match.index} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          {phone}
        </a>,
      );
    rest = match.index + whole.length;
  }
  parts.push(text.slice(rest));
  return parts;
}
