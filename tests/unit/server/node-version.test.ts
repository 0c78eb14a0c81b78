import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeProblem } from '../../../src/server/node-version.js';

describe('the Node.js version check', () => {
  it('refuses a Node without flag-free type stripping or node:sqlite, and says which is needed', () => {
    for (const old of [
      '18.20.4',
      '20.20.2',
      '22.12.0',
      '22.17.1',
      '22.22.1',
      '23.6.0',
      '24.0.0',
      '24.14.1',
      '25.2.0',
    ]) {
      expect(nodeProblem(old), old).toMatch(
        new RegExp(`This is Node\\.js ${old.replace(/\./g, '\\.')}; the server needs Node\\.js 24\\.15 or later`),
      );
    }
  });

  it('accepts the versions that run the server', () => {
    for (const ok of ['22.22.2', '22.23.0', '24.15.0', '24.21.0', '26.0.0', '27.1.0'])
      expect(nodeProblem(ok), ok).toBeUndefined();
  });

  it('says the same as engines.node in package.json', () => {
    const { engines } = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(engines.node).toBe('^22.22.2 || ^24.15.0 || >=26.0.0');
  });
});
