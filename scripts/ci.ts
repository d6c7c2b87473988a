// `npm test`: the typecheck and lint, the unit tests on PGlite, the unit tests on PostgreSQL (with
// TEST_DATABASE_URL) and the browser tests, in two phases whose steps run side by side (decision
// 093). Each step's lines are printed as they come, prefixed with its name, and kept in
// .tmp/ci-<step>.log; at the end each step's duration, the total and the one summary line over
// every step's JSON report. Any failed step fails the run.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { databaseTestFiles, root } from './ci-imports';
import { summarise } from './test-summary';

interface Step {
  name: string;
  /** Run one after another; the step stops at the first that fails. */
  commands: string[][];
  env?: Record<string, string>;
}

// Three workers on two cores: the unit tests wait on their databases, the fakes' sockets and timers
// often enough that a third file keeps the cores busy; measured faster than two and four (decision
// 090). UNIT_WORKERS overrides it.
const workers = process.env.UNIT_WORKERS ?? '3';
const vitest = (report: string) => [
  'npx',
  'vitest',
  'run',
  `--maxWorkers=${workers}`,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=.tmp/${report}-results.json`,
];

/**
 * The steps in phases: a phase's steps run side by side, the next phase starts when all of them
 * have ended. The browser tests come alone: beside a unit step their slowest pages ran into their
 * time limits. The unit steps and the check share the second phase: the PostgreSQL tests mostly
 * wait on their database, timers and child processes, and the others fill those waits (decision 093).
 */
function ciPhases(databaseUrl: string | undefined): Step[][] {
  const e2e: Step = {
    name: 'e2e',
    commands: [
      [
        'node',
        '--import',
        'tsx',
        'scripts/run-e2e.ts',
        '--reporter=default',
        '--reporter=json',
        '--outputFile.json=.tmp/e2e-results.json',
      ],
    ],
  };
  const check: Step = {
    name: 'check',
    commands: [
      ['npm', 'run', 'typecheck'],
      ['npm', 'run', 'lint'],
    ],
  };
  const pglite: Step = {
    name: 'unit:pglite',
    commands: [vitest('unit-pglite')],
    env: { TEST_BACKENDS: 'pglite' },
  };
  // Without TEST_DATABASE_URL the tests run on PGlite only, as they always did.
  if (!databaseUrl) return [[e2e], [pglite, check]];
  const postgres: Step = {
    name: 'unit:postgres',
    // Only the files that use a test database: the others ran in the PGlite step.
    commands: [[...vitest('unit-postgres'), ...databaseTestFiles()]],
    env: { TEST_BACKENDS: 'postgres' },
  };
  return [[e2e], [pglite, postgres, check]];
}

const running = new Set<ChildProcess>();

function runCommand(step: Step, command: string[], log: NodeJS.WritableStream): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: root,
      env: { ...process.env, ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    const prefix = `[${step.name}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        log.write(chunk);
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => {
        if (rest) process.stdout.write(`${prefix}${rest}\n`);
      });
    }
    child.on('close', (code, signal) => {
      running.delete(child);
      done(code ?? (signal ? 1 : 0));
    });
  });
}

async function runStep(step: Step) {
  const started = Date.now();
  const log = createWriteStream(join(root, `.tmp/ci-${step.name.replace(':', '-')}.log`));
  let code = 0;
  for (const command of step.commands) {
    code = await runCommand(step, command, log);
    if (code !== 0) break;
  }
  log.end();
  return { name: step.name, code, seconds: (Date.now() - started) / 1000 };
}

/** Phase after phase; a phase's steps at once. CI_ONE_PHASE=1 runs every step at once (more cores). */
async function runPhases(phases: Step[][]) {
  const plan = process.env.CI_ONE_PHASE === '1' ? [phases.flat()] : phases;
  const results: Awaited<ReturnType<typeof runStep>>[] = [];
  for (const phase of plan) results.push(...(await Promise.all(phase.map(runStep))));
  return results;
}

function duration(seconds: number) {
  const s = Math.round(seconds);
  return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
}

async function main() {
  const started = Date.now();
  const tmp = join(root, '.tmp');
  mkdirSync(tmp, { recursive: true });
  for (const file of readdirSync(tmp))
    if (file.endsWith('-results.json')) rmSync(join(tmp, file), { force: true });
  // Interrupted, no step is left running.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      for (const child of running) child.kill('SIGTERM');
      process.exit(130);
    });

  const results = await runPhases(ciPhases(process.env.TEST_DATABASE_URL));
  console.log('');
  for (const r of results)
    console.log(`${r.code === 0 ? 'ok    ' : 'FAILED'} ${r.name.padEnd(14)} ${duration(r.seconds)}`);
  const summary = summarise(tmp);
  console.log(summary.line);
  console.log(`CI: ${duration((Date.now() - started) / 1000)}`);
  const failed = results.filter((r) => r.code !== 0);
  if (failed.length > 0)
    console.log(
      `Fehlgeschlagen: ${failed.map((r) => `${r.name} (.tmp/ci-${r.name.replace(':', '-')}.log)`).join(', ')}`,
    );
  process.exit(failed.length > 0 || !summary.ok ? 1 : 0);
}

await main();
