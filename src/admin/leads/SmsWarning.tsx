import useSWR from 'swr';
import { fetcher } from '../lib/api.ts';
import { useMayUse } from '../lib/role.ts';

const SMS = '/api/leads/sms';

/**
 * Above every screen while more text messages than SMS_WARN_PER_DAY went out in the last 24 hours:
 * each sign-in code costs money, so a flood of code requests is worth a look.
 */
export function SmsWarning() {
  // The lead desk's own warnings (src/lib/api-access.ts leadDesk): sales and support see them too.
  const mayRead = useMayUse('leadDesk');
  const { data } = useSWR<{ last24h: number; warnAt: number; over: boolean }>(mayRead ? SMS : null, fetcher, {
    refreshInterval: 300_000,
  });
  if (!data?.over) return null;
  return (
    <section
      role="alert"
      aria-label="Many text messages"
      className="mb-5 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p>
        <strong className="font-semibold">{data.last24h.toLocaleString('en')} SMS in the last 24 hours</strong>, more
        than the {data.warnAt.toLocaleString('en')} expected (SMS_WARN_PER_DAY). Each sign-in code costs money; a mobile
        or customer ID gets at most SMS_MAX_PER_PHONE_DAY codes a day, an address SMS_MAX_PER_ADDRESS_DAY.
      </p>
    </section>
  );
}
