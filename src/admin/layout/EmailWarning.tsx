import useSWR from 'swr';
import { fetcher } from '../lib/api.ts';
import { useRole } from '../lib/role.ts';
import { type EmailMode, emailWarning } from './email-warning.ts';

/**
 * Above every screen while the server sends no email (issue 42): forms and screens speak of emails
 * (new-lead notifications, replies to fault reports, status emails, invitations) that nobody gets.
 * With the development mail sink (SMTP_URL=file:…) they are written to files on the server instead.
 * Only an administrator can change that; the others read what it means for them (email-warning.ts).
 */
export function EmailWarning() {
  const { data } = useSWR<{ email?: EmailMode }>('/api/health', fetcher);
  const warning = emailWarning(data?.email, useRole());
  if (!warning) return null;
  const tone =
    warning.tone === 'warning'
      ? 'border-amber-300 bg-amber-50 text-amber-900'
      : 'border-slate-200 bg-slate-50 text-slate-700';
  return (
    <section
      role={warning.tone === 'warning' ? 'alert' : 'note'}
      aria-label="Email is not set up"
      className={`mb-5 rounded-lg border px-4 py-3 text-sm ${tone}`}
      data-testid="email-warning"
    >
      <p>
        <strong className="font-semibold">{warning.title}</strong> {warning.text}
      </p>
    </section>
  );
}
