import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { apiUrl } from './site.config.ts';

// Managed content comes from the API at build time. A fetch that fails stops the build with a
// clear message: a page with missing content is never published (the last good site stays live).

async function fetchRecords(entity: string): Promise<{ id: string }[]> {
  const url = `${apiUrl}/api/${entity}`;
  let lastError = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(15_000), headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`HTTP ${res.status} ${res.statusText}`);
      const body: unknown = await res.json();
      if (!Array.isArray(body)) throw new Error('the answer is not a JSON array');
      return body.map((record: { _id: string }) => ({ ...record, id: String(record._id) }));
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

const base = { _id: z.string(), createdAt: z.string().optional().default('') };
const text = z.string().optional().default('');
// Optional Nepali twins of the editor's text (a Nepali page falls back to the English field).
const ne = (...fields: string[]) => Object.fromEntries(fields.map((f) => [`${f}_ne`, text]));

// The order the API returns is the order shown, so each entry keeps its position.
const withOrder = (entity: string) => async () => (await fetchRecords(entity)).map((r, order) => ({ ...r, order }));
const order = z.number();

export const collections = {
  sliders: defineCollection({
    loader: withOrder('slider'),
    schema: z.object({ ...base, order, title: text, name: z.string(), subtitle: text, link: text, image: z.string(), imageAlt: text, ...ne('title', 'subtitle') }),
  }),
  notices: defineCollection({
    loader: withOrder('notice'),
    schema: z.object({ ...base, order, title: z.string(), image: z.string(), imageAlt: text, ...ne('title') }),
  }),
  testimonials: defineCollection({
    loader: withOrder('testimonial'),
    schema: z.object({ ...base, order, name: z.string(), location: text, comment: text, image: z.string(), imageAlt: text, ...ne('location', 'comment') }),
  }),
  plans: defineCollection({
    loader: withOrder('plan'),
    schema: z.object({
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
  }),
  // Coverage areas (issue 15): embedded in the coverage check at build time, so it needs no API call.
  areas: defineCollection({
    loader: withOrder('area'),
    schema: z.object({ ...base, order, name: z.string(), district: text, services: z.array(z.string()).default([]), status: z.string(), name_ne: text }),
  }),
  faqs: defineCollection({
    loader: withOrder('faq'),
    schema: z.object({ ...base, order, question: z.string(), answer: z.string(), ...ne('question', 'answer') }),
  }),
};
