// `npm test`: the typecheck and lint, the unit tests on PGlite, the unit tests on PostgreSQL (with
// TEST_DATABASE_URL) and the browser tests as parallel steps (decision 065). Each step's lines are
// printed as they come, prefixed with its name, and kept in .tmp/ci-<step>.log; at the end each
// step's duration, the total and the one summary line over every step's JSON report. Any failed
// step fails the run.
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

function ciSteps(databaseUrl: string | undefined): Step[] {
  // The longest step first: with fewer lanes than steps it starts at once (decision 082).
  const steps: Step[] = [
    {
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
    },
    {
      name: 'check',
      commands: [
        ['npm', 'run', 'typecheck'],
        ['npm', 'run', 'lint'],
      ],
    },
    { name: 'unit:pglite', commands: [vitest('unit-pglite')], env: { TEST_BACKENDS: 'pglite' } },
  ];
  // Without TEST_DATABASE_URL the tests run on PGlite only, as they always did.
  if (databaseUrl)
    steps.push({
      name: 'unit:postgres',
      // Only the files that use a test database: the others ran in the PGlite step.
      commands: [[...vitest('unit-postgres'), ...databaseTestFiles()]],
      env: { TEST_BACKENDS: 'postgres' },
    });
  return steps;
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

// How many steps run side by side (CI_STEPS_AT_ONCE; default all of them). Each lane takes the
// next step as soon as its last one ends, so with two lanes the browser tests (the longest step,
// first in the list) run in one while the others follow each other in the second (decision 082).
const stepsAtOnce = Math.max(1, Number(process.env.CI_STEPS_AT_ONCE ?? Number.POSITIVE_INFINITY) || 1);

/** Every step, at most `atOnce` at a time, each lane taking the next in list order. */
async function runSteps(steps: Step[], atOnce: number) {
  const queue = [...steps];
  const results: Awaited<ReturnType<typeof runStep>>[] = [];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) results.push(await runStep(step));
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, steps.length) }, lane));
  return steps.map((s) => results.find((r) => r.name === s.name)!);
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

  const results = await runSteps(ciSteps(process.env.TEST_DATABASE_URL), stepsAtOnce);
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
