import type { FullConfig, FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Where a Playwright run's time goes: after the run, each test file's total time and test count,
 * slowest first, and the whole (issue 25: CI's time as the product grows). Retries count too. The same
 * figures go to file-times.json in the run's output folder (test-results/e2e-<port>/), what the two lanes
 * are balanced by once `npm run test:times` folds them into tests/timing/file-times.json (tests/timing/lanes.ts).
 */
export default class FileTimes implements Reporter {
  private files = new Map<string, { ms: number; tests: number }>();
  private started = Date.now();
  private outputDir = '';

  onBegin(config: FullConfig) {
    this.outputDir = config.projects[0]?.outputDir ?? '';
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(process.cwd(), test.location.file);
    const entry = this.files.get(file) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += 1;
    this.files.set(file, entry);
  }

  onEnd(_result: FullResult) {
    const rows = [...this.files].sort((a, b) => b[1].ms - a[1].ms);
    const tests = rows.reduce((sum, [, e]) => sum + e.ms, 0);
    const wall = Date.now() - this.started;
    console.log(
      `\nTime per file (tests ${(tests / 1000).toFixed(0)} s of ${(wall / 1000).toFixed(0)} s, the rest is the server's start and builds):`,
    );
    for (const [file, e] of rows)
      console.log(`${(e.ms / 1000).toFixed(1).padStart(7)} s  ${String(e.tests).padStart(3)} tests  ${file}`);
    if (!this.outputDir) return;
    mkdirSync(this.outputDir, { recursive: true });
    writeFileSync(
      join(this.outputDir, 'file-times.json'),
      `${JSON.stringify({ wallMs: wall, testsMs: tests, files: Object.fromEntries(rows) }, null, 2)}\n`,
    );
  }

  printsToStdio() {
    return false;
  }
}
