// One SMTP connection per company (and account) in this instance, reused by its mails, closed when idle.
import { createMailer, type MailAccount, type Mailer } from '../../mail/transport';

const IDLE_CLOSE_MS = 60_000;

export class MailerCache {
  private entries = new Map<string, { mailer: Mailer; timer: NodeJS.Timeout }>();

  get(key: string, account: MailAccount): Mailer {
    const found = this.entries.get(key);
    if (found) {
      found.timer.refresh();
      return found.mailer;
    }
    const mailer = createMailer(account);
    const timer = setTimeout(() => this.close(key), IDLE_CLOSE_MS).unref();
    this.entries.set(key, { mailer, timer });
    return mailer;
  }

  closeAll() {
    for (const key of [...this.entries.keys()]) this.close(key);
  }

  private close(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    clearTimeout(entry.timer);
    entry.mailer.close();
    this.entries.delete(key);
  }
}
