// Plain TCP stand-ins for what a connection test may be pointed at: a far end that is no SMTP
// server (an SSH banner), one that never answers, and a port that refuses connections.
import { createServer, type Socket } from 'node:net';

export interface TcpDouble {
  host: string;
  port: number;
  /** Connections accepted so far. */
  connections: number;
  /** Everything the clients sent, as text. */
  received: string;
  close(): Promise<void>;
}

/** Greets every connection with `greeting` (null: says nothing) and records what comes back. */
export async function startTcpDouble(greeting: string | null): Promise<TcpDouble> {
  const sockets = new Set<Socket>();
  const double = { host: '127.0.0.1', port: 0, connections: 0, received: '' } as TcpDouble;
  const server = createServer((socket) => {
    double.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      double.received += chunk.toString('utf8');
    });
    if (greeting !== null) socket.write(greeting);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  double.port = (server.address() as { port: number }).port;
  double.close = () =>
    new Promise((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return double;
}

export const SSH_BANNER = 'SSH-2.0-OpenSSH_9.6\r\n';
export const startSshBanner = () => startTcpDouble(SSH_BANNER);

/** A local port nobody listens on (bound once, then released): connecting is refused. */
export async function refusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
