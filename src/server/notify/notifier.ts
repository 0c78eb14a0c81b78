import type { EntityDef } from '../../lib/entities.ts';
import type { Db } from '../db/index.ts';
import type { Insert } from '../storage/group-commit.ts';
import { readSettings } from '../settings/store.ts';
import { isMailSink, mailChannel, noticeChannel, replyChannel, smtp } from './mail.ts';
import {
  claimDue,
  markFailed,
  markSent,
  nextDueIn,
  outboxInserts,
  release,
  type Channel,
  type OutboxRow,
} from './outbox.ts';
import { statusChannel } from './status-mail.ts';
import { assignChannel } from './assign-mail.ts';
import type { AssignMail } from '../leads/assignment.ts';
import { signedWebhookChannel, webhookChannel } from './webhook.ts';
import { SENT_TEXT, smsChannel, type SmsOptions, type SmsPayload } from './sms.ts';
import { paymentMailChannel, paymentWebhookChannel } from './payment-notify.ts';
import { inLang } from '../../i18n/content.ts';
import { langOf } from '../../i18n/paths.ts';

export interface NotifyOptions {
  smtpUrl?: string;
  emails: string[];
  webhookUrl?: string;
  /** PAYMENT_WEBHOOK_URL and its signing secret */
  paymentWebhook?: { url: string; secret: string };
  from?: string;
  siteUrl: string;
  /** the first retry waits this long, each next one twice as long… */
  retryBaseMs: number;
  /** …but never longer than this */
  retryMaxMs: number;
  /** how long a send may take before another sender may take the row over (after a crash) */
  claimMs: number;
  /** text messages to customers (issue 47): a provider, or files in a folder (the default) */
  sms?: SmsOptions;
  log?: (line: string) => void;
}

interface Sender {
  send(row: OutboxRow): Promise<void>;
  close(): void;
}

/** Checked even when nothing is due, so rows another process queued are never left waiting. */
const POLL_MS = 30_000;

/**
 * Announces every new lead by email and/or webhook. The rows are written with the lead
 * (`insertsFor`) and sent from the outbox after the visitor's 201; a failed send waits with
 * back-off and is tried again until it goes through, across restarts.
 */
export function createNotifier(db: Db, options: NotifyOptions) {
  const senders: Partial<Record<Channel, Sender>> = {};
  if (options.smtpUrl && options.emails.length)
    senders.email = mailChannel({
      smtpUrl: options.smtpUrl,
      to: options.emails,
      from: options.from,
      siteUrl: options.siteUrl,
      ispName: async () => (await readSettings(db)).name,
    });
  if (options.webhookUrl) senders.webhook = webhookChannel(options.webhookUrl, options.siteUrl);
  if (options.paymentWebhook) {
    const { url, secret } = options.paymentWebhook;
    senders['payment-webhook'] = paymentWebhookChannel(url, secret);
    // An approved credit goes to the same billing system, the same way.
    senders['credit-webhook'] = signedWebhookChannel(url, secret, (row) => ({
      event: 'credit.approved',
      credit: JSON.parse(row.payload) as unknown,
    }));
  }
  // Replies to a fault report and status emails go to the customer's own address, assignment emails
  // to the staff member's: SMTP is enough.
  if (options.smtpUrl) {
    const customerMail = {
      smtpUrl: options.smtpUrl,
      from: options.from,
      siteUrl: options.siteUrl,
      ispName: async (lang?: string) => {
        const settings = await readSettings(db);
        return inLang(langOf(lang), settings, 'name');
      },
    };
    senders.reply = replyChannel(customerMail);
    senders.status = statusChannel(db, customerMail);
    senders.assign = assignChannel(customerMail);
    senders['payment-mail'] = paymentMailChannel(customerMail);
    senders.notice = noticeChannel(customerMail);
  }
  if (options.sms) senders.sms = smsChannel(options.sms);
  // An email sent at once, not from the outbox: an invitation, whose link must not be stored (issue 42).
  const direct =
    options.smtpUrl &&
    smtp({ smtpUrl: options.smtpUrl, siteUrl: options.siteUrl, ispName: async () => (await readSettings(db)).name });
  // The channels announcing a new lead; the others are written by the changes they report.
  const channels = (Object.keys(senders) as Channel[]).filter((c) => c === 'email' || c === 'webhook');
  const log = options.log ?? ((line) => console.error(line));

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function deliver(row: OutboxRow) {
    const sender = senders[row.channel as Channel];
    try {
      if (!sender) throw new Error(`${row.channel} notifications are no longer configured`);
      await sender.send(row);
      await markSent(db, row, row.channel === 'sms' ? sentSms(row.payload) : undefined);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      log(
        `Notification ${row.id} (${row.channel}, ${row.entity} ${row.recordId}) failed, attempt ${row.attempts + 1}: ${reason}`,
      );
      await markFailed(db, row, reason, options.retryBaseMs, options.retryMaxMs);
    }
  }

  async function drain() {
    do {
      again = false;
      const rows = await claimDue(db, options.claimMs);
      // One at a time: a burst of leads should not open a burst of SMTP connections.
      for (const row of rows) await (stopped ? release(db, row) : deliver(row));
      if (rows.length) again = true;
    } while (again && !stopped);
  }

  async function schedule() {
    if (stopped) return;
    const due = await nextDueIn(db).catch(() => undefined);
    clearTimeout(timer);
    timer = setTimeout(wake, Math.max(20, Math.min(due ?? POLL_MS, POLL_MS)));
    timer.unref();
  }

  /** Sends whatever is due now; called after each new lead is committed. */
  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err) => log(`Notification outbox unavailable: ${err instanceof Error ? err.message : err}`))
      .then(schedule)
      .finally(() => {
        running = undefined;
        // A lead committed while the last batch was being read is sent now, not at the next poll.
        if (again) wake();
      });
  }

  return {
    channels,
    /** The outbox rows to commit together with a new lead. */
    insertsFor: (def: EntityDef, record: Record<string, unknown>): Insert[] =>
      def.lead && channels.length ? outboxInserts(def.path, record, channels) : [],
    wake,
    /** The outbox row emailing a staff reply to the customer, or none without SMTP or an address. */
    replyInsertsFor: (ticket: Record<string, unknown>, text: string): Insert[] =>
      senders.reply && ticket.email
        ? outboxInserts('ticket', { ...ticket, reply: text, notes: undefined }, ['reply'])
        : [],
    /** The outbox row emailing a staff member a lead or ticket assigned to them, or none without SMTP. */
    assignInsertsFor: (def: EntityDef, record: Record<string, unknown>, assign: AssignMail): Insert[] =>
      senders.assign
        ? outboxInserts(def.path, { ...record, notes: undefined, events: undefined, assign }, ['assign'])
        : [],
    /** The outbox row texting a customer's mobile, committed with what it announces (a sign-in code). */
    smsInserts: (customerId: string, sms: SmsPayload): Insert[] =>
      senders.sms ? outboxInserts('customer', { _id: customerId, ...sms }, ['sms']) : [],
    /** The outbox row sending an approved credit to the billing system, or none without PAYMENT_WEBHOOK_URL. */
    creditInserts: (event: { _id: string } & Record<string, unknown>): Insert[] =>
      senders['credit-webhook'] ? outboxInserts('credit', event, ['credit-webhook']) : [],
    /** Which receipts a paid payment queues: an email (SMTP is set up) and the billing system's webhook. */
    paymentChannels: () => ({ mail: Boolean(senders['payment-mail']), webhook: Boolean(senders['payment-webhook']) }),
    /** Whether status emails can be sent (SMTP is set up): subscriptions need it. */
    sendsStatus: () => Boolean(senders.status),
    /** How email goes out: through a mail server, into .eml files (SMTP_URL=file:…), or not at all. */
    email: (): 'smtp' | 'file' | 'off' => (!options.smtpUrl ? 'off' : isMailSink(options.smtpUrl) ? 'file' : 'smtp'),
    /** Sends one email to staff now; throws with the mail server's reason. Only when `email()` is not 'off'. */
    async sendNow(message: { to: string; subject: string; text: string }) {
      if (!direct) throw new Error('Email is not set up (SMTP_URL)');
      const from = options.from ?? `"${await direct.ispName()} admin" <noreply@${direct.host}>`;
      await direct.transport.sendMail({ ...message, from });
    },
    /**
     * Resolves once nothing is being sent and no row is due now (a failed one waiting for its retry may remain):
     * after it, what was sent is all that will be until something new is queued. Tests await it before saying
     * that no more mail came, instead of sleeping.
     */
    async drained() {
      for (;;) {
        await running;
        const due = await nextDueIn(db);
        if (!running && (due === undefined || due > 0 || stopped)) return;
        if (!running) wake();
      }
    },
    /** Starts sending what earlier runs left in the outbox. */
    start: () => Object.keys(senders).length > 0 && wake(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      for (const sender of Object.values(senders)) sender.close();
      if (direct) direct.transport.close();
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;

/** A sent SMS as the outbox keeps it: to whom, without its text (a sign-in code). */
const sentSms = (payload: string) => JSON.stringify({ ...(JSON.parse(payload) as object), text: SENT_TEXT });
