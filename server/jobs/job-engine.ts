// What the rest of the server may ask of the job engine (server/jobs/engine.ts): services depend on
// this type only, never on the engine or on pg-boss.
export interface JobEngine {
  /**
   * Queues the fan-out of a scan row already written; any instance with workers takes it. With
   * `customerIds` the scan covers only those customers ('Kunde erneut scannen', issue 24).
   */
  enqueueScan(scanId: number, customerIds?: number[]): Promise<void>;
  /** Queues a removal check run already written (server/modules/removals/removal-check.ts). */
  enqueueRemovalCheck(checkRunId: number): Promise<void>;
  /**
   * Runs the recurring tasks of an instance with workers once, in order, waiting for all of them:
   * for tests with their own clock.
   */
  tick(now?: Date): Promise<void>;
}
