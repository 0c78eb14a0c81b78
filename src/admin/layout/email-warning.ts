import type { Role } from '../../lib/roles.ts';

export type EmailMode = 'smtp' | 'file' | 'off';

/**
 * What the admin says above every screen about email (issue 42), by who reads it: an administrator,
 * who runs the server, is told what to set; anyone else only what it means for their work and whom
 * to ask (they cannot change the server's mail settings).
 */
export function emailWarning(mode: EmailMode | undefined, role: Role | undefined) {
  if (mode !== 'off' && mode !== 'file') return null;
  if (role !== 'admin')
    return {
      tone: 'info' as const,
      title: mode === 'off' ? 'Email is not set up yet:' : 'Emails are not sent yet:',
      text: 'customers get no email from the site, so reply where they can see it (a ticket’s public reply shows on its tracking page) or call them. Your administrator sets up email.',
    };
  return mode === 'off'
    ? {
        tone: 'warning' as const,
        title: 'No email is sent:',
        text: 'the server has no mail server (SMTP_URL). Notifications of new leads, replies to fault reports, status emails and invitations go nowhere, and the public status page offers no status emails. Set SMTP_URL to send them (see the README).',
      }
    : {
        tone: 'warning' as const,
        title: 'Emails are written to files, not sent:',
        text: 'SMTP_URL names a folder on the server (the mail sink for trying the site out). Set it to a mail server before going live.',
      };
}
