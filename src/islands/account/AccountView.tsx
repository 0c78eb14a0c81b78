/** @jsxImportSource preact */
import { fill } from '../../i18n/fill.ts';
import { digitsOf } from '../../i18n/numerals.ts';
import { lakhGrouping, localAmount, localNumber } from '../../i18n/numerals.ts';
import { localPhone } from '../../i18n/local-phone.ts';
import { formatDay, formatWhen } from '../../lib/format-date.ts';
import { localePath } from '../../i18n/paths.ts';
import { FaultReport } from './FaultReport.tsx';
import { Choices, YourData } from './Privacy.tsx';
import { Credits } from './Credits.tsx';
import { Fact, Usage } from './Usage.tsx';
import type { Account, Words } from './types.ts';

/** An amount in paisa as rupees ('Rs. 1,599', 'रु. १,५९९.५०'). */
const rupees = (lang: Words['lang'], paisa: number) =>
  localAmount(lang, `Rs. ${lakhGrouping((paisa / 100).toFixed(paisa % 100 ? 2 : 0))}`);
/** The Mbps in a package's speed ('100 Mbps' → 100), or null. */
const mbps = (speed: string) => Number(/([\d.]+)\s*Mbps/i.exec(speed)?.[1]) || null;

/** My account once signed in: problems first, then the package and bill, reports, tests and choices. */
export function AccountView({ words, account, reload }: { words: Words; account: Account; reload: () => void }) {
  const { t, lang, statuses } = words;
  const c = account.customer;
  const digits = digitsOf(lang);
  const planName = c.plan ? (lang === 'ne' && c.plan.name_ne) || c.plan.name : '';
  const planMbps = c.plan ? mbps(c.plan.speed) : null;
  const row = (label: string, value: string, testId?: string) => <Fact label={label} value={value} testId={testId} />;
  return (
    <div className="space-y-6" data-testid="my-account">
      {account.incidents.map((i) => (
        <p key={i._id} className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900" role="status">
          <strong>{t.incidents}:</strong> {(lang === 'ne' && i.title_ne) || i.title}
        </p>
      ))}
      {c.status === 'suspended' && (
        <section className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900" aria-labelledby="suspended">
          <h2 id="suspended" className="font-bold">
            {t.suspended.title}
          </h2>
          <p className="mt-1 text-sm">{t.suspended.text}</p>
          <a className="mt-2 inline-block font-semibold underline" href={localePath(lang, '/pay')}>
            {t.suspended.pay}
          </a>
        </section>
      )}
      <section className="card p-6 sm:p-8" aria-labelledby="plan-title">
        <p className="text-sm text-slate-600">
          {c.name} · {c.customerId}
        </p>
        <h2 id="plan-title" className="text-xl font-bold text-slate-900">
          {t.plan.title}: {planName || t.plan.none}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {c.plan && row(t.plan.speed, localAmount(lang, c.plan.speed))}
          {c.plan && row(t.plan.price, localAmount(lang, `${c.plan.price} ${c.plan.duration}`.trim()))}
          {row(t.plan.status, t.plan.statuses[c.status] ?? c.status, 'account-status')}
          {row(t.plan.dueDate, formatDay(lang, c.dueDate) || '—', 'due-date')}
          {row(t.plan.dueAmount, c.dueAmount ? rupees(lang, c.dueAmount) : t.plan.nothingDue, 'due-amount')}
        </dl>
        {c.dueAmount > 0 && c.status !== 'disconnected' && (
          // One tap to the pay page with this account already looked up: the gateway's choice and Pay.
          <a
            className="btn-primary mt-5 inline-flex"
            href={`${localePath(lang, '/pay')}?customer=${encodeURIComponent(c.customerId)}`}
            data-testid="account-pay"
          >
            {fill(t.plan.payNow, { amount: rupees(lang, c.dueAmount) })}
          </a>
        )}
      </section>
      {account.credits.length > 0 && <Credits words={words} account={account} />}
      {account.usage && <Usage words={words} usage={account.usage} />}
      <section className="card p-6 sm:p-8" aria-labelledby="tickets-title">
        <h2 id="tickets-title" className="text-xl font-bold text-slate-900">
          {t.tickets.title}
        </h2>
        {account.tickets.length ? (
          <ul className="mt-3 divide-y divide-slate-200" data-testid="account-tickets">
            {account.tickets.map((k) => (
              <li key={k._id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                <span className="font-mono font-semibold">{k.number}</span>
                <span>{statuses[k.status as keyof typeof statuses] ?? k.status}</span>
                <span className="text-slate-600">{formatWhen(lang, k.createdAt)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{t.tickets.none}</p>
        )}
        <FaultReport words={words} account={account} onFiled={reload} />
      </section>
      <section className="card p-6 sm:p-8" aria-labelledby="tests-title">
        <h2 id="tests-title" className="text-xl font-bold text-slate-900">
          {t.speedtests.title}
        </h2>
        {account.speedtests.length ? (
          <ul className="mt-3 divide-y divide-slate-200">
            {account.speedtests.map((s) => (
              <li key={s.id} className="py-2 text-sm">
                <span className="font-semibold">
                  {fill(t.speedtests.result, { down: s.download, up: s.upload }, digits)}
                </span>
                {planMbps && c.plan && (
                  <span className="text-slate-700">
                    {' · '}
                    {fill(t.speedtests.ofPlan, {
                      share: localNumber(lang, Math.round((s.download / planMbps) * 100)),
                      speed: localAmount(lang, c.plan.speed),
                    })}
                  </span>
                )}
                <span className="block text-slate-600">{formatWhen(lang, s.createdAt)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{t.speedtests.none}</p>
        )}
        <a className="btn-outline mt-4 inline-block px-6" href={localePath(lang, '/speed-test')}>
          {t.speedtests.run}
        </a>
      </section>
      <Choices words={words} account={account} phone={localPhone(lang, c.phone)} />
      <YourData words={words} account={account} reload={reload} />
    </div>
  );
}
