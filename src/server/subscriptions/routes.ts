import { Hono, type Context } from 'hono';
import { CONFIRM_DAYS, type StatusMail } from '../../lib/subscriptions.ts';
import { subscribeSchema, subscriptionLinkSchema } from '../../lib/schemas/subscription.ts';
import { mailboxOf } from '../../lib/visitor-fields.ts';
import type { AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { clientKey } from '../guards/public-create.ts';
import { rateLimiter } from '../guards/rate-limit.ts';
import { parse, readInput } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { listedArea } from '../coverage/listed-area.ts';
import { outboxInserts } from '../notify/outbox.ts';
import type { Notifier } from '../notify/notifier.ts';
import { groupWrite } from '../storage/group-commit.ts';
import { newId } from '../storage/records.ts';
import { nepaliAreaNames } from './fanout.ts';
import type { LinkPurpose, SubscriptionLinks } from './links.ts';
import { langOf } from '../../i18n/paths.ts';

export interface SubscriptionDeps {
  db: Db;
  links: SubscriptionLinks;
  notifier: Pick<Notifier, 'wake' | 'sendsStatus'>;
  trustProxy: boolean;
  /** subscribe requests one address may make per minute */
  perMinute?: number;
  /** confirmation emails one mailbox may be sent per day */
  perEmailPerDay?: number;
  /** the forms' daily cap per client: counts one request, throws its 429 past the cap */
  daily?: (c: Context) => Promise<void>;
  now?: () => Date;
}

const DAY = 86_400_000;
const expired = () => new ApiError(404, 'This link has expired or was already used');

/**
 * Status emails (issue 29): POST / asks for them (a confirmation email goes out; nothing else
 * until it is opened), POST /confirm and POST /unsubscribe take the links in the emails (the
 * latter also as the one-click List-Unsubscribe POST of RFC 8058), GET / counts them for staff.
 * The answer to a request never says whether the address was already subscribed.
 */
export function subscriptionRoutes(deps: SubscriptionDeps) {
  const { db, links } = deps;
  const now = deps.now ?? (() => new Date());
  const byAddress = rateLimiter(db, 'subscribe', deps.perMinute ?? 5, 60_000);
  const byEmail = rateLimiter(db, 'subscribe-email', deps.perEmailPerDay ?? 3, DAY);
  const app = new Hono<AuthEnv>();

  // The form on /status works without JavaScript: a browser's own form post is answered with a
  // redirect to the page that says what happened (the JSON API answers for scripts).
  app.post('/', async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/x-www-form-urlencoded/i.test(type) || /json/.test(c.req.header('accept') ?? '')) return next();
    const lang = langOf(c.req.query('lang'));
    // One static page per outcome (src/pages/status/subscription/[outcome].astro): no script needed.
    const page = `/${lang === 'ne' ? 'ne/' : ''}status/subscription`;
    try {
      await subscribe(c);
      return c.redirect(`${page}/sent`, 303);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return c.redirect(`${page}/${err.status === 503 ? 'unavailable' : err.status === 429 ? 'busy' : 'invalid'}`, 303);
    }
  });

  app.post('/', (c) => subscribe(c));

  async function subscribe(c: Context<AuthEnv>) {
    if (!deps.notifier.sendsStatus())
      throw new ApiError(503, 'Status emails are not set up yet. Please check the network status page.');
    const wait = await groupWrite(db)((d) => byAddress.takeIn(d, clientKey(c, deps.trustProxy)));
    if (wait > 0)
      throw new ApiError(429, `Too many requests. Please try again in ${wait} seconds.`, undefined, {
        'Retry-After': String(wait),
      });
    const values = parse(subscribeSchema, await readInput(c));
    await deps.daily?.(c);
    const area = values.area ? await listedArea(db, values.area) : '';
    const at = now();
    const queued = await db.transaction().execute(async (trx) => {
      // An address that never confirmed is forgotten after a week.
      await trx
        .deleteFrom('subscription')
        .where('confirmedAt', 'is', null)
        .where('createdAt', '<', new Date(at.getTime() - CONFIRM_DAYS * DAY).toISOString())
        .execute();
      const existing = await trx
        .selectFrom('subscription')
        .selectAll()
        .where('email', '=', values.email)
        .where('area', '=', area)
        .executeTakeFirst();
      if (existing?.confirmedAt) return false;
      // Counted per mailbox: `Victim+1@x` and `victim+2@x` reach the same one.
      if ((await byEmail.takeIn(trx, mailboxOf(values.email))) > 0) return false;
      const id = existing?.id ?? newId();
      if (existing) await trx.updateTable('subscription').set({ lang: values.lang }).where('id', '=', id).execute();
      else
        await trx
          .insertInto('subscription')
          .values({ id, email: values.email, area, lang: values.lang, createdAt: at.toISOString(), confirmedAt: null })
          .execute();
      const mail: StatusMail = {
        kind: 'confirm',
        subscriptionId: id,
        email: values.email,
        lang: values.lang,
        area,
        area_ne: area ? (await nepaliAreaNames(trx))(area) : '',
        confirmUrl: links.page(id, 'confirm', values.lang),
      };
      for (const { row } of outboxInserts('subscription', { ...mail, _id: id }, ['status']))
        await trx
          .insertInto('outbox')
          .values(row as never)
          .execute();
      return true;
    });
    if (queued) deps.notifier.wake();
    return c.json({ message: 'Check your inbox: we sent a link to confirm.', email: values.email, area }, 202);
  }

  /** The subscription a link names, if its HMAC is right for the purpose. */
  async function fromLink(input: unknown, purpose: LinkPurpose) {
    const { s, t } = parse(subscriptionLinkSchema, input);
    if (!links.verify(s, purpose, t)) throw expired();
    return { id: s, row: await db.selectFrom('subscription').selectAll().where('id', '=', s).executeTakeFirst() };
  }

  app.post('/confirm', async (c) => {
    const { row } = await fromLink(await readInput(c), 'confirm');
    if (!row || (!row.confirmedAt && Date.parse(row.createdAt) < now().getTime() - CONFIRM_DAYS * DAY)) throw expired();
    if (!row.confirmedAt)
      await db.updateTable('subscription').set({ confirmedAt: now().toISOString() }).where('id', '=', row.id).execute();
    return c.json({ message: 'Subscribed', email: row.email, area: row.area });
  });

  app.post('/unsubscribe', async (c) => {
    // One-click (RFC 8058): the link's own query, with a form body the mail provider sends.
    const query = c.req.query();
    const input = query.s !== undefined ? query : await readInput(c);
    const { id, row } = await fromLink(input, 'unsubscribe');
    // A second click finds nothing to remove; the link was ours, so it is still a success.
    await db.deleteFrom('subscription').where('id', '=', id).execute();
    return c.json({ message: 'Unsubscribed', area: row?.area ?? '' });
  });

  app.get('/', async (c) => {
    const rows = await db.selectFrom('subscription').select(['area', 'confirmedAt']).execute();
    const areas = new Map<string, number>();
    for (const r of rows) if (r.confirmedAt) areas.set(r.area, (areas.get(r.area) ?? 0) + 1);
    return c.json({
      confirmed: rows.filter((r) => r.confirmedAt).length,
      pending: rows.filter((r) => !r.confirmedAt).length,
      areas: [...areas].map(([area, confirmed]) => ({ area, confirmed })).sort((a, b) => b.confirmed - a.confirmed),
    });
  });

  return app;
}
