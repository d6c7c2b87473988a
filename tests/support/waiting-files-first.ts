import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Files that mostly wait (an instance killed and started again, a takeover, a slow SMTP server) go
// first, so their waiting overlaps the other worker's files instead of ending the run alone: a
// fresh clone has no timings in vitest's cache to order by (bench log 2026-11-29-ci-lanes-and-workers).
const waiting = /\.(crash|instances|default-concurrency)\.test\.ts$/;

export class WaitingFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((f) => waiting.test(f.moduleId)),
      ...sorted.filter((f) => !waiting.test(f.moduleId)),
    ];
  }
}
