// Preview (issue 31): an editor sees the public pages that show a record, with the form's unsaved
// values, before anyone else does. POST /api/<entity>/preview checks the values as a save would
// and answers the preview's links (signed, expiring, preview-token.ts) with the editor's pass as
// a cookie; GET /preview/<token>/<page> renders that page with the live site's own code in the
// build process (publishing/preview-render.ts). Nothing is stored and the live site is not touched.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { ENTITIES, type EntityDef } from '../../lib/entities.ts';
import { isRole, mayCall } from '../../lib/roles.ts';
import { langOfPath } from '../../i18n/paths.ts';
import type { PreviewRecord } from '../../components/preview-record.ts';
import { sessionRow, toAuthUser, type AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { parse, readInput, textFields } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { baseHeaders, contentSecurityPolicy } from '../http/security-headers.ts';
import { repository } from '../storage/records.ts';
import type { PreviewPage } from '../publishing/site-builder.ts';
import { asPreview, PREVIEW_PAGES, previewBar, previewPages, previewRefusal } from './preview-pages.ts';
import { MAX_PREVIEW_TOKEN, PREVIEW_COOKIE, PREVIEW_MINUTES, previewSigner } from './preview-token.ts';

export interface PreviewDeps {
  db: Db;
  requireAuth: MiddlewareHandler<AuthEnv>;
  secret: string;
  /** renders a page with one record replaced; none where the site is not built here (deploy hook, spawn) */
  previewPage?: PreviewPage;
  /** the pass cookie is Secure (the site is served over HTTPS) */
  secure: boolean;
  now?: () => Date;
}

/** The entities whose records show on public pages, and so have a preview. */
export const PREVIEWED = (Object.values(ENTITIES) as EntityDef[]).filter(
  (def) => def.published && PREVIEW_PAGES[def.path],
);

/** POST /<entity>/preview of each previewed entity, mounted under /api. */
export function previewApiRoutes({ db, requireAuth, secret, secure, now = () => new Date() }: PreviewDeps) {
  const signer = previewSigner(secret);
  const app = new Hono<AuthEnv>();
  for (const def of PREVIEWED) {
    app.post(`/${def.path}/preview`, requireAuth, async (c) => {
      const input = textFields(await readInput(c)); // a photo chosen in the form is not sent: see below
      const id = typeof input.id === 'string' && input.id ? input.id : undefined;
      delete input.id;
      const values = parse(def.schema, input);
      const stored = id ? await repository(db, def).get(id) : undefined;
      if (id && !stored) throw new ApiError(404, `No ${def.word} with that id`);
      // A photo is stored only when the record is saved: the preview shows the record's saved one.
      if (def.image && !stored?.image)
        throw new ApiError(400, `Save the ${def.word} with its photo first; then Preview shows your changes.`);
      const user = c.get('user');
      const session = c.get('session');
      const expires = now().getTime() + PREVIEW_MINUTES * 60_000;
      const record = { ...stored, ...values, ...(stored?.image ? { image: stored.image } : {}) };
      const token = signer.link({ entity: def.path, ...(id ? { id } : {}), record, user: user._id, expires });
      if (token.length > MAX_PREVIEW_TOKEN)
        throw new ApiError(413, `This ${def.word} is too long to preview; save it to see it on the site.`);
      setCookie(c, PREVIEW_COOKIE, signer.pass({ session, expires }), {
        path: '/preview/',
        httpOnly: true,
        sameSite: 'Strict',
        secure,
        maxAge: PREVIEW_MINUTES * 60,
      });
      return c.json({ expiresAt: new Date(expires).toISOString(), pages: previewPages(def.path, token) }, 201);
    });
  }
  return app;
}

/** GET /preview/<token>/<page>: the page with the editor's record in place, for that editor only. */
export function previewPageRoutes({ db, secret, previewPage, now = () => new Date() }: PreviewDeps) {
  const signer = previewSigner(secret);
  const app = new Hono();
  app.get('/:token{[^/]+}/*', async (c) => {
    const refuse = (status: 401 | 403 | 404 | 422 | 503, title: string, message: string) =>
      answer(c, status, previewRefusal(title, message));
    // Signed in first: to anyone else every link looks the same, a valid one or not.
    const session = signer.readPass(getCookie(c, PREVIEW_COOKIE), now().getTime());
    const row = session ? await sessionRow(db, session).catch(() => undefined) : undefined;
    if (!session || !row)
      return refuse(
        401,
        'Sign in to see this preview',
        'A preview shows unpublished changes to the editor who made it, signed in to the admin. Sign in, open the record and press Preview.',
      );
    const link = signer.readLink(c.req.param('token'), now().getTime());
    if (link === 'forged') return refuse(404, 'No such preview', 'This preview link is not one the admin made.');
    if (link === 'expired')
      return refuse(
        404,
        'This preview has expired',
        `A preview link lasts ${PREVIEW_MINUTES} minutes. Open the record in the admin and press Preview again.`,
      );
    const user = toAuthUser(row);
    if (link.user !== user._id || !isRole(user.role) || !mayCall(user.role, 'POST', `/${link.entity}/preview`))
      return refuse(403, 'Not your preview', 'This preview belongs to another editor: ask them to show it to you.');
    const path = c.req.path.slice(`/preview/${c.req.param('token')}`.length) || '/';
    const pages = previewPages(link.entity, c.req.param('token'));
    const page = pages.find((p) => samePath(p.path, path));
    if (!page) return refuse(404, 'Not part of this preview', 'This page does not show the record being previewed.');
    if (!previewPage)
      return refuse(
        503,
        'No preview on this server',
        'This server does not build the site itself, so it cannot preview.',
      );
    const def = ENTITIES[link.entity as keyof typeof ENTITIES] as EntityDef;
    const record: PreviewRecord = {
      collection: COLLECTIONS[link.entity] ?? link.entity,
      ...(link.id ? { id: link.id } : {}),
      newestFirst: def.newestFirst,
      record: link.record,
    };
    let html: string;
    try {
      html = await previewPage(page.path, record);
    } catch (err) {
      return refuse(422, 'The preview could not be shown', err instanceof Error ? err.message : String(err));
    }
    const lang = langOfPath(page.path);
    const bar = previewBar(lang, page.path, pages, link.expires);
    return answer(c, 200, asPreview(html, bar, lang === 'ne' ? 'पूर्वावलोकन' : 'Preview'));
  });
  return app;
}

/** /ne and /ne/ are one page. */
const samePath = (a: string, b: string) => (a.replace(/\/+$/, '') || '/') === (b.replace(/\/+$/, '') || '/');

/** The collection of src/components/collections.ts each entity's records are read into. */
const COLLECTIONS: Record<string, string> = {
  slider: 'sliders',
  notice: 'notices',
  testimonial: 'testimonials',
  plan: 'plans',
  faq: 'faqs',
  area: 'areas',
  incident: 'incidents',
  help: 'help',
};

/** A preview's answer: never cached by a browser's shared cache or a CDN, never indexed. */
function answer(c: Context, status: 200 | 401 | 403 | 404 | 422 | 503, html: string) {
  return c.html(html, status, {
    ...baseHeaders(c.req.path),
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    'Content-Security-Policy': contentSecurityPolicy(html, c.req.path),
  });
}
