import { beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../src/lib/entities.ts';
import { sql } from 'kysely';
import { listSpec, USERS_LIST } from '../../src/server/db/list-specs.ts';
import { newId, repository } from '../../src/server/storage/records.ts';
import { ensureSearchIndexes } from '../../src/server/db/search-index.ts';
import { searchIndexes, searchIndexName, searchText } from '../../src/server/db/trigram.ts';
import { forEachDatabase, type TestContext } from './setup.ts';

// Every list GET (the eight record entities and the users) with page, limit, q, sort and order.
const COUNT = 23;
const MARKED = Math.ceil(COUNT / 5);

interface ListCase {
  path: string;
  /** the field the tests sort and search on (it holds `kNN`: descending as records are added) */
  key: string;
  /** other text fields */
  others: string[];
  /** records the database starts with (the seeded admin) */
  existing: number;
  newestFirst: boolean;
  publicRead: boolean;
}

const pad = (i: number) => String(i).padStart(2, '0');
/** Sorts the same in every collation; every fifth carries a Devanagari word and a mixed-case one. */
const keyValue = (i: number) => `k${pad(99 - i)}${i % 5 === 0 ? ' नेपाल Marker' : ''}`;

const CASES: ListCase[] = [
  ...Object.values(ENTITIES).map((def) => {
    // Nepali twins (title_ne, lang) stay at their defaults: their names hold the '_' that q searches literally.
    const [key, ...others] = Object.entries(def.fields)
      .filter(([f, kind]) => kind === 'text' && !f.endsWith('_ne') && f !== 'lang')
      .map(([f]) => f);
    return { path: def.path, key, others, existing: 0, newestFirst: def.newestFirst, publicRead: def.publicRead };
  }),
  { path: 'users', key: 'name', others: ['email'], existing: 1, newestFirst: false, publicRead: false },
];

async function fill(ctx: TestContext, c: ListCase) {
  if (c.path === 'users') {
    for (let i = 0; i < COUNT; i++) {
      await ctx.database.db
        .insertInto('users')
        .values({
          id: newId(),
          createdAt: new Date().toISOString(),
          name: keyValue(i),
          email: `u${pad(i)}@example.com`,
          passwordHash: 'x',
          tokensValidAfter: 0,
        })
        .execute();
    }
    return;
  }
  const def = ENTITIES[c.path as keyof typeof ENTITIES];
  const repo = repository(ctx.database.db, def);
  const record = (i: number) => {
    const values: Record<string, unknown> = { [c.key]: keyValue(i) };
    for (const f of c.others) values[f] = `${f} ${i}`;
    if ('features' in def.fields) Object.assign(values, { features: ['Free router'], sme: i % 2 === 0 });
    if (def.image) values.image = 'x.png';
    return values;
  };
  // One burst: the group commit stores them in one transaction, in this order.
  await Promise.all(Array.from({ length: COUNT }, (_, i) => repo.insert(record(i))));
}

forEachDatabase('list query parameters', (ctx) => {
  for (const c of CASES) {
    describe(`GET /api/${c.path}`, () => {
      const total = COUNT + c.existing;
      const get = async (query: string, token?: null) => {
        const res = await ctx.call('GET', `/api/${c.path}${query}`, { token });
        return { res, status: res.status, body: await res.json(), total: res.headers.get('X-Total-Count') };
      };
      const keys = (list: Record<string, string>[]) => list.map((r) => r[c.key]);
      // The seeded admin's name sorts differently by collation; the added keys sort alike everywhere.
      const added = (list: Record<string, string>[]) => keys(list).filter((k) => k.startsWith('k'));
      let all: Record<string, string>[] = [];

      beforeAll(async () => {
        await fill(ctx, c);
        all = (await get('')).body;
      });

      it('without parameters answers the whole list in the usual order', async () => {
        expect(all).toHaveLength(total);
        const expected = Array.from({ length: COUNT }, (_, i) => keyValue(i));
        expect(added(all)).toEqual(c.newestFirst ? expected.reverse() : expected);
        expect((await get('')).total).toBe(String(total));
      });

      it('page and limit answer that page, with the total of matches in X-Total-Count', async () => {
        const first = await get('?page=1&limit=10');
        expect(first.status).toBe(200);
        expect(first.body).toEqual(all.slice(0, 10));
        expect(first.total).toBe(String(total));
        expect((await get('?page=3&limit=10')).body).toEqual(all.slice(20));
        const past = await get('?page=9&limit=10');
        expect(past.body).toEqual([]);
        expect(past.total).toBe(String(total));
      });

      it('page alone pages by 10; limit alone is the first page', async () => {
        expect((await get('?page=2')).body).toEqual(all.slice(10, 20));
        expect((await get('?limit=4')).body).toEqual(all.slice(0, 4));
        expect((await get('?page=1&limit=100')).body).toEqual(all);
      });

      it('sort and order by a field and by createdAt', async () => {
        const asc = (await get(`?sort=${c.key}&order=asc&page=1&limit=100`)).body;
        expect(added(asc)).toEqual(added(all).sort());
        const desc = (await get(`?sort=${c.key}&order=desc`)).body;
        expect(added(desc)).toEqual(added(all).sort().reverse());
        expect(keys((await get(`?sort=${c.key}`)).body)).toEqual(keys(asc));
        const newest = (await get('?sort=createdAt&order=desc&page=1&limit=3')).body;
        const oldestFirst = c.newestFirst ? [...all].reverse() : all;
        expect(newest.map((r: { _id: string }) => r._id)).toEqual(
          oldestFirst
            .slice(-3)
            .reverse()
            .map((r) => r._id),
        );
      });

      it('q finds records whose text contains every word, in any case, Devanagari too', async () => {
        const marked = all.filter((r) => r[c.key].includes('Marker'));
        expect(marked).toHaveLength(MARKED);
        for (const q of ['marker', 'MARKER', 'नेपाल', 'पाल']) {
          const found = await get(`?q=${encodeURIComponent(q)}`);
          expect(found.body).toEqual(marked);
          expect(found.total).toBe(String(MARKED));
        }
        const paged = await get(`?q=${encodeURIComponent('नेपाल')}&page=2&limit=2&sort=${c.key}&order=desc`);
        expect(paged.body).toEqual([...marked].sort((a, b) => (a[c.key] < b[c.key] ? 1 : -1)).slice(2, 4));
        expect(paged.total).toBe(String(MARKED));
        const inOrder = await get('?q=MARKER&page=2&limit=2');
        expect(inOrder.body).toEqual(marked.slice(2, 4));
        expect(inOrder.total).toBe(String(MARKED));
        // The index's own paging (SQLite) agrees with the general query.
        expect((await get('?q=marker&order=desc&page=1&limit=1')).body).toEqual(
          (await get('?q=marker&order=desc')).body.slice(0, 1),
        );
        expect(keys((await get('?q=marker%20K94')).body)).toEqual([keyValue(5)]);
        if (c.path !== 'users' && c.others.length)
          expect(
            (await get(`?q=${c.others[0]}%207`)).body.map((r: Record<string, string>) => r[c.others[0]]),
          ).toContain(`${c.others[0]} 7`);
      });

      it('q takes % and _ literally and an empty q is no search', async () => {
        for (const q of ['%', '_', '\\']) {
          const res = await get(`?q=${encodeURIComponent(q)}`);
          expect(res.body).toEqual([]);
          expect(res.total).toBe('0');
        }
        expect((await get('?q=%20%20')).body).toEqual(all);
      });

      it('bad parameters are a 400 naming the parameter', async () => {
        const bad: [string, string][] = [
          ['page=0', 'page'],
          ['page=-1', 'page'],
          ['page=1.5', 'page'],
          ['page=abc', 'page'],
          ['page=', 'page'],
          ['page=1000001', 'page'],
          ['limit=0', 'limit'],
          ['limit=101', 'limit'],
          ['limit=1e2', 'limit'],
          ['sort=nope', 'sort'],
          ['sort=seq', 'sort'],
          ['sort=passwordHash', 'sort'],
          ['sort=_id', 'sort'],
          ['order=up', 'order'],
          ['order=ASC', 'order'],
          [`q=${'x'.repeat(201)}`, 'q'],
          [`q=${Array.from({ length: 11 }, (_, i) => `w${i}`).join('+')}`, 'q'],
        ];
        for (const [query, parameter] of bad) {
          const res = await get(`?${query}`);
          expect(res.status, query).toBe(400);
          expect(res.body.message, query).toMatch(new RegExp(`^${parameter} `));
        }
      });

      it(c.publicRead ? 'pages without a token (public content)' : 'refuses a page without a token (401)', async () => {
        const res = await get('?page=1&limit=2', null);
        expect(res.status).toBe(c.publicRead ? 200 : 401);
      });
    });
  }

  describe('the search follows every change', () => {
    const find = async (path: string, q: string) =>
      (await (await ctx.call('GET', `/api/${path}?q=${encodeURIComponent(q)}`)).json()).map(
        (r: { _id: string }) => r._id,
      );

    it('finds an edited record by its new text, and a deleted one no more', async () => {
      const created = await (
        await ctx.call('POST', '/api/faq', { json: { question: 'Is there a गाउँ plan?', answer: 'Soon.' } })
      ).json();
      expect(await find('faq', 'गाउँ')).toEqual([created._id]);
      await ctx.call('PUT', `/api/faq/${created._id}`, {
        json: { question: 'Is there a village plan?', answer: 'Soon.' },
      });
      expect(await find('faq', 'गाउँ')).toEqual([]);
      expect(await find('faq', 'VILLAGE')).toEqual([created._id]);
      await ctx.call('DELETE', `/api/faq/${created._id}`);
      expect(await find('faq', 'village')).toEqual([]);
    });

    it("finds words shorter than the index's three characters", async () => {
      expect((await find('booking', 'k9')).length).toBe(10);
    });

    if (ctx.kind === 'postgres') {
      // The plan of the list's own count query for two words, with sequential scans priced out (the tables here are tiny).
      const plan = (table: string, columns: readonly string[]) =>
        ctx.database.db.connection().execute(async (conn) => {
          await sql`set enable_seqscan = off`.execute(conn);
          const text = sql.raw(searchText(columns));
          const { rows } = await sql<{
            'QUERY PLAN': string;
          }>`explain select count(*) from ${sql.table(table)} where ${text} ilike ${'%थापा%'} and ${text} ilike ${'%itahari%'}`.execute(
            conn,
          );
          await sql`reset enable_seqscan`.execute(conn);
          return rows.map((r) => r['QUERY PLAN']).join('\n');
        });
      const booking = listSpec(ENTITIES.booking);

      it('answers q from one pg_trgm GIN index per table, on the text the query matches (PostgreSQL)', async () => {
        expect((await searchIndexes(ctx.database.db)).sort()).toEqual(
          [...Object.values(ENTITIES).map(listSpec), USERS_LIST]
            // The customers' index is on their stored search text (0052_customer_search_text).
            .map((s) => (s.searchColumn ? `${s.table}_search_text` : searchIndexName(s.table, s.searchable)))
            .sort(),
        );
        const explained = await plan('booking', booking.searchable);
        expect(explained).toMatch(
          new RegExp(`Bitmap Index Scan on "?${searchIndexName('booking', booking.searchable)}`),
        );
        expect(explained).not.toMatch(/Seq Scan/);
      });

      it('makes the search index anew at start-up when the searched fields change (PostgreSQL)', async () => {
        const old = searchIndexName('booking', booking.searchable);
        await sql`drop index ${sql.id(old)}`.execute(ctx.database.db);
        await sql`create index "booking_search_0ld" on booking using gin (("customerName") public.gin_trgm_ops)`.execute(
          ctx.database.db,
        );
        expect(await plan('booking', booking.searchable)).toMatch(/Seq Scan/);
        await ensureSearchIndexes(ctx.database);
        expect(await plan('booking', booking.searchable)).toMatch(new RegExp(`Bitmap Index Scan on "?${old}`));
        expect(await searchIndexes(ctx.database.db, 'booking')).toEqual([old]);
      });
    }

    if (ctx.kind === 'sqlite') {
      it('rebuilds a search index that is missing or out of date from the rows already stored (SQLite)', async () => {
        const before = await find('contact', 'marker');
        expect(before).toHaveLength(MARKED);
        await sql`DROP TRIGGER contact_search_insert`.execute(ctx.database.db);
        await sql`DELETE FROM contact_search`.execute(ctx.database.db);
        expect(await find('contact', 'marker')).toEqual([]);
        await ensureSearchIndexes(ctx.database);
        expect(await find('contact', 'marker')).toEqual(before);
      });
    }
  });

  it('exposes X-Total-Count to the site origin through CORS', async () => {
    const res = await ctx.call('GET', '/api/plan?page=1', {
      token: null,
      headers: { Origin: 'http://localhost:4321' },
    });
    expect(res.headers.get('Access-Control-Expose-Headers')).toMatch(/X-Total-Count/i);
  });
});
