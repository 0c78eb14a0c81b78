// Preview (issue 31): an editor sees the public pages that show a record, with the form's unsaved
// values, before anyone else does. POST /api/<entity>/preview checks the values as a save would
// and answers the preview's links (signed, expiring, preview-token.ts) with the editor's pass as
// a cookie; GET /preview/<token>/<page> renders that page with the live site's own code in the
// build process (publishing/preview-render.ts). Nothing is stored and the live site is not touched.
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { ENTITIES, type EntityDef } from '../../lib/entities.ts';
import { isRole } from '../../lib/roles.ts';
import { mayDo } from '../../lib/api-access.ts';
import { langOfPath } from '../../i18n/paths.ts';
import type { PreviewRecord } from '../../lib/build-seam.ts';
import { sessionRow, toAuthUser, type AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { fileField, parse, readInput, textFields } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { baseHeaders, contentSecurityPolicy } from '../http/security-headers.ts';
import { repository } from '../storage/records.ts';
import { previewWidthsOf } from '../../lib/image-widths.ts';
import type { PreviewPage } from '../publishing/site-builder.ts';
import { asPreview, PREVIEW_PAGES, PREVIEW_WORDS, previewBar, previewPages, previewRefusal } from './preview-pages.ts';
import {
  isPreviewFormat,
  keepPreviewPhoto,
  PREVIEW_PHOTO_NAME,
  previewPhotoVariant,
  removeExpiredPhotos,
} from './preview-photo.ts';
import {
  type PreviewLink,
  MAX_PREVIEW_TOKEN,
  PREVIEW_COOKIE,
  PREVIEW_MINUTES,
  previewSigner,
} from './preview-token.ts';

export interface PreviewDeps {
  db: Db;
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
export function previewApiRoutes({ db, secret, secure, now = () => new Date() }: PreviewDeps) {
  const signer = previewSigner(secret);
  const app = new Hono<AuthEnv>();
  for (const def of PREVIEWED) {
    app.post(`/${def.path}/preview`, async (c) => {
      const input = await readInput(c);
      const file = def.image ? fileField(input, 'image') : undefined;
      const fields = textFields(input);
      const id = typeof fields.id === 'string' && fields.id ? fields.id : undefined;
      delete fields.id;
      delete fields.existingImage;
      delete fields.existingImageNe;
      const values = parse(def.schema, fields);
      const stored = id ? await repository(db, def).get(id) : undefined;
      if (id && !stored) throw new ApiError(404, `No ${def.word} with that id`);
      const imageless = def.imageUnless !== undefined && String(values[def.imageUnless] ?? '') !== '';
      if (def.image && !file && !stored?.image && !imageless)
        throw new ApiError(400, `Choose a photo for the ${def.word}: the page shows it.`, { image: 'Choose a photo' });
      const user = c.get('user');
      const session = c.get('session');
      const expires = now().getTime() + PREVIEW_MINUTES * 60_000;
      // A photo just chosen is made ready as a save would, and kept for this preview only.
      await removeExpiredPhotos(db, now());
      const photo = file ? await keepPreviewPhoto(db, file, new Date(expires)) : undefined;
      const image = photo?.name ?? stored?.image;
      const record = { ...stored, ...values, ...(image ? { image } : {}) };
      const token = signer.link({
        entity: def.path,
        ...(id ? { id } : {}),
        record,
        ...(photo ? { photo } : {}),
        user: user._id,
        expires,
      });
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

  /** The link, when the request comes from the editor it was made for; otherwise the page saying why not. */
  async function yours(c: Context): Promise<PreviewLink | Response> {
    const refuse = (status: 401 | 403 | 404, title: string, message: string) =>
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
    const link = signer.readLink(c.req.param('token') ?? '', now().getTime());
    if (link === 'forged') return refuse(404, 'No such preview', 'This preview link is not one the admin made.');
    if (link === 'expired')
      return refuse(
        404,
        'This preview has expired',
        `A preview link lasts ${PREVIEW_MINUTES} minutes. Open the record in the admin and press Preview again.`,
      );
    const user = toAuthUser(row);
    if (link.user !== user._id || !isRole(user.role) || !mayDo(user.role, link.entity, 'update'))
      return refuse(403, 'Not your preview', 'This preview belongs to another editor: ask them to show it to you.');
    return link;
  }

  // The unsaved photo of the preview, at a width and in a format its page asks for (preview-photo.ts).
  app.get('/:token{[^/]+}/_photo/:name', async (c) => {
    const link = await yours(c);
    if (link instanceof Response) return link;
    const name = c.req.param('name');
    if (!PREVIEW_PHOTO_NAME.test(name) || link.photo?.name !== name)
      return c.json({ message: 'This photo is not part of this preview.' }, 404);
    // Only the widths the page's own srcset names (issue 43: any width 16–4096 let one link keep
    // the encoder busy): each is encoded once, in the uploads' thread, one at a time.
    const widths = previewWidthsOf(link.entity, link.photo.width);
    const width = Number(c.req.query('w') ?? widths.at(-1));
    const format = c.req.query('f') ?? 'webp';
    if (!widths.includes(width) || !isPreviewFormat(format))
      return c.json({ message: `w must be one of ${widths.join(', ')} and f one of avif, webp.` }, 400);
    const photo = await previewPhotoVariant(db, name, width, format, now());
    if (!photo) return c.json({ message: 'This preview has expired: press Preview again.' }, 404);
    return c.body(photo.body as Uint8Array<ArrayBuffer>, 200, {
      ...baseHeaders(c.req.path),
      'Content-Type': photo.type,
      'Cache-Control': 'private, max-age=600',
      ...(photo.type === 'image/svg+xml'
        ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" }
        : {}),
    });
  });

  app.get('/:token{[^/]+}/*', async (c) => {
    const refuse = (status: 404 | 422 | 503, title: string, message: string) =>
      answer(c, status, previewRefusal(title, message));
    const link = await yours(c);
    if (link instanceof Response) return link;
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
      ...(link.photo
        ? { photo: { ...link.photo, href: `/preview/${c.req.param('token')}/_photo/${link.photo.name}` } }
        : {}),
    };
    let html: string;
    try {
      html = await previewPage(page.path, record);
    } catch (err) {
      return refuse(422, 'The preview could not be shown', err instanceof Error ? err.message : String(err));
    }
    const lang = langOfPath(page.path);
    const bar = previewBar(lang, page.path, pages, link.expires);
    return answer(c, 200, asPreview(html, bar, PREVIEW_WORDS[lang].title));
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
