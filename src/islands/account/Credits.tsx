/** @jsxImportSource preact */
import { fill } from '../../i18n/fill.ts';
import { creditText } from '../credit-text.ts';
import type { Account, Words } from './types.ts';

/** The credits approved for the customer's outages, the newest period first, each with its reasons. */
export function Credits({ words, account }: { words: Words; account: Account }) {
  const { t, lang } = words;
  return (
    <section className="card p-6 sm:p-8" aria-labelledby="credits-title" data-testid="account-credits">
      <h2 id="credits-title" className="text-xl font-bold text-slate-900">
        {t.credits.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.credits.intro}</p>
      <ul className="mt-3 divide-y divide-slate-200">
        {account.credits.map((c) => {
          const { what, period } = creditText(lang, t.credits, c);
          return (
            <li key={c._id} className="py-3 text-sm">
              <p className="font-semibold text-emerald-800">{what}</p>
              <p className="text-slate-600">{period}</p>
              <ul className="mt-1 list-disc ps-5 text-slate-700">
                {c.reasons.map((r) => (
                  <li key={r.en}>{lang === 'ne' ? r.ne : r.en}</li>
                ))}
              </ul>
              {c.tickets.length > 0 && (
                <p className="mt-1 text-slate-600">{fill(t.credits.tickets, { list: c.tickets.join(', ') })}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
