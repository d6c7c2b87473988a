// The kinds of mail the paced delivery sends. Sending knows its own kind, the offer ('review'); other
// modules' kinds bring their rules as hooks, registered at start-up by server/mail-kinds.ts, so
// sending imports none of them (docs/decisions/062).
import type { Db } from '../../db/client';
import type { MailAttachment } from '../../mail/transport';

/** What a kind has ready right before its slot: files to attach, or why it is not sent. */
export type PreparedMail =
  | {
      ok: true;
      attachments?: MailAttachment[];
      /** Once the server has the mail (not after a test mail to the operator, if the kind so decides). */
      delivered?: (db: Db, at: Date) => Promise<void>;
    }
  | { ok: false; message: string };

export interface MailKind {
  /**
   * Advertising (the offers): the customer's opt-out stops it and it carries the one-click
   * unsubscribe. Other kinds go out regardless.
   */
  advertising: boolean;
  /** Outside the hours the kind may reach the customer: until when it waits, with the log's text. */
  hold?: (now: Date) => { until: Date; message: string } | null;
  /** Rendered at delivery, after the hold. */
  prepare?: (db: Db, log: { id: number; isTest: boolean }, now: Date) => Promise<PreparedMail>;
}

const kinds = new Map<string, MailKind>([['review', { advertising: true }]]);

/** `name` is the e-mail log's `kind`. */
export function registerMailKind(name: string, kind: MailKind) {
  kinds.set(name, kind);
}

export function mailKind(name: string): MailKind {
  const kind = kinds.get(name);
  if (!kind) throw new Error(`mail kind '${name}' is not registered (server/mail-kinds.ts)`);
  return kind;
}
