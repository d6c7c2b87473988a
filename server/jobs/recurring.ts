// Recurring tasks: work the server does on a clock rather than on a queued job (the list of them
// is server/job-list.ts). Tasks of one interval run one after another in the list's order, so a
// task can rely on the ones before it (the reminders are written before the delivery sends them).
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { JobContext } from './job-context';
import type { JobEngine } from './job-engine';

export interface TaskScope {
  ctx: JobContext;
  /** A test's clock (JobEngine.tick); undefined on the timer, where each task reads the time itself. */
  clock?: Date;
}

/** What a task on an instance with workers has beside the context: pg-boss and the engine. */
export interface WorkerScope extends TaskScope {
  boss: PgBoss;
  engine: JobEngine;
}

export interface TaskBase<S> {
  /** Names the task in logs ('<name> failed'). */
  name: string;
  everyMs: number;
  run(scope: S): Promise<unknown>;
  /**
   * Runs beside the tasks after it: the clock does not wait for it, and it is not started again
   * while it still runs (a long paced mail delivery never delays a scan's start).
   */
  beside?: boolean;
}

/** The app's own housekeeping: runs on every instance from its start, whatever SCAN_WORKERS says. */
export interface InstanceTask extends TaskBase<TaskScope> {
  on: 'every-instance';
}

/**
 * Runs only where workers run (SCAN_WORKERS=on), once pg-boss is up; 'scheduler' tasks only there
 * with SCHEDULER=on too. On such an instance the first run is at once.
 */
export interface WorkerTask extends TaskBase<WorkerScope> {
  on: 'workers' | 'scheduler';
}

export type RecurringTask = InstanceTask | WorkerTask;

export interface TaskRunner<S> {
  /** Runs every task once, in order; with `awaitBeside` it also waits for the tasks that run beside. */
  runAll(scope: S, awaitBeside: boolean): Promise<void>;
  /** Runs the tasks on their intervals (`everyMs(task)`, 0: not at all), the first time after `firstMs`. */
  schedule(scope: () => S, everyMs: (task: TaskBase<S>) => number, firstMs: number | null): void;
  /** Stops the timers and waits for the runs under way. */
  stop(): Promise<void>;
}

export function createTaskRunner<S>(tasks: TaskBase<S>[], log: FastifyBaseLogger): TaskRunner<S> {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  const besides = new Map<object, Promise<void>>();

  const track = (run: Promise<void>) => {
    running.add(run);
    return run.finally(() => running.delete(run));
  };
  const guarded = (task: TaskBase<S>, scope: S) =>
    task
      .run(scope)
      .then(() => undefined)
      .catch((error) => log.error({ code: error?.code, task: task.name }, `${task.name} failed`));
  const beside = (task: TaskBase<S>, scope: S) => {
    let run = besides.get(task);
    if (!run) {
      run = track(guarded(task, scope)).finally(() => besides.delete(task));
      besides.set(task, run);
    }
    return run;
  };
  const runAll = async (group: TaskBase<S>[], scope: S, awaitBeside: boolean) => {
    const aside: Promise<void>[] = [];
    for (const task of group) {
      if (task.beside) aside.push(beside(task, scope));
      else await guarded(task, scope);
    }
    if (awaitBeside) await Promise.all(aside);
  };

  return {
    runAll: (scope, awaitBeside) => runAll(tasks, scope, awaitBeside),
    schedule(scope, everyMs, firstMs) {
      const groups = new Map<number, TaskBase<S>[]>();
      for (const task of tasks) {
        const ms = everyMs(task);
        if (ms > 0) groups.set(ms, [...(groups.get(ms) ?? []), task]);
      }
      for (const [ms, group] of groups) {
        let run: Promise<void> | undefined;
        const tick = () => {
          // A run still under way when the next is due: that one is skipped.
          if (run) return;
          run = track(runAll(group, scope(), false)).finally(() => {
            run = undefined;
          });
        };
        if (firstMs !== null) timers.push(setTimeout(tick, firstMs).unref());
        timers.push(setInterval(tick, ms).unref());
      }
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.length = 0;
      await Promise.all([...running]);
    },
  };
}
