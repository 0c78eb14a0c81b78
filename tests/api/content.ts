import { expect } from 'vitest';
import { ENTITIES } from '../../src/lib/entities.ts';
import { form, type TestContext } from './setup.ts';
import { png } from './images.ts';
import { SAMPLES } from './samples.ts';

export type Rec = { _id: string; position: number; hidden: boolean } & Record<string, unknown>;
/** The entities with an editor's order and a hidden flag. */
export const ORDERED = ['slider', 'notice', 'testimonial', 'plan', 'faq'] as const;

/** Creates a content record (multipart with an image, or JSON) with extra fields. */
export async function createContent(
  ctx: TestContext,
  entity: (typeof ORDERED)[number],
  extra: Record<string, unknown> = {},
): Promise<Rec> {
  const fields = { ...SAMPLES[entity].valid, ...extra };
  const res = ENTITIES[entity].image
    ? await ctx.call('POST', `/api/${entity}`, {
        form: form(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), { bytes: await png() }),
      })
    : await ctx.call('POST', `/api/${entity}`, { json: fields });
  expect(res.status).toBe(201);
  return res.json();
}
