import { fill } from '../i18n/fill.ts';
import { lakhGrouping, localAmount, localNumber } from '../i18n/numerals.ts';
import type { Lang } from '../i18n/paths.ts';
import { formatDay, unbroken } from '../lib/format-date.ts';

/** A credit as the customer is told of it (My account, the tracking page). */
export interface CustomerCredit {
  periodStart: string;
  periodEnd: string;
  form: string;
  days: number;
  rebatePaisa: number;
}
interface CreditWords {
  extension: string;
  extensionOne: string;
  rebate: string;
  period: string;
}

/** What the credit gives ('2 days of service added', 'Rs. 125 off your bill') and its period. */
export function creditText(lang: Lang, w: CreditWords, c: CustomerCredit) {
  const paisa = c.rebatePaisa;
  const amount = localAmount(lang, `Rs. ${lakhGrouping((paisa / 100).toFixed(paisa % 100 ? 2 : 0))}`);
  const what =
    c.form === 'rebate'
      ? fill(w.rebate, { amount })
      : c.days === 1
        ? w.extensionOne
        : fill(w.extension, { days: localNumber(lang, c.days) });
  const day = (ymd: string) => unbroken(formatDay(lang, ymd));
  const period = fill(w.period, { from: day(c.periodStart), to: day(c.periodEnd) });
  return { what, period };
}
