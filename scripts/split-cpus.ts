// Gives a local PostgreSQL CPUs of its own for a benchmark (decision 052): every server process,
// and so each backend it forks later, on the first half of the CPUs; this process and whatever it
// starts afterwards (the API server, wrk, pgbench's client) on the other half. As in any real
// deployment, the app then does not take its CPU from the database it is measured against.
// Linux only (taskset); needs the right to change the postgres user's processes (root).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface CpuSplit {
  database: string;
  clients: string;
  /** Puts every process back on all CPUs. */
  undo: () => void;
}

function taskset(pid: number, cpus: string) {
  return spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { encoding: 'utf8' });
}

/** The postmaster and its children now (backends come and go: one that just ended is no error). */
function serverProcesses(postmaster: number) {
  const children = spawnSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' }).stdout;
  return [postmaster, ...children.split('\n').filter(Boolean).map(Number)];
}

export async function splitCpus(databaseUrl: string): Promise<CpuSplit> {
  const n = availableParallelism();
  if (n < 2) throw new Error('--cpus split needs at least two CPUs; use --cpus shared');
  const half = Math.floor(n / 2);
  const range = (from: number, to: number) => (from === to ? String(from) : `${from}-${to}`);
  const database = range(0, half - 1);
  const clients = range(half, n - 1);
  const all = range(0, n - 1);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let dataDirectory: string;
  try {
    dataDirectory = (await client.query<{ data_directory: string }>('show data_directory')).rows[0]
      .data_directory;
  } finally {
    await client.end();
  }
  let postmaster: number;
  try {
    postmaster = Number(readFileSync(join(dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch (error) {
    throw new Error(
      `--cpus split needs PostgreSQL on this machine (${dataDirectory}/postmaster.pid: ${(error as Error).message}); use --cpus shared`,
    );
  }
  const pinned = taskset(postmaster, database);
  if (pinned.status !== 0)
    throw new Error(
      `--cpus split: taskset on PostgreSQL failed (${pinned.stderr.trim()}); use --cpus shared`,
    );
  for (const pid of serverProcesses(postmaster).slice(1)) taskset(pid, database);
  if (taskset(process.pid, clients).status !== 0)
    throw new Error('--cpus split: taskset on this process failed');

  const undo = () => {
    for (const pid of serverProcesses(postmaster)) taskset(pid, all);
    taskset(process.pid, all);
  };
  // Interrupted, it must not leave the database on half the machine.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      undo();
      process.exit(130);
    });
  return { database, clients, undo };
}
