// A local SMTP server standing in for Gmail: records what arrives and can misbehave on demand.
import type { AddressInfo, Server, Socket } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

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
  /** Answer each message's data this much later from now on (0: at once). */
  setReplyDelay(ms: number): void;
  close(): Promise<void>;
}

export type SinkCommand = 'MAIL FROM' | 'RCPT TO';

type SinkOptions = {
  user?: string;
  password?: string;
  /** Any address signs in with the password (the demo, where each company sends as itself). */
  anyUser?: boolean;
  /**
   * A slow server, answering each message's data that much later; the message counts as arrived
   * when its data has (a real server delivers it even when the client is gone by the reply).
   */
  replyDelayMs?: number;
};

type SmtpReply = { code: number; text: string };

/** The sink's whole state: what the SMTP handlers read and the test controls change. */
interface SinkState {
  opts: SinkOptions;
  user: string;
  password: string;
  messages: SinkMessage[];
  recipientsBegun: string[];
  awaitingReply: number;
  failures: (SmtpReply & { times: number }) | null;
  drop: boolean;
  refuse: boolean;
  connections: number;
  rejectRecipients: Map<string, SmtpReply>;
  commandFaults: Map<SinkCommand, { reply: SmtpReply | 'drop'; times: number }>;
  // smtp-server hands no socket to onData; the newest connection is the one sending (one at a time here).
  sockets: Set<Socket>;
}

export async function startSmtpSink(opts: SinkOptions = {}): Promise<SmtpSink> {
  const state: SinkState = {
    opts,
    user: opts.user ?? 'firma@example.com',
    password: opts.password ?? 'app-passwort-1234',
    messages: [],
    recipientsBegun: [],
    awaitingReply: 0,
    failures: null,
    drop: false,
    refuse: false,
    connections: 0,
    rejectRecipients: new Map(),
    commandFaults: new Map(),
    sockets: new Set(),
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      if (!state.refuse && (opts.anyUser || auth.username === state.user) && auth.password === state.password)
        return cb(null, { user: auth.username });
      cb(Object.assign(new Error('Username and Password not accepted'), { responseCode: 535 }));
    },
    onMailFrom(_address, _session, cb) {
      if (!commandFault(state, 'MAIL FROM', cb)) cb();
    },
    onRcptTo(address, _session, cb) {
      if (commandFault(state, 'RCPT TO', cb)) return;
      const reject = state.rejectRecipients.get(address.address);
      if (reject) return cb(Object.assign(new Error(reject.text), { responseCode: reject.code }));
      state.recipientsBegun.push(address.address);
      cb();
    },
    onData: (stream, session, cb) => receive(state, stream, session, cb),
  });
  const net = (server as unknown as { server: Server }).server;
  net.on('connection', (socket: Socket) => {
    state.connections++;
    state.sockets.add(socket);
    socket.on('close', () => state.sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = net.address() as AddressInfo;
  return sinkControls(state, port, server);
}

/** DATA: drop or fail on demand, else record the message (and hold the reply when slow). */
function receive(
  state: SinkState,
  stream: NodeJS.ReadableStream,
  session: SMTPServerSession,
  cb: (err?: Error | null) => void,
) {
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => {
    chunks.push(c);
    if (state.drop) {
      state.drop = false;
      [...state.sockets].at(-1)?.destroy();
    }
  });
  stream.on('end', () => {
    const { failures } = state;
    if (failures && failures.times > 0) {
      failures.times--;
      return cb(Object.assign(new Error(failures.text), { responseCode: failures.code }));
    }
    const raw = Buffer.concat(chunks).toString('utf8');
    state.messages.push({
      from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
      to: session.envelope.rcptTo.map((r) => r.address),
      ...parseMessage(raw),
      raw,
      receivedAt: Date.now(),
    });
    const delay = state.opts.replyDelayMs;
    if (!delay) return cb();
    state.awaitingReply++;
    setTimeout(() => {
      state.awaitingReply--;
      cb();
    }, delay);
  });
}

/** Answers the command with its fault, if one is due; true when it did. */
function commandFault(state: SinkState, command: SinkCommand, cb: (err?: Error | null) => void) {
  const fault = state.commandFaults.get(command);
  if (!fault || fault.times <= 0) return false;
  fault.times--;
  if (fault.reply === 'drop') [...state.sockets].at(-1)?.destroy();
  else cb(Object.assign(new Error(fault.reply.text), { responseCode: fault.reply.code }));
  return true;
}

function sinkControls(state: SinkState, port: number, server: SMTPServer): SmtpSink {
  return {
    host: '127.0.0.1',
    port,
    user: state.user,
    password: state.password,
    messages: state.messages,
    get connections() {
      return state.connections;
    },
    recipientsBegun: state.recipientsBegun,
    get awaitingReply() {
      return state.awaitingReply;
    },
    rejectRecipients: state.rejectRecipients,
    failNext: (reply, times = 1) => {
      state.failures = { ...reply, times };
    },
    dropNext: () => {
      state.drop = true;
    },
    failCommand: (command, reply, times = 1) => {
      state.commandFaults.set(command, { reply, times });
    },
    refuseLogin: (on = true) => {
      state.refuse = on;
    },
    setReplyDelay: (ms) => {
      state.opts = { ...state.opts, replyDelayMs: ms };
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of state.sockets) s.destroy();
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
