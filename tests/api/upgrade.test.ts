import { DatabaseSync } from 'node:sqlite';
import { searchIndexes } from '../../src/server/db/trigram.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { testConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/index.ts';
import { seed } from '../../src/server/demo/seed.ts';
import { FIXTURE_ADMIN, fixturePath, fixtureTables, openReleaseDatabase, RELEASES } from './release-fixture.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DIALECTS = (['sqlite', 'postgres'] as const).filter((d) => d === 'sqlite' || process.env.TEST_DATABASE_URL);

/** Rows of the fixture as they were written by that release. */
function fixtureRows(release: string, table: string) {
  const file = new DatabaseSync(fixturePath(release), { readOnly: true });
  try {
    return file.prepare(`select * from "${table}" order by 1`).all() as Record<string, unknown>[];
  } finally {
    file.close();
  }
}

describe('0001_initial is the schema release 0.1.0 shipped', () => {
  it('creates exactly the tables and columns of the 0.1.0 fixture', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'isp-0001-'));
    const file = join(dir, 'fresh.db');
    const database = await openDatabase(`file:${file}`, { migrateTo: '0001_initial' });
    await database.close();
    const schemaOf = (path: string) => {
      const db = new DatabaseSync(path, { readOnly: true });
      try {
        return db.prepare("select name, sql from sqlite_master where name not like 'kysely_%' order by name").all();
      } finally {
        db.close();
      }
    };
    expect(schemaOf(file)).toEqual(schemaOf(fixturePath('0.1.0')));
    rmSync(dir, { recursive: true, force: true });
  });
});

for (const kind of DIALECTS) {
  for (const [release, lastMigration] of Object.entries(RELEASES)) {
    describe(`upgrade from release ${release} [${kind}]`, () => {
      let ctx: Awaited<ReturnType<typeof openReleaseDatabase>>;
      let app: Awaited<ReturnType<typeof createApp>>['app'];
      beforeAll(async () => {
        ctx = await openReleaseDatabase(kind, release, lastMigration);
        const config = testConfig({ SEED_DEMO: true, LOG_LOGINS: false });
        // A start-up on the upgraded database: the seed must neither add an admin nor reseed the demo.
        const seeded = await seed(ctx.database.db, config);
        expect(seeded.generatedPassword).toBeUndefined();
        app = (await createApp({ database: ctx.database, config })).app;
      });
      afterAll(() => ctx?.cleanup());

      it('keeps every row of every table', async () => {
        for (const table of fixtureTables(release)) {
          // biome-ignore lint/suspicious/noExplicitAny: the fixture's tables are read by name, whatever release made them
          const { n } = await (ctx.database.db as any)
            .selectFrom(table)
            // biome-ignore lint/suspicious/noExplicitAny: as above
            .select((eb: any) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow();
          expect(Number(n), table).toBe(fixtureRows(release, table).length);
        }
      });

      it('signs in the release’s admin with the same password and the same JWT secret', async () => {
        const secret = fixtureRows(release, 'meta').find((r) => r.key === 'jwtSecret')?.value;
        const stored = await ctx.database.db
          .selectFrom('meta')
          .select('value')
          .where('key', '=', 'jwtSecret')
          .executeTakeFirst();
        expect(stored?.value).toBe(secret);
        const res = await app.request('/api/users/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(FIXTURE_ADMIN),
        });
        expect(res.status).toBe(200);
        const { token, user } = await res.json();
        // A user from before 0049 has signed in before: welcomed back, not as a first-timer.
        expect(user.firstSignIn).toBe(false);
        const bookings = await app.request('/api/booking', { headers: { 'x-auth-token': token } });
        expect(bookings.status).toBe(200);
        const [booking] = await bookings.json();
        const original = fixtureRows(release, 'booking')[0];
        expect(booking).toMatchObject({
          _id: original.id,
          createdAt: original.createdAt,
          customerName: original.customerName,
          address: original.address,
          plan: original.plan,
        });
        // Leads of earlier releases arrive as 'new', never handled, with no notes (0004_leads).
        expect(booking).toMatchObject({ status: 'new', statusChangedAt: null, statusChangedBy: null, notes: [] });
        for (const table of ['booking', 'contact', 'referral'] as const) {
          const rows = await ctx.database.db
            .selectFrom(table)
            .select(['status', 'notes', 'firstStatusChangeAt'])
            .execute();
          expect(
            rows.every((r) => r.status === 'new' && r.notes === '[]' && r.firstStatusChangeAt === null),
            table,
          ).toBe(true);
        }
        expect(await ctx.database.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
      });

      it('serves every content record with its image bytes unchanged', async () => {
        for (const entity of ['slider', 'notice', 'testimonial']) {
          const records = await (await app.request(`/api/${entity}`)).json();
          expect(records.length).toBe(fixtureRows(release, entity).length);
          for (const record of records) {
            const media = fixtureRows(release, 'media').find((m) => m.name === record.image)!;
            const res = await app.request(`/uploads/${record.image}`);
            expect(res.status).toBe(200);
            expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(media.data as Uint8Array))).toBe(true);
          }
        }
        const plans = await (await app.request('/api/plan')).json();
        const original = fixtureRows(release, 'plan');
        expect(plans.map((p: { _id: string; features: string[] }) => [p._id, p.features])).toEqual(
          original.map((p) => [p.id, JSON.parse(String(p.features))]),
        );
      });

      it('marks the spec’s three teasers featured and Fibernet + IPTV popular, nothing else (0003)', async () => {
        const plans: { name: string; featured: boolean; popular: boolean }[] = await (
          await app.request('/api/plan')
        ).json();
        expect(plans.filter((p) => p.featured).map((p) => p.name)).toEqual(['Fibernet', 'Fibernet + IPTV', 'Wireless']);
        expect(plans.filter((p) => p.popular).map((p) => p.name)).toEqual(['Fibernet + IPTV']);
        expect(plans.length).toBeGreaterThan(3);
      });

      it('gives existing content positions in today’s order, nothing hidden and no alt text', async () => {
        for (const entity of ['slider', 'notice', 'testimonial', 'plan', 'faq']) {
          const rows = fixtureRows(release, entity);
          // Before the editor's order: testimonials newest first, everything else as added.
          const before = (entity === 'testimonial' ? [...rows].reverse() : rows).map((r) => r.id);
          const listed = await (await app.request(`/api/${entity}`)).json();
          expect(
            listed.map((r: { _id: string }) => r._id),
            entity,
          ).toEqual(before);
          expect(
            listed.map((r: { position: number }) => r.position),
            entity,
          ).toEqual(before.map((_, i) => i));
          expect(
            listed.every((r: { hidden: boolean }) => r.hidden === false),
            entity,
          ).toBe(true);
          if (['slider', 'notice', 'testimonial'].includes(entity))
            expect(
              listed.every((r: { imageAlt: string }) => r.imageAlt === ''),
              entity,
            ).toBe(true);
        }
      });

      it('starts the upgraded database with an empty history, trash and audit trail but for this run', async () => {
        for (const table of ['revision', 'trash'] as const) {
          const { n } = await ctx.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow();
          expect(Number(n), table).toBe(0);
        }
      });

      it('gives upgraded rows no Nepali text (English shows) and English as the visitor language (0006_nepali, 0020_testimonial_name_ne)', async () => {
        const token = (
          await (
            await app.request('/api/users/login', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(FIXTURE_ADMIN),
            })
          ).json()
        ).token;
        const twins: Record<string, string[]> = {
          slider: ['title_ne', 'subtitle_ne'],
          notice: ['title_ne'],
          testimonial: ['name_ne', 'location_ne', 'comment_ne'],
          plan: ['name_ne'],
          faq: ['question_ne', 'answer_ne'],
        };
        for (const [entity, fields] of Object.entries(twins)) {
          const records = await (await app.request(`/api/${entity}`)).json();
          expect(records.length, entity).toBe(fixtureRows(release, entity).length);
          for (const record of records)
            for (const field of fields) expect(record[field], `${entity}.${field}`).toBe('');
          if (entity === 'plan') for (const record of records) expect(record.features_ne).toEqual([]);
        }
        for (const entity of ['booking', 'contact', 'referral']) {
          const records = await (await app.request(`/api/${entity}`, { headers: { 'x-auth-token': token } })).json();
          expect(records.length, entity).toBe(fixtureRows(release, entity).length);
          for (const record of records) expect(record.lang, entity).toBe('en');
        }
      });

      it('marks the content the release seeded as demo content, from its seeding time (0040, issue 42)', async () => {
        const seededContent = ['slider', 'notice', 'testimonial', 'plan', 'faq'].reduce(
          (n, table) => n + fixtureRows(release, table).length,
          0,
        );
        expect(seededContent).toBeGreaterThan(0);
        const login = await app.request('/api/users/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(FIXTURE_ADMIN),
        });
        const token = (await login.json()).token;
        const res = await app.request('/api/demo-content', { headers: { 'x-auth-token': token } });
        expect(await res.json()).toMatchObject({ count: seededContent, trashed: 0 });
      });

      it('takes new records after the upgrade', async () => {
        const res = await app.request('/api/faq', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-auth-token': (
              await (
                await app.request('/api/users/login', {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify(FIXTURE_ADMIN),
                })
              ).json()
            ).token,
          },
          body: JSON.stringify({ question: 'After the upgrade?', answer: 'Yes.' }),
        });
        expect(res.status).toBe(201);
        const faqs = await (await app.request('/api/faq')).json();
        expect(faqs.at(-1).question).toBe('After the upgrade?');
      });

      it('starts the cluster tables empty: no publish requested or built yet, no limits counted', async () => {
        const state = await ctx.database.db.selectFrom('publish_state').selectAll().execute();
        expect(state).toHaveLength(1);
        expect(state[0]).toMatchObject({ id: 1, holder: null, liveVersion: null, lastError: null, warnings: '[]' });
        expect(Number(state[0].requestSeq)).toBe(0);
        expect(Number(state[0].coveredSeq)).toBe(0);
        for (const table of ['site_build', 'site_file', 'recent_submission'] as const) {
          expect(await ctx.database.db.selectFrom(table).selectAll().execute(), table).toEqual([]);
        }
      });

      it('remembers no submission keys yet, and searches the upgraded rows (0009, 0019)', async () => {
        expect(await ctx.database.db.selectFrom('submission_key').selectAll().execute()).toEqual([]);
        if (kind === 'postgres') {
          const names = await searchIndexes(ctx.database.db);
          // one search index per table (0019), none of 0009's per column
          expect(names).toEqual(
            expect.arrayContaining(
              ['booking', 'contact', 'faq', 'users'].map((t) =>
                expect.stringMatching(new RegExp(`^${t}_search_[0-9a-f]{8}$`)),
              ),
            ),
          );
          expect(names.filter((name) => name.endsWith('_trgm'))).toEqual([]);
        }
        const token = (
          await (
            await app.request('/api/users/login', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(FIXTURE_ADMIN),
            })
          ).json()
        ).token;
        const original = fixtureRows(release, 'booking')[0];
        const word = String(original.customerName).split(' ')[0].toUpperCase();
        const found = await (
          await app.request(`/api/booking?q=${encodeURIComponent(word)}&page=1`, { headers: { 'x-auth-token': token } })
        ).json();
        expect(found.map((r: { _id: string }) => r._id)).toContain(original.id);
      });

      // Last: it submits a request, which the cluster tables' check above must not see.
      it('starts coverage with no areas and an empty waiting list, and takes both after the upgrade (0008_coverage)', async () => {
        const token = (
          await (
            await app.request('/api/users/login', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(FIXTURE_ADMIN),
            })
          ).json()
        ).token;
        expect(await (await app.request('/api/area')).json()).toEqual([]);
        expect(
          await (await app.request('/api/coverage-request', { headers: { 'x-auth-token': token } })).json(),
        ).toEqual([]);
        const json = (body: unknown, auth = true) => ({
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(auth ? { 'x-auth-token': token } : {}) },
          body: JSON.stringify(body),
        });
        const created = await app.request(
          '/api/area',
          json({ name: 'Itahari-6', district: 'Sunsari', services: ['home'], status: 'available' }),
        );
        expect(created.status).toBe(201);
        expect(await created.json()).toMatchObject({ name_ne: '', hidden: false, position: 0 });
        const request = await app.request(
          '/api/coverage-request',
          json({ name: 'Maya', phone: '9812345678', place: 'itahari 6' }, false),
        );
        expect(await request.json()).toMatchObject({ area: 'Itahari-6', lang: 'en', status: 'new', notes: [] });
      });
    });
  }
}
