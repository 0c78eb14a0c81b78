import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, ROOT } from './server.ts';

// Debian's nginx running deploy/nginx/isp-site.conf in a folder of the test's: the file as an
// operator installs it (docs/going-live.md), with the test's ports, a self-signed certificate where
// Let's Encrypt's would be, and the site's name 127.0.0.1, so that requests to the loopback are
// requests to the site's own address.

export const NGINX = '/usr/sbin/nginx';
const SITE = 'www.example.com.np';
const OTHER_NAME = 'example.com.np';

export interface SitePorts {
  /** the upstream servers' ports */
  upstreams: number[];
  /** plain HTTP: Let's Encrypt's challenges and the redirect to HTTPS (80 in the file) */
  http: number;
  /** HTTPS (443 in the file) */
  https: number;
  /** the HTTPS server answering plain HTTP too, so that tests can send from chosen addresses without TLS */
  plain: number;
}

/** A certificate for 127.0.0.1 and its key, made by openssl in `dir`. */
export function selfSignedCertificate(dir: string) {
  const cert = join(dir, 'fullchain.pem');
  const key = join(dir, 'privkey.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'].concat([
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  return { cert, key };
}

/** deploy/nginx/isp-site.conf as it runs in `dir` on `ports`: what the sed of the install does, and the test's ports and paths. */
export function siteConfig(dir: string, ports: SitePorts) {
  const { cert, key } = selfSignedCertificate(dir);
  const file = readFileSync(join(ROOT, 'deploy/nginx/isp-site.conf'), 'utf8');
  const upstream = file.match(/^\s*server 127\.0\.0\.1:\d+.*$/m)![0];
  return file
    .replace(/^\s*server 127\.0\.0\.1:\d+.*\n/gm, '')
    .replace(
      /upstream isp_site \{\n/,
      `upstream isp_site {\n${ports.upstreams.map((p) => upstream.replace(/:\d+/, `:${p}`)).join('\n')}\n`,
    )
    .replaceAll(SITE, '127.0.0.1')
    .replaceAll(OTHER_NAME, 'localhost')
    .replace(/^\s*listen \[::\]:\d+.*\n/gm, '')
    .replace(/listen 80;/, `listen 127.0.0.1:${ports.http};`)
    .replace(/listen 443 (.*);/, `listen 127.0.0.1:${ports.https} $1;\n    listen 127.0.0.1:${ports.plain};`)
    .replace(/ssl_certificate \S+;/, `ssl_certificate ${cert};`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`)
    .replace('root /var/www/html;', `root ${join(dir, 'webroot')};`);
}

/** The http block of Debian's /etc/nginx/nginx.conf around the site, plus a log of which server answered. */
function nginxConf(dir: string) {
  return [
    'worker_processes 1;',
    `error_log ${dir}/error.log;`,
    `pid ${dir}/nginx.pid;`,
    process.getuid?.() === 0 ? 'user root;' : '',
    'events { worker_connections 256; }',
    'http {',
    '  ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;',
    '  ssl_prefer_server_ciphers on;',
    '  gzip on;',
    "  log_format upstream '$upstream_addr $status $request';",
    `  access_log ${dir}/access.log upstream;`,
    `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;`,
    `  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
    `  include ${dir}/isp-site.conf;`,
    '}',
    '',
  ].join('\n');
}

/** Writes the site's configuration into `dir` and has `nginx -t` check it: whether it passed, and what nginx said beyond that. */
export function writeNginx(dir: string, ports: SitePorts) {
  mkdirSync(join(dir, 'webroot'), { recursive: true });
  writeFileSync(join(dir, 'isp-site.conf'), siteConfig(dir, ports));
  writeFileSync(join(dir, 'nginx.conf'), nginxConf(dir));
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
  const said = check.stderr
    .split('\n')
    .filter((line) => line && !/syntax is ok|test is successful/.test(line))
    .map((line) => line.replace(/^nginx: /, ''));
  return { ok: check.status === 0, said };
}

/** nginx with the site's configuration in `dir`, in front of the servers on `upstreams`. */
export async function startNginx(dir: string, upstreams: number[]) {
  const ports = { upstreams, http: await freePort(), https: await freePort(), plain: await freePort() };
  const check = writeNginx(dir, ports);
  if (!check.ok) throw new Error(`nginx -t: ${check.said.join('\n')}`);
  const proc = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${ports.plain}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url, { method: 'HEAD', redirect: 'manual' });
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    port: ports.plain,
    ports,
    webroot: join(dir, 'webroot'),
    upstreams: () => readFileSync(join(dir, 'access.log'), 'utf8'),
    stop: () =>
      new Promise<void>((done) => {
        if (proc.exitCode !== null) return done();
        proc.once('exit', () => done());
        proc.kill('SIGQUIT');
      }),
  };
}
