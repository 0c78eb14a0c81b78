/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { fill } from '../i18n/fill.ts';
import type { PayMessages } from '../i18n/pay-en.ts';
import type { Lang } from '../i18n/paths.ts';
import { CUSTOMER_ID_MAX, formatRupees } from '../lib/payments.ts';
import { localNumber } from '../i18n/numerals.ts';
import { Labelled } from './Labelled.tsx';

interface Props {
  lang: Lang;
  t: PayMessages;
}
interface Found {
  customerId: string;
  name: string;
  dueAmount: number;
  monthly: number | null;
  gateways: ('esewa' | 'khalti')[];
  limits: { min: number; max: number };
}
const GATEWAY_NAMES = { esewa: 'eSewa', khalti: 'Khalti' } as const;

/** Sends the browser to the gateway: a form POST for eSewa, a plain visit of Khalti's payment_url. */
function go(redirect: { url: string; method: 'GET' | 'POST'; fields: Record<string, string> }) {
  if (redirect.method === 'GET') return location.assign(redirect.url);
  const form = document.createElement('form');
  form.method = 'post';
  form.action = redirect.url;
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** /pay: a customer ID, its masked name and amount due, how much and through which gateway, then off to pay. */
export default function PayForm({ lang, t }: Props) {
  const [customerId, setCustomerId] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [amount, setAmount] = useState(0);
  const [gateway, setGateway] = useState<'esewa' | 'khalti'>('esewa');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const rupees = (paisa: number) => formatRupees(paisa, lang);

  const problem = (status: number) =>
    status === 404 || status === 400 ? t.notFound : status === 429 ? t.tooMany : t.failed;

  // From My account (?customer=…): the account is looked up at once, so paying is the gateway's choice and Pay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the page opens
  useEffect(() => {
    const id = new URLSearchParams(location.search).get('customer')?.trim();
    if (id) {
      setCustomerId(id);
      void lookup(id);
    }
  }, []);

  const find = async (e: Event) => {
    e.preventDefault();
    if (!customerId.trim() || busy) return;
    await lookup(customerId.trim());
  };

  const lookup = async (id: string) => {
    setBusy(true);
    setError('');
    try {
      const res = await fetch(`/api/payment/customer/${encodeURIComponent(id)}`, {
        headers: { Accept: 'application/json' },
      });
      const body = await res.json().catch(() => null);
      if (!res.ok || !body) return setError(problem(res.status));
      setFound(body);
      setGateway(body.gateways[0]);
      setAmount(body.dueAmount >= body.limits.min ? body.dueAmount : (body.monthly ?? body.limits.min));
    } catch {
      setError(t.failed);
    } finally {
      setBusy(false);
    }
  };

  const pay = async (e: Event) => {
    e.preventDefault();
    if (!found || busy) return;
    setBusy(true);
    setError('');
    try {
      const res = await fetch('/api/payment', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ customerId: found.customerId, amount, gateway, lang }),
      });
      const body = await res.json().catch(() => null);
      if (res.status !== 201 || !body) {
        setBusy(false);
        return setError(body?.message && res.status === 400 ? body.message : problem(res.status));
      }
      go(body.redirect);
    } catch {
      setBusy(false);
      setError(t.failed);
    }
  };

  const errorBox = error && (
    <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
      {error}
    </p>
  );
  if (!found)
    return (
      <form method="post" onSubmit={find} className="card p-6 sm:p-8" data-testid="pay-find">
        <div className="space-y-1.5">
          <Labelled
            id="pay-customer"
            label={t.customerId}
            hint={t.customerIdHint}
            name="customerId"
            value={customerId}
            onValue={setCustomerId}
            autoComplete="off"
            maxLength={CUSTOMER_ID_MAX}
            required
          />
        </div>
        {errorBox}
        <button type="submit" className="btn-primary mt-6" disabled={busy}>
          {busy ? t.finding : t.find}
        </button>
      </form>
    );

  const options: [number, string][] = [
    ...(found.dueAmount >= found.limits.min
      ? [[found.dueAmount, `${t.dueOption}: ${rupees(found.dueAmount)}`] as [number, string]]
      : []),
    ...(found.monthly
      ? [1, 3, 6, 12]
          .map((n): [number, string] => [
            found.monthly! * n,
            `${n === 1 ? t.oneMonth : fill(t.months, { n: localNumber(lang, n) })}: ${rupees(found.monthly! * n)}`,
          ])
          .filter(([a]) => a >= found.limits.min && a <= found.limits.max)
      : []),
  ];
  return (
    <form method="post" onSubmit={pay} className="card p-6 sm:p-8" data-testid="pay-confirm">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
        <dt className="text-slate-600">{t.customerId}</dt>
        <dd className="font-semibold text-slate-900">{found.customerId}</dd>
        <dt className="text-slate-600">{t.name}</dt>
        <dd className="font-semibold text-slate-900" data-testid="pay-name">
          {found.name}
        </dd>
        <dt className="text-slate-600">{t.due}</dt>
        <dd className="font-semibold text-slate-900">{rupees(found.dueAmount)}</dd>
      </dl>
      {found.dueAmount <= 0 && <p className="mt-3 text-sm text-slate-700">{t.nothingDue}</p>}
      <fieldset className="mt-6">
        <legend className="field-label">{t.choose}</legend>
        {options.map(([value, label]) => (
          <label key={value} className="mt-2 flex items-center gap-3 text-slate-800">
            <input
              type="radio"
              name="amount"
              value={value}
              checked={amount === value}
              onChange={() => setAmount(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="mt-6">
        <legend className="field-label">{t.gateway}</legend>
        <div className="flex flex-wrap gap-3">
          {found.gateways.map((g) => (
            <label
              key={g}
              className={`flex cursor-pointer items-center gap-2 rounded-lg border px-4 py-2.5 font-semibold ${gateway === g ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-800'}`}
            >
              <input type="radio" name="gateway" value={g} checked={gateway === g} onChange={() => setGateway(g)} />
              {GATEWAY_NAMES[g]}
            </label>
          ))}
        </div>
      </fieldset>
      {errorBox}
      <button type="submit" className="btn-accent mt-6 px-7" disabled={busy || amount <= 0}>
        {busy ? fill(t.paying, { gateway: GATEWAY_NAMES[gateway] }) : fill(t.pay, { amount: rupees(amount) })}
      </button>
      <p className="mt-4 text-sm text-slate-600">{t.secure}</p>
      <p className="mt-1 text-sm text-slate-600">
        {fill(t.limits, { min: rupees(found.limits.min), max: rupees(found.limits.max) })}
      </p>
      <button type="button" className="mt-4 text-sm text-brand-700 underline" onClick={() => setFound(null)}>
        {t.notYou}
      </button>
    </form>
  );
}
