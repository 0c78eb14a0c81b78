import { letter } from '../../i18n/mail.ts';
import { leadOf } from '../../lib/entities.ts';
import type { AssignMail } from '../leads/assignment.ts';
import { adminLink, smtp, type MailOptions } from './mail.ts';
import type { OutboxRow } from './outbox.ts';

/** The outbox payload of an assignee's email: the record as it was assigned, and the mail's facts. */
export type AssignPayload = Record<string, unknown> & { assign: AssignMail };

/** Subject and text of the email telling a staff member a lead or ticket is now theirs (issue 30). */
export function composeAssignMail(payload: AssignPayload, siteUrl: string, isp: string) {
  const { assign } = payload;
  const lead = leadOf(assign.entity)!;
  const customer = String(payload[lead.customerField] ?? '').trim() || 'a visitor';
  const number = payload.number ? ` ${payload.number}` : '';
  const what = `${lead.noun}${number} from ${customer}`;
  const subject = `Assigned to you: ${what}`;
  const text = letter({
    lang: 'en',
    isp,
    to: assign.to.name,
    signature: `${isp} admin`,
    lines: [
      `${assign.by} assigned you a ${what}.`,
      '',
      `Open it in the admin: ${adminLink(siteUrl, lead, payload._id)}`,
      `Everything assigned to you: ${adminLink(siteUrl, lead, '').replace(/\/$/, '')}?assignedTo=me`,
    ],
  });
  return { subject, text };
}

/** Sends assignment emails to the staff member's own address. */
export function assignChannel(options: Omit<MailOptions, 'to'>) {
  const { transport, host, ispName } = smtp(options);
  return {
    async send(row: OutboxRow) {
      const payload = JSON.parse(row.payload) as AssignPayload;
      const name = await ispName();
      await transport.sendMail({
        ...composeAssignMail(payload, options.siteUrl, name),
        from: options.from ?? `"${name} admin" <noreply@${host}>`,
        to: payload.assign.to.email,
        messageId: `<${row.id}@${host}>`,
      });
    },
    close: () => transport.close(),
  };
}
