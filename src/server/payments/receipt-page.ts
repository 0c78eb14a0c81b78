import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { formatWhen } from '../../lib/format-date.ts';
import { formatRupees } from '../../lib/payments.ts';
import { localNumber } from '../../i18n/numerals.ts';
import { inLang } from '../../i18n/content.ts';
import { type Lang, localePath } from '../../i18n/paths.ts';
import { type ReceiptMessages, receiptEn } from '../../i18n/receipt-en.ts';
import { receiptNe } from '../../i18n/receipt-ne.ts';
import type { Db } from '../db/index.ts';
import { receiptOf } from './receipt.ts';
import { getPayment } from './store.ts';

// The receipt at /pay/receipt/<id> and /ne/pay/receipt/<id>: written by the server from the payment
// (its id is the private link), printable, with no script. While the gateway has not confirmed the
// payment the page reloads itself every few seconds.

const WORDS: Record<Lang, ReceiptMessages> = { en: receiptEn, ne: receiptNe };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The site's own Devanagari font (a device without one would show boxes), served beside the receipt.
 * First in the list (its unicode-range leaves Latin to the system's face), fetched from the start on a
 * Nepali receipt, and its text waits for it (block): last in the list with swap, Chromium on a device
 * with no Devanagari face painted the heading and the state in boxes and kept them after it had come.
 */
const FONTS = join(import.meta.dirname, '..', '..', 'assets', 'fonts');
const FONT_LINKS = [400, 700]
  .map((w) => `<link rel="preload" href="/pay/receipt-font/${w}.woff2" as="font" type="font/woff2" crossorigin>`)
  .join('');
/** Only a Nepali receipt needs the Devanagari font from the start. */
const HEAD_FONTS: Record<Lang, string> = { en: '', ne: FONT_LINKS };
const FACES = [400, 700]
  .map(
    (w) =>
      `@font-face{font-family:"Noto Sans Devanagari";font-weight:${w};font-display:block;src:local("Noto Sans Devanagari"),url("/pay/receipt-font/${w}.woff2") format("woff2");unicode-range:U+0900-097F,U+200C-200D}`,
  )
  .join('');

const STYLE = `${FACES}body{margin:0;font-family:"Noto Sans Devanagari",system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#1e293b;background:#f8fafc;padding:0 1rem}
main{max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}
h1{font-size:1.5rem;margin:0 0 .25rem;color:#173aa3}.isp{margin:0 0 1rem;color:#475569}
.state{padding:.75rem 1rem;border-radius:.5rem;background:#eef5ff;color:#173aa3;font-weight:600}
.state.paid{background:#ecfdf5;color:#065f46}.state.bad{background:#fef2f2;color:#991b1b}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1rem;margin:1.25rem 0}dt{color:#475569}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
a{color:#1543c9}.note{color:#475569;font-size:.9rem}@media print{body{background:#fff;padding:0}main{border:0;margin:0}.noprint{display:none}}`;

export function receiptHtml(lang: Lang, receipt: Awaited<ReturnType<typeof receiptOf>> | undefined): string {
  const w = WORDS[lang];
  const pay = localePath(lang, '/pay');
  let body: string;
  let refresh = '';
  if (!receipt) body = `<h1>${w.title}</h1><p class="state bad">${w.missing}</p><p><a href="${pay}">${w.again}</a></p>`;
  else {
    const isp = inLang(lang, receipt.isp, 'name');
    const open = receipt.status === 'initiated' || receipt.status === 'pending';
    if (open) refresh = '<meta http-equiv="refresh" content="3">';
    const state =
      receipt.status === 'paid' ? w.paid : open ? w.pending : w[receipt.status as 'cancelled' | 'failed' | 'refunded'];
    const tone = receipt.status === 'paid' ? 'paid' : open ? '' : 'bad';
    const rows: [string, string][] = [
      [w.receiptNo, receipt._id],
      [w.customerId, receipt.customerId],
      [w.name, receipt.name],
      [w.amount, formatRupees(receipt.amount, lang)],
      [w.gateway, receipt.gateway === 'esewa' ? 'eSewa' : 'Khalti'],
      ...(receipt.gatewayTransactionId ? [[w.transaction, receipt.gatewayTransactionId] as [string, string]] : []),
      [w.date, formatWhen(lang, receipt.paidAt ?? receipt.createdAt)],
      ...(receipt.isp.pan ? [[w.pan, localNumber(lang, receipt.isp.pan)] as [string, string]] : []),
    ];
    body = `<h1>${w.title}</h1><p class="isp">${escapeHtml(isp)} · ${escapeHtml(receipt.isp.legalName.replace('{isp}', receipt.isp.name))}</p>
<p class="state ${tone}" role="status">${escapeHtml(state)}</p>
<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
${receipt.status === 'paid' ? `<p class="note">${w.print}</p>` : open ? '' : `<p class="noprint"><a href="${pay}">${w.again}</a></p>`}`;
  }
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">${HEAD_FONTS[lang]}${refresh}<title>${w.title}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export function receiptPages(db: Db) {
  const app = new Hono();
  const page = (lang: Lang) => async (c: Context) => {
    const payment = await getPayment(db, c.req.param('id') ?? '');
    const html = receiptHtml(lang, payment && (await receiptOf(db, payment)));
    return c.html(html, payment ? 200 : 404, { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });
  };
  app.get('/pay/receipt-font/:file{(400|700)\\.woff2}', async (c) => {
    const weight = c.req.param('file').slice(0, 3);
    const data = await readFile(join(FONTS, `noto-sans-devanagari-devanagari-${weight}-normal.woff2`));
    return c.body(data, 200, { 'content-type': 'font/woff2', 'cache-control': 'public, max-age=86400' });
  });
  app.get('/pay/receipt/:id', page('en'));
  app.get('/ne/pay/receipt/:id', page('ne'));
  return app;
}
