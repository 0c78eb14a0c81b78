import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { needs, skipOutsideCi } from '../../support/ci.ts';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/index.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const INSTALL = '/srv/isp-site'; // where deploy/ puts the app
const STATE = '/var/lib/isp-site';

/** A systemd unit file's settings: each key with its values, in order. */
function unit(name: string) {
  const settings = new Map<string, string[]>();
  for (const line of readFileSync(join(ROOT, 'deploy', name), 'utf8').split('\n')) {
    const m = line.match(/^(\w+)=(.*)$/);
    if (m) settings.set(m[1], [...(settings.get(m[1]) ?? []), m[2]]);
  }
  return (key: string) => settings.get(key) ?? [];
}

const service = unit('isp-site-backup.service');
const timer = unit('isp-site-backup.timer');
const dir = mkdtempSync(join(tmpdir(), 'isp-backup-unit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One of the service's command lines as it would run here: the repository for the install, `dir` for the state folder. */
function command(line: string) {
  const [program, ...args] = line.replaceAll(INSTALL, ROOT).replaceAll(STATE, dir).split(/\s+/);
  return spawnSync(program === '/usr/bin/node' ? process.execPath : program, args, {
    cwd: service('WorkingDirectory')[0].replace(STATE, dir),
    env: { ...process.env, DATABASE_URL: `file:${join(dir, 'site.db')}` },
    encoding: 'utf8',
  });
}

it('the timer starts the backup service every night, and after a night the machine was off', () => {
  expect(timer('Unit')).toEqual(['isp-site-backup.service']);
  expect(existsSync(join(ROOT, 'deploy', timer('Unit')[0]))).toBe(true);
  expect(timer('OnCalendar')).toEqual(['*-*-* 02:30:00']);
  expect(timer('Persistent')).toEqual(['true']);
  expect(timer('WantedBy')).toEqual(['timers.target']);
});

it('the service runs what `npm run backup` runs, as the servers’ user, with their database', () => {
  const backup = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.backup as string;
  const [node, ...args] = service('ExecStart')[0].split(/\s+/);
  expect(node).toBe('/usr/bin/node');
  expect(['node', ...args.map((a) => a.replace(`${INSTALL}/`, ''))].join(' ')).toBe(backup);
  for (const file of args) expect(existsSync(file.replace(INSTALL, ROOT)), file).toBe(true);
  expect(service('User')).toEqual(['isp']);
  expect(service('EnvironmentFile')).toEqual(['/etc/isp-site.env']);
  expect(service('UMask')).toEqual(['0077']);
  expect(service('WorkingDirectory')).toEqual([STATE]);
  expect(service('StateDirectory')).toEqual(['isp-site']);
});

it('makes a backup in the state folder and deletes the ones older than 14 days', async () => {
  const database = await openDatabase(`file:${join(dir, 'site.db')}`);
  await database.close();
  const made = command(service('ExecStart')[0]);
  expect(made.status, made.stderr).toBe(0);
  const [backup] = readdirSync(join(dir, 'backups'));
  expect(backup).toMatch(/^site-[\dTZ-]+\.db$/);

  const day = 24 * 3600;
  const aged = (name: string, days: number) => {
    writeFileSync(join(dir, 'backups', name), '');
    utimesSync(join(dir, 'backups', name), Date.now() / 1000 - days * day, Date.now() / 1000 - days * day);
  };
  aged('site-old.db', 15);
  aged('site-recent.db', 13.5);
  aged('notes.txt', 30);
  const pruned = command(service('ExecStartPost')[0]);
  expect(pruned.status, pruned.stderr).toBe(0);
  expect(readdirSync(join(dir, 'backups')).sort()).toEqual([backup, 'notes.txt', 'site-recent.db'].sort());
});

it('keeps `npm run backup`’s default folder, customers’ data, out of git', () => {
  expect(readFileSync(join(ROOT, '.gitignore'), 'utf8')).toMatch(/^backups\/$/m);
});

const HAS_SYSTEMD = spawnSync('systemd-analyze', ['--version']).status === 0;
it.skipIf(skipOutsideCi(HAS_SYSTEMD))('ships units that systemd-analyze accepts', () => {
  needs(HAS_SYSTEMD, 'systemd-analyze (Debian package systemd)');
  const units = join(dir, 'systemd');
  mkdirSync(units);
  for (const name of ['isp-site-backup.service', 'isp-site-backup.timer'])
    writeFileSync(join(units, name), readFileSync(join(ROOT, 'deploy', name)));
  const r = spawnSync('systemd-analyze', ['verify', 'isp-site-backup.service', 'isp-site-backup.timer'], {
    cwd: units,
    encoding: 'utf8',
  });
  expect(`${r.stdout}${r.stderr}`.trim()).toBe('');
  expect(r.status).toBe(0);
});
