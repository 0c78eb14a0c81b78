import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  ESEWA_UNAVAILABLE,
  esewaStatusBody,
  KHALTI_GENERIC,
  KHALTI_LOOKUP_HTTP,
  khaltiInitiateErrors,
  khaltiLookupBody,
} from './gateway-answers.ts';

// Local eSewa (ePay v2) and Khalti (KPG-2) servers answering as their documentation shows, body for
// body: eSewa's form and status API (https://developer.esewa.com.np/pages/Epay, "Status Check" and its
// "Response Types"), Khalti's initiate and lookup with `Authorization: Key` and their documented errors
// (https://docs.khalti.com/khalti-epayment/, "Error Responses", "Payment Status Code", "Generic
// Errors"), and a payment page of each that a browser clicks through (Pay or Cancel). Where the
// documentation gives a body but no HTTP status, the comment beside it says which status is served.

export const ESEWA_TEST = { productCode: 'EPAYTEST', secretKey: '8gBm/:&EnhH.1/q' };
export const KHALTI_TEST_KEY = 'live_secret_key_68791341fdd94846a146f0457ff7b455';

const sign = (fields: Record<string, unknown>, names: string, key: string) =>
  createHmac('sha256', key)
    .update(
      names
        .split(',')
        .map((n) => `${n}=${fields[n]}`)
        .join(','),
    )
    .digest('base64');
const code = (n: number) => randomBytes(n).toString('base64url').replace(/[-_]/g, 'x').slice(0, n);

export interface EsewaTxn {
  transaction_uuid: string;
  total_amount: string;
  product_code: string;
  success_url: string;
  failure_url: string;
  status: string;
  ref_id: string | null;
}
export interface KhaltiTxn {
  pidx: string;
  amount: number;
  purchase_order_id: string;
  purchase_order_name: string;
  return_url: string;
  status: string;
  transaction_id: string | null;
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
};
const page = (res: ServerResponse, title: string, inner: string) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="font-family:sans-serif;max-width:30rem;margin:2rem auto"><main><h1>${title}</h1>${inner}</main></body></html>`);
};
const buttons = (action: string, hidden: Record<string, string>) =>
  `<form method="post" action="${action}">${Object.entries(hidden)
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${v.replace(/"/g, '&quot;')}">`)
    .join(
      '',
    )}<button name="choice" value="pay">Pay</button> <button name="choice" value="cancel">Cancel</button></form>`;

export interface FakeGateways {
  url: string;
  esewa: Map<string, EsewaTxn>;
  khalti: Map<string, KhaltiTxn>;
  /**
   * while true the gateways are down: eSewa's status API gives its documented "Service is currently
   * unavailable", and Khalti, which documents no such answer, drops each connection unanswered
   */
  down: boolean;
  /** what the payment pages' Pay does: COMPLETE/Completed, or leave it pending */
  payLeaves: 'complete' | 'pending';
  /** the success `data` eSewa would send for a transaction, signed with `key` */
  esewaData(uuid: string, change?: Record<string, unknown>, key?: string): string;
  close(): Promise<void>;
}

export async function startFakeGateways(port = 0): Promise<FakeGateways> {
  const esewa = new Map<string, EsewaTxn>();
  const khalti = new Map<string, KhaltiTxn>();
  const state = { down: false, payLeaves: 'complete' as 'complete' | 'pending' };

  function esewaData(uuid: string, change: Record<string, unknown> = {}, key = ESEWA_TEST.secretKey) {
    const t = esewa.get(uuid)!;
    const names = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';
    const data: Record<string, unknown> = {
      transaction_code: t.ref_id ?? '000AWEO',
      status: 'COMPLETE',
      total_amount: Number(t.total_amount).toFixed(1),
      transaction_uuid: t.transaction_uuid,
      product_code: t.product_code,
      signed_field_names: names,
      ...change,
    };
    data.signature = sign(data, names, key);
    // As eSewa writes it: the amount a JSON number with its decimal ("total_amount":100.0), signed as written.
    const text = JSON.stringify(data).replace(/"total_amount":"(\d+\.\d+)"/, '"total_amount":$1');
    return Buffer.from(text).toString('base64');
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const text = await body(req);
    const api = !url.pathname.startsWith('/fake/') && url.pathname !== '/api/epay/main/v2/form';
    if (state.down && api) {
      if (url.pathname.startsWith('/epayment/')) return void req.socket.destroy();
      return json(res, 200, ESEWA_UNAVAILABLE);
    }
    // eSewa: the form the merchant's page POSTs, then eSewa's own page.
    if (url.pathname === '/api/epay/main/v2/form' && req.method === 'POST') {
      const f = Object.fromEntries(new URLSearchParams(text));
      const ok = f.signature === sign(f, f.signed_field_names ?? '', ESEWA_TEST.secretKey);
      if (!ok) return page(res, 'eSewa', '<p>Invalid payload signature.</p>');
      esewa.set(f.transaction_uuid!, {
        transaction_uuid: f.transaction_uuid!,
        total_amount: f.total_amount!,
        product_code: f.product_code!,
        success_url: f.success_url!,
        failure_url: f.failure_url!,
        status: 'PENDING',
        ref_id: null,
      });
      return page(
        res,
        'eSewa',
        `<p>Pay Rs. ${f.total_amount} to ${f.product_code}</p>${buttons('/fake/esewa/pay', { uuid: f.transaction_uuid! })}`,
      );
    }
    if (url.pathname === '/fake/esewa/pay' && req.method === 'POST') {
      const f = Object.fromEntries(new URLSearchParams(text));
      const t = esewa.get(f.uuid ?? '');
      if (!t) return page(res, 'eSewa', '<p>Payment not found.</p>');
      let location = t.failure_url;
      if (f.choice === 'pay') {
        t.status = state.payLeaves === 'complete' ? 'COMPLETE' : 'PENDING';
        t.ref_id = code(7);
        location = `${t.success_url}?data=${encodeURIComponent(esewaData(t.transaction_uuid, { status: 'COMPLETE' }))}`;
      } else t.status = 'CANCELED';
      res.writeHead(302, { location });
      return res.end();
    }
    if (url.pathname === '/api/epay/transaction/status/' && req.method === 'GET') {
      const q = Object.fromEntries(url.searchParams);
      const t = esewa.get(q.transaction_uuid ?? '');
      const same = t && t.product_code === q.product_code && Number(t.total_amount) === Number(q.total_amount);
      // Another product code, amount or uuid is not this transaction: NOT_FOUND, ref_id null.
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(esewaStatusBody(q, same ? t.status : 'NOT_FOUND', same ? t.ref_id : null));
    }
    // Khalti: initiate and lookup, each with the merchant's secret key.
    if (url.pathname.startsWith('/epayment/')) {
      const auth = req.headers.authorization ?? '';
      // Khalti's own examples write the keyword as "key" and as "Key".
      if (!/^key /i.test(auth)) return json(res, 401, KHALTI_GENERIC.noCredentials);
      if (auth.slice(4) !== KHALTI_TEST_KEY) return json(res, 401, KHALTI_GENERIC.invalidToken);
      let b: Record<string, unknown>;
      try {
        b = JSON.parse(text || '{}');
      } catch {
        return json(res, 400, { detail: 'JSON parse error' });
      }
      if (url.pathname === '/epayment/initiate/') {
        const errors = khaltiInitiateErrors(b);
        if (errors) return json(res, 400, errors);
        const pidx = code(22);
        khalti.set(pidx, {
          pidx,
          amount: Number(b.amount),
          purchase_order_id: String(b.purchase_order_id),
          purchase_order_name: String(b.purchase_order_name),
          return_url: String(b.return_url),
          status: 'Initiated',
          transaction_id: null,
        });
        // "Success Response": expires_at in Nepal time, as the documentation writes it.
        const expires = new Date(Date.now() + 1_800_000 + (5 * 60 + 45) * 60_000).toISOString().replace('Z', '');
        return json(res, 200, {
          pidx,
          payment_url: `${fake.url}/fake/khalti/pay?pidx=${pidx}`,
          expires_at: `${expires}+05:45`,
          expires_in: 1800,
        });
      }
      if (url.pathname === '/epayment/lookup/') {
        const t = khalti.get(String(b.pidx ?? ''));
        if (!t) return json(res, 404, KHALTI_GENERIC.notFound);
        return json(res, KHALTI_LOOKUP_HTTP[t.status] ?? 200, khaltiLookupBody(t));
      }
    }
    if (url.pathname === '/fake/khalti/pay') {
      const pidx = url.searchParams.get('pidx') ?? new URLSearchParams(text).get('pidx') ?? '';
      const t = khalti.get(pidx);
      if (!t) return page(res, 'Khalti', '<p>Payment not found.</p>');
      if (req.method === 'GET')
        return page(
          res,
          'Khalti',
          `<p>Pay Rs. ${t.amount / 100} for ${t.purchase_order_name}</p>${buttons('/fake/khalti/pay', { pidx })}`,
        );
      const pay = new URLSearchParams(text).get('choice') === 'pay';
      t.status = pay ? (state.payLeaves === 'complete' ? 'Completed' : 'Pending') : 'User canceled';
      if (pay) t.transaction_id = code(22);
      const back = new URLSearchParams({
        pidx,
        transaction_id: t.transaction_id ?? '',
        tidx: t.transaction_id ?? '',
        txnId: t.transaction_id ?? '',
        amount: String(t.amount),
        total_amount: String(t.amount),
        mobile: pay ? '98XXXXX904' : '',
        status: t.status,
        purchase_order_id: t.purchase_order_id,
        purchase_order_name: t.purchase_order_name,
      });
      res.writeHead(302, { location: `${t.return_url}?${back}` });
      return res.end();
    }
    json(res, 404, { detail: 'Not found.' });
  }

  const server: Server = createServer(
    (req, res) => void handle(req, res).catch(() => json(res, 500, { detail: 'error' })),
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.address() as { port: number }).port;
  const fake: FakeGateways = {
    url: `http://127.0.0.1:${listening}`,
    esewa,
    khalti,
    get down() {
      return state.down;
    },
    set down(v) {
      state.down = v;
    },
    get payLeaves() {
      return state.payLeaves;
    },
    set payLeaves(v) {
      state.payLeaves = v;
    },
    esewaData,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}

/** The app's configuration pointing at the fake gateways. */
export const gatewayConfig = (fake: FakeGateways) => ({
  ESEWA_FORM_URL: `${fake.url}/api/epay/main/v2/form`,
  ESEWA_STATUS_URL: `${fake.url}/api/epay/transaction/status/`,
  ESEWA_PRODUCT_CODE: ESEWA_TEST.productCode,
  ESEWA_SECRET_KEY: ESEWA_TEST.secretKey,
  KHALTI_BASE_URL: fake.url,
  KHALTI_SECRET_KEY: KHALTI_TEST_KEY,
});
