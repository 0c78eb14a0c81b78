import useSWR from 'swr';
import { fetcher } from '../lib/api.ts';

/**
 * Above every screen while the server sends no email (issue 42): forms and screens speak of emails
 * (new-lead notifications, replies to fault reports, status emails, invitations) that nobody gets.
 * With the development mail sink (SMTP_URL=file:…) they are written to files on the server instead.
 */
export function EmailWarning() {
  const { data } = useSWR<{ email?: 'smtp' | 'file' | 'off' }>('/api/health', fetcher);
  if (data?.email !== 'off' && data?.email !== 'file') return null;
  return (
    <section
      role="alert"
      aria-label="Email is not set up"
      className="mb-5 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      data-testid="email-warning"
    >
      {data.email === 'off' ? (
        <p>
          <strong className="font-semibold">No email is sent:</strong> the server has no mail server (SMTP_URL).
          Notifications of new leads, replies to fault reports, status emails and invitations go nowhere, and the public
          status page offers no status emails. Set SMTP_URL to send them (see the README).
        </p>
      ) : (
        <p>
          <strong className="font-semibold">Emails are written to files, not sent:</strong> SMTP_URL names a folder on
          the server (the mail sink for trying the site out). Set it to a mail server before going live.
        </p>
      )}
    </section>
  );
}
