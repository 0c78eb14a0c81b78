import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { ENTITIES, type EntityDef, keepsHistory } from '../lib/entities.ts';
import { TOTAL_COUNT_HEADER } from '../lib/list-query.ts';
import { requireAuth, resolveSecret, tokens, type AuthEnv } from './auth/tokens.ts';
import { closeIfBodyUnread, limitBody } from './http/body.ts';
import { compress } from './http/compress.ts';
import { clientAddress, publicCreateGuard, type GuardOptions } from './guards/public-create.ts';
import { signInGuard } from './guards/signin.ts';
import { both, dailySubmitCap, dailySubmitCount } from './guards/submit-limits.ts';
import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import { ping } from './db/migrations.ts';
import { onError } from './http/errors.ts';
import { getImage } from './media/images.ts';
import { setUploadThreadTimeout } from './media/upload-thread.ts';
import { setMaxUploadMb } from './http/upload-limit.ts';
import { IDEMPOTENCY_HEADER } from './storage/idempotency.ts';
import { auditSignIns, auditWrites } from './history/audit.ts';
import { restoreContent, revisionRoutes } from './history/revision-routes.ts';
import { auditRoutes, trashRoutes } from './history/routes.ts';
import { demoContentRoutes } from './demo/routes.ts';
import { repository } from './storage/records.ts';
import { crudRoutes, type CrudDeps } from './crud/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { areaImportRoute, relinkRequests, uniqueAreaName, withListedArea } from './coverage/routes.ts';
import { leadDeskRoutes, leadRoutes, staffRoutes } from './leads/routes.ts';
import { ticketRoutes } from './tickets/routes.ts';
import { incidentTicketRoutes } from './tickets/incident-routes.ts';
import { subscriptionLinks } from './subscriptions/links.ts';
import { subscriptionRoutes } from './subscriptions/routes.ts';
import { statusMailInserts } from './subscriptions/fanout.ts';
import { speedtestRoutes } from './speedtest/routes.ts';
import { createNotifier, type Notifier } from './notify/notifier.ts';
import { statsRoutes } from './crud/stats-routes.ts';
import { userRoutes } from './auth/routes.ts';
import { accountRoutes } from './auth/account-routes.ts';
import { invitationAdminRoutes, invitationRoutes } from './auth/invitations.ts';
import { readSettings, regulatorSettings } from './settings/store.ts';
import { challenges as twoFactorChallenges } from './auth/two-factor.ts';
import type { Publisher } from './publishing/publisher.ts';
import type { PreviewPage } from './publishing/site-builder.ts';
import { keyAuth } from './auth/api-keys.ts';
import { keyRoutes } from './auth/key-routes.ts';
import { customerRoutes } from './customers/routes.ts';
import { completeCustomer } from './customers/customer-store.ts';
import type { Scope } from '../lib/api-keys.ts';
import { previewApiRoutes, previewPageRoutes, type PreviewDeps } from './preview/routes.ts';
import { accountSessions } from './account/session.ts';
import { accountRoutes as customerAccountRoutes } from './account/routes.ts';
import { smsVolumeRoute } from './account/sms-volume.ts';
import { statusSmsInserts } from './account/status-sms.ts';
import { checkSmsOptions, type SmsOptions } from './notify/sms.ts';
import { payments as paymentService } from './payments/service.ts';
import { paymentRoutes } from './payments/routes.ts';
import { receiptPages } from './payments/receipt-page.ts';
import { paymentSms } from '../lib/payments.ts';
import { regulatorRoutes } from './status/routes.ts';
import { noticeRule } from './status/notice-rule.ts';
import { openRadius, type RadiusReader } from './account/radius.ts';
import { usageReader } from './account/usage.ts';
import { customerUsageRoute } from './account/usage-routes.ts';
import { usageAlerts } from './account/usage-alerts.ts';
import { langOf } from '../i18n/paths.ts';

export interface AppDeps {
  database: Database;
  config: Config;
  publisher?: Publisher;
  /** the version of the site this server serves, for /api/health */
  siteVersion?: () => string | null;
  /** lead notifications; by default made from the configuration */
  notifier?: Notifier;
  /** the clock of revisions, the trash and the audit (tests move it) */
  now?: () => Date;
  /** renders an editor's preview of a page (issue 31); none where this server does not build the site */
  previewPage?: PreviewPage;
  /** FreeRADIUS's accounting, read only; by default opened from RADIUS_DATABASE_URL when it is set */
  radius?: RadiusReader;
}

/** The API under /api and the uploaded images under /uploads, testable with app.request(). */
export async function createApp({
  database,
  config,
  publisher,
  siteVersion,
  notifier = notifierFor(database, config),
  now = () => new Date(),
  previewPage,
  radius = config.RADIUS_DATABASE_URL ? openRadius(config.RADIUS_DATABASE_URL) : undefined,
}: AppDeps) {
  const { db } = database;
  // A line's use from RADIUS (docs/usage.md): none at all without a RADIUS database.
  const usageFor = radius ? usageReader(db, radius) : undefined;
  setUploadThreadTimeout(config.IMAGE_READ_TIMEOUT_SECONDS * 1000);
  setMaxUploadMb(config.MAX_UPLOAD_MB);
  const consoleLog = (e: Record<string, unknown>) => console.info(JSON.stringify(e));
  const auditSignIn = auditSignIns(db, now);
  const secret = await resolveSecret(db, config.JWT_SECRET);
  const tokenService = tokens(secret, config.TOKEN_TTL_HOURS);
  const links = subscriptionLinks(secret, config.SITE_URL ?? `http://localhost:${config.PORT}`);
  // Customers signed in to My account (issue 47): a cookie of their own, apart from the staff's tokens.
  const sessions = accountSessions(db, {
    days: config.ACCOUNT_SESSION_DAYS,
    secureSite: config.SITE_URL?.startsWith('https:') ?? false,
    trustProxy: config.TRUST_PROXY,
    now,
  });
  const customerOf = async (c: Context) => {
    const customer = await sessions.customerOf(c);
    if (!customer) return undefined;
    const plan = customer.planId
      ? await db.selectFrom('plan').select('id').where('id', '=', customer.planId).executeTakeFirst()
      : undefined;
    return { customerId: customer.customerId, planId: plan ? customer.planId : '' };
  };
  const guardOptions: GuardOptions = {
    trustProxy: config.TRUST_PROXY,
    loginMaxFailures: config.LOGIN_MAX_FAILURES,
    loginWindowMs: config.LOGIN_WINDOW_MINUTES * 60_000,
    submitMaxPerWindow: config.SUBMIT_MAX_PER_MINUTE,
    submitWindowMs: 60_000,
    duplicateWindowMs: config.DUPLICATE_WINDOW_SECONDS * 1000,
    // Every sign-in attempt goes to the audit trail; to the console too unless LOG_LOGINS is off.
    log: (e) => {
      if (config.LOG_LOGINS) consoleLog(e);
      return auditSignIn(e);
    },
  };
  // The per-minute limit, honeypot and duplicate guard first; then the day's cap (what is refused
  // before it does not count against the day).
  const { beforeBody: guardPublicBody, afterBody: guardPublicAfterBody } = publicCreateGuard(db, guardOptions);
  const dailyLimits = { trustProxy: config.TRUST_PROXY, maxPerDay: config.SUBMIT_MAX_PER_DAY };
  const guardPublicCreate = both(guardPublicAfterBody, dailySubmitCap(db, dailyLimits));
  const loginGuard = signInGuard(db, {
    trustProxy: config.TRUST_PROXY,
    maxFailures: config.LOGIN_MAX_FAILURES,
    windowMs: config.LOGIN_WINDOW_MINUTES * 60_000,
    maxFailuresPerAddressPerDay: config.LOGIN_MAX_FAILURES_PER_ADDRESS_DAY,
    log: guardOptions.log,
    now: () => now().getTime(),
  });

  const api = new Hono<AuthEnv>();
  api.use('*', compress());
  // Only the site's own origin may call the API from a browser (the site may live on a CDN).
  const origins = new Set([
    `http://localhost:${config.PORT}`,
    `http://127.0.0.1:${config.PORT}`,
    ...(config.SITE_URL ? [new URL(config.SITE_URL).origin] : []),
  ]);
  api.use(
    '*',
    cors({
      origin: (origin) => (origins.has(origin) ? origin : null),
      allowHeaders: ['Content-Type', 'x-auth-token', IDEMPOTENCY_HEADER],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposeHeaders: [TOTAL_COUNT_HEADER],
      maxAge: 600,
    }),
  );
  api.use('*', async (c, next) => {
    // Set before the handler builds its response, which keeps @hono/node-server on its fast path.
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
    await next();
  });
  // The one door (src/lib/api-access.ts): signing in is the default; a public route's rule says anyone may call it.
  // API keys (issue 47): a route whose access names a scope lets a key with it through instead.
  const keyDoor = (scope: Scope) => keyAuth(db, scope, { now, address: (c) => clientAddress(c, config.TRUST_PROXY) });
  api.use('*', requireAuth(db, tokenService, keyDoor));
  // A visitor's form is size-checked and rate-limited before its body is read (at most 64 KB).
  for (const def of Object.values(ENTITIES) as EntityDef[])
    if (def.publicCreate) api.post(`/${def.path}`, guardPublicBody);
  // Before the body limit: a speed-test upload is up to 25 MB of noise, read and thrown away.
  api.route(
    '/speedtest',
    speedtestRoutes({
      db,
      trustProxy: config.TRUST_PROXY,
      perMinute: config.SPEEDTEST_REQUESTS_PER_MINUTE,
      maxStreams: config.SPEEDTEST_MAX_STREAMS,
      streamsPerClient: Math.min(config.SPEEDTEST_STREAMS_PER_ADDRESS, config.SPEEDTEST_MAX_STREAMS),
      bytesPerMinute: config.SPEEDTEST_MB_PER_MINUTE * 1024 * 1024,
      stallMs: config.SPEEDTEST_STALL_SECONDS * 1000,
      keepDays: config.SPEEDTEST_KEEP_DAYS,
      resultsPerMinute: config.SUBMIT_MAX_PER_MINUTE,
      now,
      customerIdOf: async (c) => (await customerOf(c))?.customerId,
    }),
  );
  const limit = limitBody();
  api.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', limit);
  // An editor's preview (issue 31) changes nothing, so it is mounted before the audit of writes, which never sees it.
  const previewDeps: PreviewDeps = {
    db,
    secret,
    previewPage,
    secure: config.SITE_URL?.startsWith('https:') ?? false,
    now,
  };
  api.route('/', previewApiRoutes(previewDeps));
  api.on(
    ['POST', 'PUT', 'PATCH', 'DELETE'],
    '*',
    auditWrites(db, { now, address: (c) => clientAddress(c, config.TRUST_PROXY) }),
  );
  // The admin checks a chosen image against this server's limit (MAX_UPLOAD_MB) before sending it.
  api.get('/upload-limit', (c) => c.json({ maxUploadMb: config.MAX_UPLOAD_MB }));
  api.get('/health', async (c) => {
    try {
      await ping(db);
      // email: what the pages are built for (no status-email form without it) and what the admin warns of.
      const email = notifier.email();
      return c.json({ status: 'ok', database: database.kind, site: { version: siteVersion?.() ?? null }, email });
    } catch {
      return c.json({ status: 'unavailable', message: 'The database is not answering' }, 503);
    }
  });
  const onContentChange = (entity: string) => {
    publisher?.schedule(entity);
    // A new or renamed area gathers the waiting-list requests that named it before (issue 15).
    if (entity === 'area')
      relinkRequests(db).catch((err) =>
        console.error(`Linking waiting-list requests to areas failed: ${err instanceof Error ? err.message : err}`),
      );
  };
  api.route('/keys', keyRoutes({ db, now }));
  api.route('/customer', customerUsageRoute({ db, usageFor, now }));
  api.route('/customer', customerRoutes({ db, now }));
  api.route('/area', areaImportRoute({ db, now, onChange: () => onContentChange('area') }));
  // A waiting-list request names its listed area for the staff; an area's name is listed once (issue 15).
  const complete: Partial<Record<string, CrudDeps['complete']>> = {
    'coverage-request': withListedArea(db),
    area: uniqueAreaName(db),
    customer: completeCustomer(db, now),
    incident: noticeRule(db, now),
  };
  // Fault reports' own routes (number, tracking, replies, clocks) come before the generic lead routes.
  api.route(
    '/ticket',
    ticketRoutes({
      db,
      guardPublicCreate,
      notifier,
      trustProxy: config.TRUST_PROXY,
      firstResponseMinutes: config.TICKET_FIRST_RESPONSE_MINUTES,
      customerOf,
      daily: dailySubmitCount(db, dailyLimits),
    }),
  );
  const account = customerAccountRoutes({
    db,
    sessions,
    notifier,
    secret,
    trustProxy: config.TRUST_PROXY,
    perPhonePerDay: config.SMS_MAX_PER_PHONE_DAY,
    perAddressPerDay: config.SMS_MAX_PER_ADDRESS_DAY,
    now,
    usageFor,
  });
  api.route('/account', account.app);
  api.route('/incident', incidentTicketRoutes({ db, notifier }));
  api.route(
    '/subscription',
    subscriptionRoutes({
      db,
      links,
      notifier,
      trustProxy: config.TRUST_PROXY,
      perMinute: config.SUBMIT_MAX_PER_MINUTE,
      daily: dailySubmitCount(db, dailyLimits),
      now,
    }),
  );
  // An incident's news is emailed to its areas' subscribers, queued with the edit itself.
  const alsoWrite: Partial<Record<string, CrudDeps['alsoWrite']>> = {
    // …and texted to the customers who chose news by SMS on My account (issue 47).
    incident: async (trx, before, after) => [
      ...(notifier.sendsStatus() ? await statusMailInserts(trx, links, before, after, now()) : []),
      ...(await statusSmsInserts(trx, notifier.smsInserts, before, after, now())),
    ],
  };
  for (const def of Object.values(ENTITIES) as EntityDef[]) {
    if (def.lead) api.route(`/${def.path}`, leadRoutes(def, { db, notifier }));
    api.route(
      `/${def.path}`,
      crudRoutes(def, {
        db,
        guardPublicCreate,
        notifier,
        onContentChange,
        now,
        complete: complete[def.path],
        alsoWrite: alsoWrite[def.path],
      }),
    );
    if (!keepsHistory(def)) continue;
    const repo = repository(db, def);
    const history = {
      db,
      entity: def.path,
      word: def.word,
      now,
      current: (id: string) => repo.get(id),
      restore: restoreContent(def),
    };
    api.route(`/${def.path}`, revisionRoutes({ ...history, onRestore: () => onContentChange(def.path) }));
  }
  // The day's sign-in codes by SMS, and whether that passes SMS_WARN_PER_DAY (the admin warns).
  api.route('/leads', smsVolumeRoute({ db, warnPerDay: config.SMS_WARN_PER_DAY, now }));
  api.route(
    '/leads',
    leadDeskRoutes({
      db,
      failingAfter: config.NOTIFY_FAILING_AFTER,
      warnPerDay: config.SUBMIT_WARN_PER_DAY,
      wake: notifier.wake,
    }),
  );
  // Online payments (eSewa, Khalti): public quick pay and the gateways' returns, the desk's list.
  const siteUrl = config.SITE_URL ?? `http://localhost:${config.PORT}`;
  const payments = paymentService({
    db,
    esewa: {
      formUrl: config.ESEWA_FORM_URL,
      statusUrl: config.ESEWA_STATUS_URL,
      productCode: config.ESEWA_PRODUCT_CODE,
      secretKey: config.ESEWA_SECRET_KEY,
    },
    khalti: config.KHALTI_SECRET_KEY
      ? { baseUrl: config.KHALTI_BASE_URL, secretKey: config.KHALTI_SECRET_KEY }
      : undefined,
    siteUrl,
    channels: notifier.paymentChannels(),
    // The SMS receipt, through the SMS outbox, to the customer's registered mobile.
    moreInserts: (paid, customer) =>
      customer?.phone
        ? notifier.smsInserts(paid.customerId, {
            to: customer.phone,
            text: paymentSms(langOf(paid.lang), paid, siteUrl),
          })
        : [],
    now,
    onPaid: () => notifier.wake(),
  });
  api.route(
    '/payment',
    paymentRoutes({
      db,
      payments,
      trustProxy: config.TRUST_PROXY,
      perMinute: config.SUBMIT_MAX_PER_MINUTE,
    }),
  );
  api.route('/settings', settingsRoutes({ db, now, onChange: () => onContentChange('settings') }));
  api.route('/stats', statsRoutes(db));
  api.route(
    '/',
    regulatorRoutes({
      db,
      now,
      regulator: () => regulatorSettings(db),
      billingInserts: notifier.creditInserts,
      wake: notifier.wake,
    }),
  );
  // The assignee picker (issue 30): before the users' own routes, which would read 'staff' as an id.
  api.route('/users/staff', staffRoutes({ db }));
  // The account's routes first: /users/me/… and /users/2fa-policy are not a user's id.
  const challenges = twoFactorChallenges(secret);
  const where = (c: Context) => ({
    address: clientAddress(c, config.TRUST_PROXY),
    userAgent: c.req.header('user-agent') ?? '',
  });
  const invitations = {
    db,
    tokens: tokenService,
    notifier,
    siteUrl: config.SITE_URL ?? `http://localhost:${config.PORT}`,
    ispName: async () => (await readSettings(db)).name,
    where,
    now,
  };
  api.route('/users/invitations', invitationAdminRoutes(invitations));
  api.route('/invitation', invitationRoutes(invitations));
  api.route('/users', accountRoutes({ db, tokens: tokenService, challenges, where, loginGuard }));
  api.route('/users', userRoutes({ db, tokens: tokenService, loginGuard, challenges, where, now }));
  api.route('/trash', trashRoutes({ db, now, onContentChange }));
  // Every entity's change at once, for one build: the area's (which also relinks the waiting list) if areas went.
  const onDemoRemoved = (entities: string[]) => onContentChange(entities.includes('area') ? 'area' : entities[0]!);
  api.route(
    '/demo-content',
    demoContentRoutes({ db, now, onChange: onDemoRemoved, onSettingsChange: () => onContentChange('settings') }),
  );
  api.route('/audit', auditRoutes({ db }));
  if (publisher) {
    api.get('/publish', async (c) => c.json(await publisher.status()));
    api.post('/publish', async (c) => {
      await publisher.schedule('manual', { immediate: true });
      return c.json(await publisher.status(), 202);
    });
  }
  api.all('*', (c) => c.json({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404));
  api.onError(onError);

  const app = new Hono();
  app.use('*', closeIfBodyUnread());
  app.route('/api', api);
  app.route('/preview', previewPageRoutes(previewDeps));
  app.route('/', receiptPages(db));
  app.get('/uploads/:name', async (c) => {
    const image = await getImage(db, c.req.param('name'));
    if (!image) return c.json({ message: 'No such image' }, 404);
    const headers: Record<string, string> = {
      'Content-Type': image.type,
      'Content-Length': String(image.data.byteLength),
      'X-Content-Type-Options': 'nosniff',
      // A stored name is never reused for other content, so it may be cached for good.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Cross-Origin-Resource-Policy': 'same-site',
    };
    if (image.type === 'image/svg+xml')
      headers['Content-Security-Policy'] = "sandbox; default-src 'none'; style-src 'unsafe-inline'";
    return c.body(image.data as Uint8Array<ArrayBuffer>, 200, headers);
  });
  app.onError(onError);
  notifier.start();
  return {
    app,
    tokens: tokenService,
    notifier,
    sessions,
    accountCodes: { settled: account.settled },
    payments,
    usageFor,
    radius,
    // The alerts at 80 % and 100 % of a cap (main.ts starts them): only with a RADIUS database.
    usageAlerts:
      usageFor &&
      usageAlerts({
        db,
        usageFor,
        smsInserts: notifier.smsInserts,
        sendsEmail: notifier.sendsStatus,
        wake: notifier.wake,
        siteUrl,
        now,
      }),
  };
}

/** The SMS set-up of the configuration (SMS_PROVIDER and the rest); stops start-up when one is missing. */
export function smsOptions(config: Config): SmsOptions {
  const options: SmsOptions = {
    provider: config.SMS_PROVIDER,
    token: config.SMS_TOKEN,
    from: config.SMS_FROM,
    baseUrl: config.SMS_BASE_URL,
    dir: config.SMS_DIR,
  };
  checkSmsOptions(options);
  return options;
}

function notifierFor(database: Database, config: Config): Notifier {
  return createNotifier(database.db, {
    sms: smsOptions(config),
    smtpUrl: config.SMTP_URL,
    emails: config.NOTIFY_EMAIL,
    webhookUrl: config.NOTIFY_WEBHOOK_URL,
    paymentWebhook: config.PAYMENT_WEBHOOK_URL
      ? { url: config.PAYMENT_WEBHOOK_URL, secret: config.PAYMENT_WEBHOOK_SECRET ?? '' }
      : undefined,
    from: config.NOTIFY_FROM,
    siteUrl: config.SITE_URL ?? `http://localhost:${config.PORT}`,
    retryBaseMs: config.NOTIFY_RETRY_BASE_MS,
    retryMaxMs: config.NOTIFY_RETRY_MAX_MS,
    claimMs: config.NOTIFY_CLAIM_MS,
  });
}
