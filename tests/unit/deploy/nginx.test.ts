import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX, startNginx, writeNginx } from '../../support/nginx.ts';
import { skipOutsideCi } from '../../support/ci.ts';
import { freePort } from '../../support/server.ts';

// deploy/nginx/isp-site.conf on Debian's nginx, with a self-signed certificate where Let's Encrypt's
// goes, in front of a server that answers with the headers it was sent. The cluster suite
// (tests/cluster) runs the same file in front of two real servers on PostgreSQL.

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    // The certificate is the test's own; what is checked here is nginx's answer, not the chain.
    const req = send(url, { headers, rejectUnauthorized: false }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe.skipIf(skipOutsideCi(existsSync(NGINX)))('the nginx configuration (deploy/nginx/isp-site.conf)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'isp-nginx-'));
  const upstream = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ url: req.url, headers: req.headers }));
  });
  let proxy: Awaited<ReturnType<typeof startNginx>>;
  let https: string;
  let http: string;

  beforeAll(async () => {
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
    proxy = await startNginx(join(dir, 'nginx'), [(upstream.address() as AddressInfo).port]);
    https = `https://127.0.0.1:${proxy.ports.https}`;
    http = `http://127.0.0.1:${proxy.ports.http}`;
  });
  afterAll(async () => {
    await proxy?.stop();
    upstream.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('passes nginx -t with a certificate in place, with no warning but the one its comment names', async () => {
    const ports = { upstreams: [4321, 4322], http: await freePort(), https: await freePort(), plain: await freePort() };
    const check = writeNginx(join(dir, 'check'), ports);
    expect(check.ok, check.said.join('\n')).toBe(true);
    // nginx 1.25.1 and later deprecate `listen … http2`, which Debian 12's nginx 1.22 needs.
    expect(check.said.filter((line) => !/"listen \.\.\. http2" directive is deprecated/.test(line))).toEqual([]);
  });

  it('sends plain HTTP to the site’s HTTPS address, path and query kept', async () => {
    for (const host of ['www.example.test', '203.0.113.7']) {
      const answer = await get(`${http}/plans?tab=sme`, { host });
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe('https://127.0.0.1/plans?tab=sme');
    }
  });

  it('answers Let’s Encrypt’s challenge on plain HTTP from the webroot certbot writes to', async () => {
    mkdirSync(join(proxy.webroot, '.well-known/acme-challenge'), { recursive: true });
    writeFileSync(join(proxy.webroot, '.well-known/acme-challenge/token-1'), 'token-1.key');
    const answer = await get(`${http}/.well-known/acme-challenge/token-1`, { host: 'example.test' });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('token-1.key');
  });

  it('serves the site over HTTPS with HSTS, telling the servers the visitor’s own address and the scheme', async () => {
    const answer = await get(`${https}/booking?plan=a`, { 'x-forwarded-for': '203.0.113.9' });
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000');
    const seen = JSON.parse(answer.body) as { url: string; headers: IncomingHttpHeaders };
    expect(seen.url).toBe('/booking?plan=a');
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBe('https');
    expect(seen.headers.host).toBe('127.0.0.1');
  });

  it('redirects the site’s other name to its one address, over HTTPS too', async () => {
    const answer = await get(`${https}/faq`, { host: 'localhost' });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('https://127.0.0.1/faq');
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000');
  });

  it('speaks TLS 1.2 or 1.3 and offers HTTP/2', async () => {
    const socket = connect({
      host: '127.0.0.1',
      port: proxy.ports.https,
      rejectUnauthorized: false,
      ALPNProtocols: ['h2'],
    });
    await new Promise((done, fail) => socket.once('secureConnect', done).once('error', fail));
    expect(['TLSv1.2', 'TLSv1.3']).toContain(socket.getProtocol());
    expect(socket.alpnProtocol).toBe('h2');
    socket.destroy();
  });
});
