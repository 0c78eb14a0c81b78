import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../../../src/server/config.ts';

it('README and .env.example document every variable the server reads', () => {
  const readme = readFileSync('README.md', 'utf8');
  const example = readFileSync('.env.example', 'utf8');
  expect(CONFIG_VARIABLES.length).toBeGreaterThan(20);
  for (const name of CONFIG_VARIABLES) {
    expect(readme, `README: ${name}`).toContain(`| \`${name}\` |`);
    expect(example, `.env.example: ${name}`).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
  }
});
