import { createServer, type IncomingMessage, type Server } from 'node:http';
import { freePort } from './server.ts';

/**
 * Local stand-ins for Nepal's SMS gateways, answering as their documentation shows:
 * - Sparrow SMS, `POST /v2/sms/` with token, from, to, text (form, JSON or query): 200
 *   `{ count, response_code: 200, response }`, or 403 `{ response_code, response }` with the
 *   documented codes (1002 Invalid Token, 1008 Invalid Sender, 1011 No valid receiver, 1013
 *   Insufficient Credits…).
 * - Aakash SMS v3, `POST /sms/v3/send` with auth_token, to, text: `{ error: false, message, data:
 *   { valid: [...], invalid: [...] } }`, or `{ error: true, message, data: [] }` ("The provided Auth
 *   Token is not valid.", "Not enough balance.").
 * Each keeps the messages it accepted; `credits` runs down one a message.
 */
export interface FakeSmsGateway {
  url: string;
  token: string;
  credits: number;
  messages: { to: string; text: string; from?: string }[];
  close(): Promise<void>;
}

async function fields(req: IncomingMessage): Promise<Record<string, string>> {
  let body = '';
  for await (const chunk of req) body += chunk;
  const query = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
  if ((req.headers['content-type'] ?? '').includes('json'))
    return { ...query, ...(JSON.parse(body || '{}') as object) };
  return { ...query, ...Object.fromEntries(new URLSearchParams(body)) };
}

async function start(handle: (gateway: FakeSmsGateway, f: Record<string, string>, path: string) => [number, object]) {
  const port = await freePort();
  const gateway: FakeSmsGateway = {
    url: `http://127.0.0.1:${port}`,
    token: 'v2_test-token-abc123',
    credits: 100,
    messages: [],
    close: () => new Promise((r) => server.close(() => r())),
  };
  const server: Server = createServer(async (req, res) => {
    const [status, body] =
      req.method === 'POST' || req.method === 'GET'
        ? handle(gateway, await fields(req), new URL(req.url ?? '/', 'http://x').pathname)
        : [405, { message: 'Method not allowed' }];
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return gateway;
}

const mobile = (to: string) => /^(977)?9[78]\d{8}$/.test(to);

export const fakeSparrow = () =>
  start((g, f, path) => {
    if (path !== '/v2/sms/') return [404, { response_code: 404, response: 'Not found' }];
    if (!f.token || !f.from || !f.to || !f.text)
      return [403, { response_code: 1000, response: 'A required field is missing' }];
    if (f.token !== g.token) return [403, { response_code: 1002, response: 'Invalid Token' }];
    if (!/^[A-Za-z0-9_]{1,11}$/.test(f.from)) return [403, { response_code: 1008, response: 'Invalid Sender' }];
    const to = f.to.split(',').filter(mobile);
    if (!to.length) return [403, { response_code: 1011, response: 'No valid receiver' }];
    if (g.credits < to.length) return [403, { response_code: 1013, response: 'Insufficient Credits' }];
    g.credits -= to.length;
    for (const n of to) g.messages.push({ to: n, text: f.text, from: f.from });
    return [200, { count: to.length, response_code: 200, response: `${to.length} mesages has been queued.` }];
  });

export const fakeAakash = () =>
  start((g, f, path) => {
    if (path !== '/sms/v3/send') return [404, { error: true, message: 'Not found', data: [] }];
    if (!f.auth_token) return [200, { error: true, message: 'The auth token field is required.', data: [] }];
    if (f.auth_token !== g.token)
      return [200, { error: true, message: 'The provided Auth Token is not valid.', data: [] }];
    if (!f.to || !f.text) return [200, { error: true, message: 'The to field is required.', data: [] }];
    const numbers = f.to.split(',');
    if (g.credits < numbers.filter(mobile).length)
      return [200, { error: true, message: 'Not enough balance.', data: [] }];
    const valid = numbers.filter(mobile).map((n, i) => {
      g.credits -= 1;
      g.messages.push({ to: n, text: f.text });
      return {
        id: 2673160 + g.messages.length + i,
        mobile: `977${n.slice(-10)}`,
        text: f.text,
        credit: 1,
        network: 'ntc',
        status: 'queued',
      };
    });
    const invalid = numbers
      .filter((n) => !mobile(n))
      .map((n) => ({ mobile: n, text: f.text, credit: 0, network: 'N/A', status: 'aborted' }));
    return [
      200,
      { error: false, message: `${valid.length} messages has been queued for delivery.`, data: { valid, invalid } },
    ];
  });
