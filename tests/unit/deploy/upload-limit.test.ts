import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_UPLOAD_MB } from '../../../src/lib/constants.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { ROOT } from '../../support/server.ts';

// A 7.7 MB phone photo got nginx's 413 (6 MB then) while the servers take 25 MB. One value,
// MAX_UPLOAD_MB in /etc/isp-site.env, sets both: the servers read it, and
// deploy/nginx/site-config.sh writes nginx's client_max_body_size from it.
const SCRIPT = join(ROOT, 'deploy/nginx/site-config.sh');
const bodySize = (conf: string) => /client_max_body_size (\d+)m;/.exec(conf)?.[1];
const dir = mkdtempSync(join(tmpdir(), 'isp-upload-limit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function siteConfig(envFile: string, domain = 'isp.com.np') {
  const run = spawnSync('sh', [SCRIPT, domain], { encoding: 'utf8', env: { ...process.env, ENV_FILE: envFile } });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

describe('the upload limit, one value for the servers and nginx', () => {
  it('ships the same number everywhere: the servers’ default, the env file, nginx’s file plus 1 MB', () => {
    const example = readFileSync(join(ROOT, 'deploy/isp-site.env.example'), 'utf8');
    expect(parseEnv(example).MAX_UPLOAD_MB).toBe(String(DEFAULT_MAX_UPLOAD_MB));
    expect(loadConfig({}).MAX_UPLOAD_MB).toBe(DEFAULT_MAX_UPLOAD_MB);
    expect(bodySize(readFileSync(join(ROOT, 'deploy/nginx/isp-site.conf'), 'utf8'))).toBe(
      String(DEFAULT_MAX_UPLOAD_MB + 1),
    );
    expect(bodySize(siteConfig(join(ROOT, 'deploy/isp-site.env.example')))).toBe(String(DEFAULT_MAX_UPLOAD_MB + 1));
  });

  it('writes nginx’s limit from the MAX_UPLOAD_MB the servers read, and the domain', () => {
    const env = join(dir, 'isp-site.env');
    writeFileSync(
      env,
      'DATABASE_URL=postgres://isp:x@127.0.0.1/isp\n# MAX_UPLOAD_MB=99 (a comment)\nMAX_UPLOAD_MB=40\n',
    );
    const conf = siteConfig(env);
    expect(bodySize(conf)).toBe('41');
    expect(loadConfig(parseEnv(readFileSync(env, 'utf8'))).MAX_UPLOAD_MB).toBe(40);
    expect(conf).toContain('server_name www.isp.com.np isp.com.np;');
    expect(conf).not.toContain('example.com.np');
    expect(conf.match(/client_max_body_size/g)).toHaveLength(1);
  });

  it('uses the servers’ default when the env file does not set it', () => {
    const env = join(dir, 'without.env');
    writeFileSync(env, 'SITE_URL=https://www.isp.com.np\n');
    expect(bodySize(siteConfig(env))).toBe(String(DEFAULT_MAX_UPLOAD_MB + 1));
  });
});
