import { z } from 'zod';
import { publishRound } from '../lib/build-seam.ts';
import { servedSettingsSchema } from '../lib/settings/clean.ts';
import type { Settings } from '../lib/settings/schema.ts';
import { apiUrl } from './api-url.ts';
import { ENTITIES } from '../lib/entities.ts';
import { withPreview } from './preview-record.ts';

// Managed content comes from the API while the pages render. A fetch that fails stops the build
// with a clear message: a page with missing content is never published (the last good site stays
// live). Read here rather than through Astro's content collections, whose data is built into the
// bundle: a publish that only changes content can then render the pages again from the bundle it
// already has (src/server/publishing/rerender.ts) instead of bundling the site anew (issue 17).

// Each collection is read with its entity's own schema (src/lib/entities.ts: the one field list, issue 27),
// the one the API stored the record with, so a field added to the schema reaches the pages with no line
// here. What the server adds (the id, the date, the image's file name) is read beside it, and the
// position in the API's list is the order shown.
const COLLECTIONS = {
  sliders: ENTITIES.slider,
  notices: ENTITIES.notice,
  testimonials: ENTITIES.testimonial,
  plans: ENTITIES.plan,
  // Coverage areas (issue 15): embedded in the coverage check at build time, so it needs no API call.
  areas: ENTITIES.area,
  faqs: ENTITIES.faq,
  // Network status (issue 29): the status page, the banner on every page and the coverage check's note.
  incidents: ENTITIES.incident,
  // Self-help steps on /support (issue 29).
  help: ENTITIES.help,
} as const;
const stored = z.object({ _id: z.string(), createdAt: z.string().optional().default(''), order: z.number() });
// The Nepali image ('' when none) of the entities that have one (0048_poster_ne).
const withImage = stored.extend({ image: z.string(), image_ne: z.string().optional().default('') });

type Name = keyof typeof COLLECTIONS;
type Def<N extends Name> = (typeof COLLECTIONS)[N];
export type ContentRecord<N extends Name> = z.output<typeof stored> &
  z.output<Def<N>['schema']> &
  (Def<N>['image'] extends true ? { image: string; image_ne: string } : unknown);

/**
 * Each publish reads the API once per collection: the build process names the publish it is
 * rendering (src/lib/build-seam.ts), and a new round reads afresh. A dev server reads on every
 * page view, so an edit shows on the next reload.
 */
let cache: { round: number | undefined; loads: Map<string, Promise<unknown>> } = { round: undefined, loads: new Map() };

/** What `read` gives, read once per publish (every time in dev). */
function once<T>(key: string, read: () => Promise<T>): Promise<T> {
  if (import.meta.env?.DEV) return read();
  if (cache.round !== publishRound()) cache = { round: publishRound(), loads: new Map() };
  let loading = cache.loads.get(key);
  if (!loading) {
    loading = read();
    cache.loads.set(key, loading);
    loading.catch(() => cache.loads.delete(key)); // a failed read is tried again by the next page
  }
  return loading as Promise<T>;
}

/** A collection's records in the order the API listed them. */
export const records = <N extends Name>(name: N): Promise<ContentRecord<N>[]> =>
  once(name, () => load(name)).then((list) =>
    // A preview's record in place of the stored one (issue 31; only while a preview renders), read as load reads one.
    withPreview(name, list, (r, order) => {
      const def = COLLECTIONS[name];
      const server = (def.image ? withImage : stored).parse({ ...(r as object), order });
      return { ...(def.schema.parse(r) as object), ...server } as ContentRecord<N>;
    }),
  );

/** The ISP's settings (Admin › Site settings, issue 28), as the API serves them. */
export const settings = (): Promise<Settings> =>
  once('settings', async () => {
    // A clean install's neutral settings have no phone, email or address yet (src/lib/settings/clean.ts).
    const parsed = servedSettingsSchema.safeParse(await fetchJson('settings', 'object'));
    if (!parsed.success)
      throw new Error(
        `Site settings do not match their schema (${z.prettifyError(parsed.error).split('\n').join(' ')}).`,
      );
    return parsed.data;
  });

/**
 * What the pages learn of the server's configuration (its /api/health): whether email is set up, for
 * the status-email form, which is not shown where no email could be sent (issue 42).
 */
export const serverFacts = (): Promise<{ statusEmails: boolean }> =>
  once('health', async () => {
    const health = (await fetchJson('health', 'object')) as { email?: unknown };
    return { statusEmails: health.email === 'smtp' || health.email === 'file' };
  });

async function load<N extends Name>(name: N): Promise<ContentRecord<N>[]> {
  const def = COLLECTIONS[name];
  const list = (await fetchJson(def.path, 'array')) as unknown[];
  return list.map((record, i) => {
    const server = (def.image ? withImage : stored).safeParse({ ...(record as object), order: i });
    const fields = def.schema.safeParse(record);
    const error = server.error ?? fields.error;
    if (error)
      throw new Error(
        `Content collection "${name}": record ${i + 1} does not match its schema (${z.prettifyError(error).split('\n').join(' ')}).`,
      );
    return { ...fields.data, ...server.data } as ContentRecord<N>;
  });
}

async function fetchJson(entity: string, shape: 'array' | 'object'): Promise<unknown> {
  const url = `${apiUrl}/api/${entity}`;
  let lastError = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(15_000), headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`HTTP ${res.status} ${res.statusText}`);
      const body: unknown = await res.json();
      if (Array.isArray(body) !== (shape === 'array') || !body || typeof body !== 'object')
        throw new Error(`the answer is not a JSON ${shape}`);
      return body;
    } catch (err) {
      lastError = err instanceof Error ? err.message : String(err);
      if (attempt < 3) await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  }
  throw new Error(
    `Content collection "${entity}": could not load ${url} (${lastError}). ` +
      'The public site is built from the API: start the server or set API_URL to a running API.',
  );
}
