import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { readFileTimes, timeOf } from './lanes.ts';
import { relative } from 'node:path';

/**
 * Vitest's files, longest first by tests/timing/file-times.json (a file not measured yet counts at the
 * median): with two workers, a long file started last would run alone at the end of the lane.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const times = readFileTimes().vitest;
    const ms = (spec: TestSpecification) =>
      timeOf(times, relative(spec.project.config.root, spec.moduleId).split('\\').join('/'));
    return [...files].sort((a, b) => ms(b) - ms(a) || a.moduleId.localeCompare(b.moduleId));
  }
}
