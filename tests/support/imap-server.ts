// A real IMAP server for the mailbox reader's tests (issue 24): Debian's dovecot-imapd, started in
// the foreground from a config of its own in a temp dir (passwd-file login, maildir, 127.0.0.1 on a
// free port, no TLS). It never reads /etc/dovecot nor needs the system's dovecot service. Messages
// reach the mailbox by IMAP APPEND, composed by nodemailer as a real mail client would.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import MailComposer from 'nodemailer/lib/mail-composer';
import MimeNode from 'nodemailer/lib/mime-node';
import { afterAll, beforeAll, it } from 'vitest';
import { freePort } from './app-process';

export interface ImapServer {
  host: string;
  port: number;
  user: string;
  password: string;
  /** Puts a raw message into the INBOX (IMAP APPEND); answers its UID. */
  append(raw: Buffer | string): Promise<number>;
  /** The INBOX's UIDVALIDITY as the server reports it. */
  uidValidity(): Promise<number>;
  /**
   * Empties the INBOX and makes the server give it a new UIDVALIDITY (as after a restore or a
   * mailbox recreated): the UIDs count from 1 again.
   */
  renewUidValidity(): Promise<void>;
  close(): Promise<void>;
}

const USER = 'vertrieb@reputation-nord.de';
const PASSWORD = 'imap-app-passwort-123';

/** Where dovecot is on Debian; PATH first. */
function findDovecot(): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    const path = join(dir, 'dovecot');
    if (dir && existsSync(path)) return path;
  }
  return null;
}

/** Under CI (or with a test database given) a missing dovecot fails; locally the IMAP tests skip. */
const mustRun = Boolean(process.env.CI || process.env.TEST_DATABASE_URL);
const dovecot = findDovecot();
if (!dovecot && !mustRun) {
  console.warn(
    'dovecot fehlt: die IMAP-Tests werden übersprungen (apt-get install -y dovecot-imapd, siehe .ci/run).',
  );
}

/** `it`, or `it.skip` when dovecot is missing outside CI. */
export const itWithImap = dovecot || mustRun ? it : it.skip;

/** The accounts dovecot's own processes and the mailbox run as: root may not log in or own mail. */
function accounts() {
  const me = userInfo();
  if (me.uid !== 0)
    return { internal: me.username, login: me.username, mail: me.username, group: me.username };
  const has = (name: string) => {
    try {
      execFileSync('id', [name], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  const internal = has('dovecot') ? 'dovecot' : 'nobody';
  return {
    internal,
    login: has('dovenull') ? 'dovenull' : 'nobody',
    mail: internal,
    group: internal === 'dovecot' ? 'dovecot' : 'nogroup',
  };
}

export async function startImapServer(): Promise<ImapServer> {
  if (!dovecot)
    throw new Error('dovecot fehlt: apt-get install -y dovecot-imapd (im CI installiert .ci/run es)');
  const dir = mkdtempSync(join(tmpdir(), 'imap-test-'));
  const port = await freePort();
  const who = accounts();
  const maildir = join(dir, 'mail');
  mkdirSync(maildir);
  mkdirSync(join(dir, 'home'));
  writeFileSync(join(dir, 'passwd'), `${USER}:{PLAIN}${PASSWORD}::::::\n`);
  writeFileSync(
    join(dir, 'dovecot.conf'),
    `# Written by tests/support/imap-server.ts: a throwaway server, nothing of /etc/dovecot.
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = imap-test-${port}
log_path = /dev/stderr
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
login_trusted_networks = 127.0.0.0/8
first_valid_uid = 1
default_internal_user = ${who.internal}
default_internal_group = ${who.group}
default_login_user = ${who.login}
mail_location = maildir:${maildir}/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${who.mail} gid=${who.group} home=${dir}/home/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service stats {
  unix_listener stats-writer {
    mode = 0666
  }
}
`,
  );
  // The login processes (another account) go through the base dir; the mail account writes the maildir.
  execFileSync('chmod', ['755', dir]);
  if (userInfo().uid === 0)
    execFileSync('chown', ['-R', `${who.mail}:${who.group}`, maildir, join(dir, 'home')]);

  let output = '';
  const child: ChildProcess = spawn(dovecot, ['-F', '-c', join(dir, 'dovecot.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => {
    output += c;
  });
  child.stderr?.on('data', (c) => {
    output += c;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const client = () =>
    new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      auth: { user: USER, pass: PASSWORD },
      logger: false,
      connectionTimeout: 5000,
    });
  const withInbox = async <T>(work: (c: ImapFlow) => Promise<T>) => {
    const c = client();
    await c.connect();
    try {
      return await work(c);
    } finally {
      await c.logout().catch(() => c.close());
    }
  };

  // Ready when a login works (dovecot starts in well under a second).
  for (let i = 0; ; i++) {
    try {
      await withInbox(async () => {});
      break;
    } catch (error) {
      if (i >= 50 || child.exitCode !== null) {
        child.kill('SIGTERM');
        rmSync(dir, { recursive: true, force: true });
        throw new Error(`dovecot startete nicht: ${(error as Error).message}\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const uidValidity = () => withInbox(async (c) => Number((await c.mailboxOpen('INBOX')).uidValidity));
  return {
    host: '127.0.0.1',
    port,
    user: USER,
    password: PASSWORD,
    async append(raw) {
      const result = await withInbox((c) => c.append('INBOX', raw));
      const uid = result ? result.uid : undefined;
      if (!uid) throw new Error('APPEND lieferte keine UID');
      return uid;
    },
    uidValidity,
    async renewUidValidity() {
      const before = await uidValidity();
      await withInbox(async (c) => {
        await c.mailboxOpen('INBOX');
        if (c.mailbox && c.mailbox.exists > 0) await c.messageDelete('1:*');
      });
      // Dovecot keeps UIDVALIDITY in the maildir's uidlist and index: without them it starts anew.
      const inbox = join(maildir, USER);
      for (const name of readdirSync(inbox)) {
        if (name.startsWith('dovecot-uidlist') || name.startsWith('dovecot.index'))
          unlinkSync(join(inbox, name));
      }
      writeFileSync(join(inbox, 'dovecot-uidlist'), `3 V${before + 1000} N1\n`);
      if (userInfo().uid === 0) execFileSync('chown', ['-R', `${who.mail}:${who.group}`, inbox]);
    },
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One IMAP server for a test file, started before its suites (not at all when the tests skip). */
export function imapServerForFile() {
  const holder = {} as { server: ImapServer };
  beforeAll(async () => {
    if (dovecot || mustRun) holder.server = await startImapServer();
  }, 30_000);
  afterAll(async () => {
    await holder.server?.close();
  });
  return holder;
}

// Messages as they arrive: composed by nodemailer's MailComposer (a DSN's multipart/report by its MimeNode).

export function composeMail(mail: ConstructorParameters<typeof MailComposer>[0]): Promise<Buffer> {
  return new MailComposer({ date: new Date(), ...mail }).compile().build();
}

/**
 * A delivery status notification as Gmail's mailer daemon writes it (RFC 3464): a human part, the
 * machine-readable status, and the original message's headers.
 */
export async function composeBounce(o: {
  to: string;
  recipient: string;
  originalMessageId: string | null;
  originalSubject: string;
  messageId?: string;
}): Promise<Buffer> {
  const root = new MimeNode('multipart/report; report-type=delivery-status');
  root.setHeader({
    From: 'Mail Delivery Subsystem <mailer-daemon@googlemail.com>',
    To: o.to,
    Subject: 'Delivery Status Notification (Failure)',
    Date: new Date().toUTCString(),
    'Message-ID': o.messageId ?? `<dsn-${Date.now()}-${Math.random().toString(36).slice(2)}@mx.google.com>`,
    'Auto-Submitted': 'auto-replied',
  });
  root
    .createChild('text/plain; charset=utf-8')
    .setContent(
      `** Address not found **\n\nYour message wasn't delivered to ${o.recipient} because the address couldn't be found, or is unable to receive mail.\n`,
    );
  root
    .createChild('message/delivery-status')
    .setContent(
      `Reporting-MTA: dns; googlemail.com\nArrival-Date: ${new Date().toUTCString()}\n\nFinal-Recipient: rfc822; ${o.recipient}\nAction: failed\nStatus: 5.1.1\nRemote-MTA: dns; mx.example.net. (192.0.2.1, the server for the domain.)\nDiagnostic-Code: smtp; 550 5.1.1 <${o.recipient}>: Recipient address rejected: User unknown in virtual mailbox table\nLast-Attempt-Date: ${new Date().toUTCString()}\n`,
    );
  const original = [
    `From: ${o.to}`,
    `To: ${o.recipient}`,
    `Subject: ${o.originalSubject}`,
    ...(o.originalMessageId ? [`Message-ID: ${o.originalMessageId}`] : []),
    `Date: ${new Date().toUTCString()}`,
  ];
  root.createChild('text/rfc822-headers').setContent(`${original.join('\n')}\n`);
  return root.build();
}
