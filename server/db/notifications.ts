// LISTEN on PostgreSQL over a connection of its own, kept open: a NOTIFY from any instance reaches
// every instance (the run slots, docs/decisions/045 and 060). A hint only: whoever listens also looks for
// itself now and then, so a notification lost while the connection was down costs a pause, no more.
import type pg from 'pg';

/** Unsubscribes and closes the connection. */
export type Unlisten = () => Promise<void>;

const RECONNECT_MS = 2000;

/** `channel` is one of our own constants (an identifier), never input. */
export async function listenOnPostgres(
  Client: typeof pg.Client,
  url: string,
  channel: string,
  onNotify: () => void,
): Promise<Unlisten> {
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = new Client({ connectionString: url });
    let lost = false;
    const reconnect = () => {
      if (lost) return;
      lost = true;
      current = undefined;
      client.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
    };
    // A cut connection (restart, failover) emits 'error' and 'end': either starts one reconnect.
    client.on('error', reconnect);
    client.on('end', reconnect);
    client.on('notification', (message) => message.channel === channel && onNotify());
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
      // Unlistened while this connection was being made: it must not stay open.
      if (closed) return void (await client.end());
      current = client;
      // What was announced while no one listened is missed: the listener looks now.
      onNotify();
    } catch {
      reconnect();
    }
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await current?.end().catch(() => {});
  };
}
