import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Each Vitest file's time (its import, tests and hooks), written to test-results/vitest/file-times.json
 * as the Playwright reporter (file-times.ts) writes the browser files': `npm run test:times` folds both
 * into tests/timing/file-times.json, which orders Vitest's files and balances the lanes.
 */
export default class VitestFileTimes implements Reporter {
  private files: Record<string, { ms: number; tests: number }> = {};
  private started = Date.now();

  onTestRunStart() {
    this.started = Date.now();
  }

  onTestModuleEnd(module: TestModule) {
    const d = module.diagnostic();
    const file = relative(process.cwd(), module.moduleId).split('\\').join('/');
    this.files[file] = {
      ms: Math.round(d.collectDuration + d.duration),
      tests: [...module.children.allTests()].length,
    };
  }

  onTestRunEnd() {
    const dir = join('test-results', 'vitest');
    mkdirSync(dir, { recursive: true });
    const files = Object.fromEntries(Object.entries(this.files).sort((a, b) => b[1].ms - a[1].ms));
    const wallMs = Date.now() - this.started;
    writeFileSync(join(dir, 'file-times.json'), `${JSON.stringify({ wallMs, files }, null, 2)}\n`);
  }
}
