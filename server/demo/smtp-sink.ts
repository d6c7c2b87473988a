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
  /** Reply with this code and text to the next `times` messages (at DATA's end). */
  failNext(reply: { code: number; text: string }, times?: number): void;
  /** Drop the connection in the middle of the next message's data, once. */
  dropNext(): void;
  /** Refuse mail to these recipients with the given reply (at RCPT TO). */
  rejectRecipients: Map<string, { code: number; text: string }>;
  /** Refuse every login from now on. */
  refuseLogin(on?: boolean): void;
  close(): Promise<void>;
}

/** anyUser: any address signs in with the password (the demo, where each company sends as itself). */
export async function startSmtpSink(
  opts: { user?: string; password?: string; anyUser?: boolean } = {},
): Promise<SmtpSink> {
  const user = opts.user ?? 'firma@example.com';
  const password = opts.password ?? 'app-passwort-1234';
  const messages: SinkMessage[] = [];
  let failures: { code: number; text: string; times: number } | null = null;
  let drop = false;
  let refuse = false;
  const rejectRecipients = new Map<string, { code: number; text: string }>();
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
    onRcptTo(address, _session, cb) {
      const reject = rejectRecipients.get(address.address);
      if (reject) return cb(Object.assign(new Error(reject.text), { responseCode: reject.code }));
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
        cb();
      });
    },
  });
  const net = (server as unknown as { server: Server }).server;
  net.on('connection', (socket: Socket) => {
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
    rejectRecipients,
    failNext: (reply, times = 1) => {
      failures = { ...reply, times };
    },
    dropNext: () => {
      drop = true;
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
