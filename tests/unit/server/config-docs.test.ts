import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from '../../../src/server/config.ts';

it('README and .env.example document every variable the server reads', () => {
  const readme = readFileSync('README.md', 'utf8');
  const example = readFileSync('.env.example', 'utf8');
  expect(CONFIG_VARIABLES.length).toBeGreaterThan(20);
  for (const name of CONFIG_VARIABLES) {
    expect(readme, `README: ${name}`).toContain(`| \`${name}\` |`);
    expect(example, `.env.example: ${name}`).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
  }
});

it('a fresh clone seeds the demo content, while the deployment files start a real install clean', () => {
  expect(loadConfig({}).SEED_DEMO).toBe(true);
  expect(readFileSync('deploy/isp-site.env.example', 'utf8')).toMatch(/^SEED_DEMO=false$/m);
  expect(readFileSync('deploy/isp-site@.service', 'utf8')).toMatch(/^Environment=SEED_DEMO=false$/m);
  // The README's deployment steps say how the real content gets in instead.
  const deployment = readFileSync('README.md', 'utf8').split('## Running more than one server')[1];
  expect(deployment).toMatch(/SEED_DEMO=false[\s\S]*Load the real content in the admin/);
});
