// One SMTP connection per company (and account) in this instance, reused by its mails, closed when idle.
import { createMailer, type MailAccount, type Mailer } from './transport';

const IDLE_CLOSE_MS = 60_000;

interface Entry {
  mailer: Mailer;
  timer: NodeJS.Timeout;
}

export class MailerCache {
  private entries = new Map<string, Entry>();

  get(key: string, account: MailAccount): Mailer {
    const found = this.entries.get(key);
    if (found) {
      found.timer.refresh();
      return found.mailer;
    }
    const inner = createMailer(account);
    const entry: Entry = {
      // A send whose connection the server closed (a 421, a drop) retires the mailer: the retry,
      // and every later mail, gets a new one rather than a pool that held a dead connection.
      mailer: {
        ...inner,
        send: async (mail, begin, pauseMs) => {
          const result = await inner.send(mail, begin, pauseMs);
          if (!result.ok && result.connectionClosed) this.close(key, entry);
          return result;
        },
      },
      timer: setTimeout(() => this.close(key), IDLE_CLOSE_MS).unref(),
    };
    this.entries.set(key, entry);
    return entry.mailer;
  }

  closeAll() {
    for (const key of [...this.entries.keys()]) this.close(key);
  }

  /** With `only`, closes the key's mailer only while it is still that one. */
  private close(key: string, only?: Entry) {
    const entry = this.entries.get(key);
    if (!entry || (only && entry !== only)) return;
    clearTimeout(entry.timer);
    entry.mailer.close();
    this.entries.delete(key);
  }
}
