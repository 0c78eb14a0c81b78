import { z } from 'zod';
import { settingsSchema, type Settings } from '../lib/settings/schema.ts';
import { apiUrl } from './api-url.ts';
import { INCIDENT_KINDS, INCIDENT_STATUSES } from '../lib/schemas/incident.ts';
import { withPreview } from './preview-record.ts';

// Managed content comes from the API while the pages render. A fetch that fails stops the build
// with a clear message: a page with missing content is never published (the last good site stays
// live). Read here rather than through Astro's content collections, whose data is built into the
// bundle: a publish that only changes content can then render the pages again from the bundle it
// already has (src/server/publishing/rerender.ts) instead of bundling the site anew (issue 17).

const base = { _id: z.string(), createdAt: z.string().optional().default('') };
const text = z.string().optional().default('');
// Optional Nepali twins of the editor's text (a Nepali page falls back to the English field).
const ne = <F extends string>(...fields: F[]) =>
  Object.fromEntries(fields.map((f) => [`${f}_ne`, text])) as Record<`${F}_ne`, typeof text>;
// The order the API returns is the order shown, so each record keeps its position.
const order = z.number();

const schemas = {
  sliders: z.object({
    ...base,
    order,
    title: text,
    name: z.string(),
    subtitle: text,
    link: text,
    image: z.string(),
    imageAlt: text,
    ...ne('title', 'subtitle'),
  }),
  notices: z.object({ ...base, order, title: z.string(), image: z.string(), imageAlt: text, ...ne('title') }),
  testimonials: z.object({
    ...base,
    order,
    name: z.string(),
    location: text,
    comment: text,
    image: z.string(),
    imageAlt: text,
    ...ne('name', 'location', 'comment'),
  }),
  plans: z.object({
    ...base,
    order,
    name: z.string(),
    speed: z.string(),
    price: z.string(),
    duration: z.string(),
    features: z.array(z.string()).default([]),
    sme: z.boolean().default(false),
    featured: z.boolean().default(false),
    popular: z.boolean().default(false),
    ...ne('name'),
    features_ne: z.array(z.string()).default([]),
  }),
  // Coverage areas (issue 15): embedded in the coverage check at build time, so it needs no API call.
  areas: z.object({
    ...base,
    order,
    name: z.string(),
    district: text,
    services: z.array(z.string()).default([]),
    status: z.string(),
    name_ne: text,
  }),
  faqs: z.object({ ...base, order, question: z.string(), answer: z.string(), ...ne('question', 'answer') }),
  // Network status (issue 29): the status page, the banner on every page and the coverage check's note.
  incidents: z.object({
    ...base,
    order,
    title: z.string(),
    ...ne('title'),
    kind: z.enum(INCIDENT_KINDS),
    areas: z.array(z.string()).default([]),
    services: z.array(z.string()).default([]),
    startsAt: z.string(),
    endsAt: text,
    status: z.enum(INCIDENT_STATUSES),
    updates: z
      .array(z.object({ text: z.string(), text_ne: text, at: z.string(), status: z.enum(INCIDENT_STATUSES) }))
      .default([]),
  }),
  // Self-help steps on /support (issue 29).
  help: z.object({ ...base, order, title: z.string(), text: z.string(), ...ne('title', 'text') }),
};
const entities = {
  sliders: 'slider',
  notices: 'notice',
  testimonials: 'testimonial',
  plans: 'plan',
  areas: 'area',
  faqs: 'faq',
  incidents: 'incident',
  help: 'help',
} as const;

type Name = keyof typeof schemas;
export type ContentRecord<N extends Name> = z.infer<(typeof schemas)[N]>;

/**
 * Each publish reads the API once per collection: the build process names the publish it is
 * rendering (globalThis.__publishRound), and a new round reads afresh. A dev server reads on every
 * page view, so an edit shows on the next reload.
 */
const publishing = globalThis as { __publishRound?: number };
let cache: { round: number | undefined; loads: Map<string, Promise<unknown>> } = { round: undefined, loads: new Map() };

/** What `read` gives, read once per publish (every time in dev). */
function once<T>(key: string, read: () => Promise<T>): Promise<T> {
  if (import.meta.env?.DEV) return read();
  if (cache.round !== publishing.__publishRound) cache = { round: publishing.__publishRound, loads: new Map() };
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
    // A preview's record in place of the stored one (issue 31; only while a preview renders).
    withPreview(name, list, (r, order) => schemas[name].parse({ ...(r as object), order }) as ContentRecord<N>),
  );

/** The ISP's settings (Admin › Site settings, issue 28), as the API serves them. */
export const settings = (): Promise<Settings> =>
  once('settings', async () => {
    const parsed = settingsSchema.safeParse(await fetchJson('settings', 'object'));
    if (!parsed.success)
      throw new Error(
        `Site settings do not match their schema (${z.prettifyError(parsed.error).split('\n').join(' ')}).`,
      );
    return parsed.data;
  });

async function load<N extends Name>(name: N): Promise<ContentRecord<N>[]> {
  const list = (await fetchJson(entities[name], 'array')) as unknown[];
  return list.map((record, i) => {
    const parsed = schemas[name].safeParse({ ...(record as object), order: i });
    if (!parsed.success)
      throw new Error(
        `Content collection "${name}": record ${i + 1} does not match its schema (${z.prettifyError(parsed.error).split('\n').join(' ')}).`,
      );
    return parsed.data as ContentRecord<N>;
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
