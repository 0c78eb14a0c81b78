import { randomBytes } from 'node:crypto';
import { ENTITIES, type EntityDef } from '../../lib/entities.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { demoAreas } from './areas.ts';
import { demoIncidents } from './incidents.ts';
import { demoImages } from './images.ts';
import { demoFaqs, demoNotices, demoPlans, demoSliders, demoTestimonials } from './content.ts';
import { storeImageBytes } from '../media/images.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newId, repository } from '../storage/records.ts';
import { startSettingsClean } from '../settings/store.ts';

const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/**
 * Fills an empty database: the first admin (from ADMIN_EMAIL / ADMIN_PASSWORD, or a generated
 * password returned once so start-up can print it) and, on first run only, the demo content.
 */
export async function seed(db: Db, config: Config): Promise<{ adminEmail?: string; generatedPassword?: string }> {
  const result: { adminEmail?: string; generatedPassword?: string } = {};
  const users = await db.selectFrom('users').select('id').limit(1).execute();
  if (users.length === 0) {
    const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
    const email = (config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
    await db
      .insertInto('users')
      .values({
        id: newId(),
        createdAt: new Date().toISOString(),
        name: config.ADMIN_NAME,
        email,
        passwordHash: await hashPassword(password),
        tokensValidAfter: 0,
      })
      .execute();
    result.adminEmail = email;
    if (!config.ADMIN_PASSWORD) result.generatedPassword = password;
    // A real install's pages never show the demo ISP's name, phone or emails, even before its settings are saved.
    if (!config.SEED_DEMO) await startSettingsClean(db);
  }
  const seeded = await db.selectFrom('meta').select('value').where('key', '=', 'demoSeeded').executeTakeFirst();
  if (!seeded && config.SEED_DEMO) {
    await seedDemoContent(db);
    await db.insertInto('meta').values({ key: 'demoSeeded', value: new Date().toISOString() }).execute();
  }
  return result;
}

async function seedDemoContent(db: Db) {
  const [banners, posters, postersNe, portraits] = await Promise.all([
    demoImages.banners(),
    demoImages.posters(),
    demoImages.postersNe(),
    demoImages.portraits(),
  ]);
  // Each seeded record is marked as demo content, which "Remove demo content" moves to the trash (issue 42).
  const insert = async (def: EntityDef, item: Record<string, unknown>) => {
    const record = await repository(db, def).insert(item);
    await db
      .insertInto('demo_record')
      .values({ id: String(record._id), entity: def.path })
      .execute();
  };
  const withImages = async (
    def: EntityDef,
    items: Record<string, unknown>[],
    images: Uint8Array[],
    nepali?: Uint8Array[],
  ) => {
    for (const [i, item] of items.entries()) {
      const image = await storeImageBytes(db, images[i]);
      await insert(def, { ...item, image, ...(nepali ? { image_ne: await storeImageBytes(db, nepali[i]) } : {}) });
    }
  };
  await withImages(ENTITIES.slider, demoSliders, banners);
  await withImages(ENTITIES.notice, demoNotices, posters, postersNe);
  await withImages(ENTITIES.testimonial, demoTestimonials, portraits);
  for (const plan of demoPlans) await insert(ENTITIES.plan, plan);
  for (const faq of demoFaqs) await insert(ENTITIES.faq, faq);
  for (const area of demoAreas) await insert(ENTITIES.area, area);
  for (const incident of demoIncidents()) await insert(ENTITIES.incident, incident);
}
