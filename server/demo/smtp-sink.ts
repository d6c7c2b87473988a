// A local SMTP server standing in for Gmail: records what arrives and can misbehave on demand.
import type { AddressInfo, Server, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  from: string;
  to: string[];
  raw: string;
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  /** Date.now() when the message was accepted. */
  receivedAt: number;
}

export interface SmtpSink {
  host: string;
  port: number;
  user: string;
  password: string;
  messages: SinkMessage[];
  /** Connections opened so far (tests tell a reused connection from a new one). */
  readonly connections: number;
  /** Every recipient accepted at RCPT TO, in order: the transactions that began, finished or not. */
  recipientsBegun: string[];
  /** Messages whose data arrived and whose reply is still held back (`replyDelayMs`). */
  readonly awaitingReply: number;
  /** Reply with this code and text to the next `times` messages (at DATA's end). */
  failNext(reply: { code: number; text: string }, times?: number): void;
  /** Drop the connection in the middle of the next message's data, once. */
  dropNext(): void;
  /** Refuse mail to these recipients with the given reply (at RCPT TO). */
  rejectRecipients: Map<string, { code: number; text: string }>;
  /**
   * Answer the next `times` MAIL FROM or RCPT TO commands with this reply, or drop the connection
   * there without a word ('drop'). A 421 closes the connection after the reply, as Gmail's
   * "421 4.7.0 Try again later, closing connection" does (smtp-server closes on every 421).
   */
  failCommand(command: SinkCommand, reply: { code: number; text: string } | 'drop', times?: number): void;
  /** Refuse every login from now on. */
  refuseLogin(on?: boolean): void;
  close(): Promise<void>;
}

export type SinkCommand = 'MAIL FROM' | 'RCPT TO';

/** anyUser: any address signs in with the password (the demo, where each company sends as itself). */
/**
 * replyDelayMs: a slow server, answering each message's data that much later; the message counts as
 * arrived when its data has (a real server delivers it even when the client is gone by the reply).
 */
export async function startSmtpSink(
  opts: { user?: string; password?: string; anyUser?: boolean; replyDelayMs?: number } = {},
): Promise<SmtpSink> {
  const user = opts.user ?? 'firma@example.com';
  const password = opts.password ?? 'app-passwort-1234';
  const messages: SinkMessage[] = [];
  const recipientsBegun: string[] = [];
  let awaitingReply = 0;
  let failures: { code: number; text: string; times: number } | null = null;
  let drop = false;
  let refuse = false;
  const rejectRecipients = new Map<string, { code: number; text: string }>();
  const commandFaults = new Map<
    SinkCommand,
    { reply: { code: number; text: string } | 'drop'; times: number }
  >();
  // smtp-server hands no socket to onData; the newest connection is the one sending (one at a time here).
  const sockets = new Set<Socket>();

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      if (!refuse && (opts.anyUser || auth.username === user) && auth.password === password)
        return cb(null, { user: auth.username });
      cb(Object.assign(new Error('Username and Password not accepted'), { responseCode: 535 }));
    },
    onMailFrom(_address, _session, cb) {
      if (!commandFault('MAIL FROM', cb)) cb();
    },
    onRcptTo(address, _session, cb) {
      if (commandFault('RCPT TO', cb)) return;
      const reject = rejectRecipients.get(address.address);
      if (reject) return cb(Object.assign(new Error(reject.text), { responseCode: reject.code }));
      recipientsBegun.push(address.address);
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => {
        chunks.push(c);
        if (drop) {
          drop = false;
          [...sockets].at(-1)?.destroy();
        }
      });
      stream.on('end', () => {
        if (failures && failures.times > 0) {
          failures.times--;
          return cb(Object.assign(new Error(failures.text), { responseCode: failures.code }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parseMessage(raw),
          raw,
          receivedAt: Date.now(),
        });
        if (!opts.replyDelayMs) return cb();
        awaitingReply++;
        setTimeout(() => {
          awaitingReply--;
          cb();
        }, opts.replyDelayMs);
      });
    },
  });
  /** Answers the command with its fault, if one is due; true when it did. */
  function commandFault(command: SinkCommand, cb: (err?: Error | null) => void) {
    const fault = commandFaults.get(command);
    if (!fault || fault.times <= 0) return false;
    fault.times--;
    if (fault.reply === 'drop') [...sockets].at(-1)?.destroy();
    else cb(Object.assign(new Error(fault.reply.text), { responseCode: fault.reply.code }));
    return true;
  }
  const net = (server as unknown as { server: Server }).server;
  let connections = 0;
  net.on('connection', (socket: Socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = net.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    messages,
    get connections() {
      return connections;
    },
    recipientsBegun,
    get awaitingReply() {
      return awaitingReply;
    },
    rejectRecipients,
    failNext: (reply, times = 1) => {
      failures = { ...reply, times };
    },
    dropNext: () => {
      drop = true;
    },
    failCommand: (command, reply, times = 1) => {
      commandFaults.set(command, { reply, times });
    },
    refuseLogin: (on = true) => {
      refuse = on;
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Enough MIME for tests: headers, and the text and HTML parts decoded. */
export function parseMessage(raw: string): Pick<SinkMessage, 'headers' | 'subject' | 'text' | 'html'> {
  const { headers, body } = splitHeaders(raw);
  const parts: { type: string; body: string }[] = [];
  collectParts(headers, body, parts);
  return {
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: parts.find((p) => p.type === 'text/plain')?.body ?? '',
    html: parts.find((p) => p.type === 'text/html')?.body ?? '',
  };
}

function splitHeaders(raw: string) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectParts(headers: Map<string, string>, body: string, out: { type: string; body: string }[]) {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHeaders(chunk.replace(/^\r?\n/, ''));
      collectParts(part.headers, part.body, out);
    }
    return;
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  let decoded = body;
  if (encoding === 'base64') decoded = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') decoded = decodeQuotedPrintable(body);
  out.push({ type: type.split(';')[0].trim().toLowerCase(), body: decoded.replace(/\r\n/g, '\n').trimEnd() });
}

function decodeQuotedPrintable(text: string) {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h) => `%${h}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  } catch {
    return bytes;
  }
}

function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
