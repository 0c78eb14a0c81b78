import { describe, expect, it } from 'vitest';
import { forEachDatabase, type TestContext } from './setup.ts';

// Coverage (issue 15): areas as content (public GET, admin writes, CSV import all or nothing) and
// the waiting list as a lead that names its listed area, filterable for the admin's count.

const area = (ctx: TestContext, json: Record<string, unknown>) =>
  ctx.call('POST', '/api/area', { json: { district: 'Sunsari', services: ['home'], status: 'available', ...json } });
const importCsv = (ctx: TestContext, csv: string, token?: string | null) =>
  ctx.call('POST', '/api/area/import', { body: csv, headers: { 'content-type': 'text/csv' }, token });
const waitlist = (ctx: TestContext, json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.call('POST', '/api/coverage-request', {
    json: { name: 'Maya Rai', phone: '9812345678', ...json },
    token: null,
    headers,
  });
const listed = async (ctx: TestContext, path: string, token?: string | null) => {
  const res = await ctx.call('GET', path, { token });
  return { status: res.status, total: Number(res.headers.get('x-total-count')), body: await res.json() };
};

forEachDatabase(
  'coverage',
  (ctx) => {
    describe('/api/area', () => {
      it('stores an area with its services in the pages’ order and shows it to visitors, republishing the site', async () => {
        ctx.published.length = 0;
        const res = await area(ctx, {
          name: 'Tarahara-1',
          name_ne: 'तरहरा-१',
          services: 'wireless; home, iptv home',
          status: 'coming-soon',
        });
        expect(res.status).toBe(201);
        const record = await res.json();
        expect(record).toMatchObject({
          name: 'Tarahara-1',
          name_ne: 'तरहरा-१',
          district: 'Sunsari',
          services: ['home', 'iptv', 'wireless'],
          status: 'coming-soon',
          hidden: false,
        });
        expect(ctx.published).toContain('area');
        const pub = await listed(ctx, '/api/area', null);
        expect(pub.body.map((a: { _id: string }) => a._id)).toContain(record._id);
      });

      it('refuses an unknown service or status, an available area without services, a missing district (400 naming the field)', async () => {
        const cases: [Record<string, unknown>, string][] = [
          [{ name: 'X-1', services: ['fibre'] }, 'services'],
          [{ name: 'X-2', status: 'soon' }, 'status'],
          [{ name: 'X-3', services: [] }, 'services'],
          [{ name: 'X-4', district: '' }, 'district'],
          [{ name: '' }, 'name'],
        ];
        for (const [json, field] of cases) {
          const res = await area(ctx, json);
          expect(res.status, JSON.stringify(json)).toBe(400);
          const body = await res.json();
          expect(body.errors[field], JSON.stringify(json)).toBeTruthy();
          expect(body.message).toBeTruthy();
        }
        expect((await listed(ctx, '/api/area?q=X-')).total).toBe(0);
        // A coming-soon area may be listed before its services are decided.
        expect((await area(ctx, { name: 'Later-1', services: [], status: 'coming-soon' })).status).toBe(201);
      });

      it('lists a name once: the same name in another case or spelling is a 400 on create and on rename', async () => {
        await area(ctx, { name: 'Bhokraha-2', name_ne: 'भोक्राहा-२' });
        const again = await area(ctx, { name: 'bhokraha 2' });
        expect(again.status).toBe(400);
        expect((await again.json()).errors.name).toMatch(/Bhokraha-2 is already listed/);
        const other = await (await area(ctx, { name: 'Bhokraha-3' })).json();
        const renamed = await ctx.call('PUT', `/api/area/${other._id}`, { json: { ...other, name: 'BHOKRAHA-2' } });
        expect(renamed.status).toBe(400);
        // Saving an area under its own name is no clash.
        expect(
          (await ctx.call('PUT', `/api/area/${other._id}`, { json: { ...other, district: 'Morang' } })).status,
        ).toBe(200);
        expect((await listed(ctx, '/api/area?q=Bhokraha')).total).toBe(2);
      });

      it('keeps hidden areas from visitors, and writes to admins only', async () => {
        const hidden = await (await area(ctx, { name: 'Secret-1', hidden: true })).json();
        expect((await listed(ctx, '/api/area', null)).body.some((a: { _id: string }) => a._id === hidden._id)).toBe(
          false,
        );
        expect((await listed(ctx, '/api/area')).body.some((a: { _id: string }) => a._id === hidden._id)).toBe(true);
        expect(
          (
            await ctx.call('POST', '/api/area', {
              json: { name: 'Y', district: 'Z', services: ['home'], status: 'available' },
              token: null,
            })
          ).status,
        ).toBe(401);
        expect((await importCsv(ctx, 'name,district,services,status\nA,B,home,available\n', null)).status).toBe(401);
      });

      it('keeps each change in the history', async () => {
        const record = await (await area(ctx, { name: 'Khanar-1', status: 'coming-soon' })).json();
        await ctx.call('PUT', `/api/area/${record._id}`, { json: { ...record, status: 'available' } });
        const revisions = await (await ctx.call('GET', `/api/area/${record._id}/revisions`)).json();
        expect(revisions.map((r: { action: string }) => r.action)).toEqual(
          expect.arrayContaining(['create', 'update']),
        );
      });
    });

    describe('POST /api/area/import', () => {
      it('adds new areas and updates known ones (by name, any case), with history and one publish', async () => {
        const known = await (
          await area(ctx, { name: 'Dharan-5', name_ne: 'धरान-५', status: 'coming-soon', services: ['home'] })
        ).json();
        ctx.published.length = 0;
        const csv =
          'Name,name_ne,district,services,status\r\n"dharan-5",धरान-५,Sunsari,"home; iptv",available\r\nDharan-6,धरान-६,Sunsari,home wireless,coming-soon\r\n\r\n';
        const res = await importCsv(ctx, csv);
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ created: 1, updated: 1 });
        const all = (await listed(ctx, '/api/area?q=Dharan')).body;
        expect(all.find((a: { _id: string }) => a._id === known._id)).toMatchObject({
          name: 'dharan-5',
          status: 'available',
          services: ['home', 'iptv'],
        });
        expect(all.find((a: { name: string }) => a.name === 'Dharan-6')).toMatchObject({
          name_ne: 'धरान-६',
          services: ['home', 'wireless'],
          status: 'coming-soon',
        });
        expect(ctx.published).toEqual(['area']);
        const audit = await (await ctx.call('GET', '/api/audit?entity=area&limit=5')).json();
        expect(JSON.stringify(audit)).toContain('1 added, 1 updated');
      });

      it('reports every bad row by its line number and imports nothing', async () => {
        const before = (await listed(ctx, '/api/area')).total;
        const csv = [
          'name,name_ne,district,services,status',
          'Good-1,,Morang,home,available',
          'Bad-2,,Morang,fibre,available',
          '"Bad',
          'three",,Morang,home,maybe',
          'Good-1,,Morang,home,available',
          'Short-6,Morang',
          ',,Morang,home,available',
        ].join('\n');
        const res = await importCsv(ctx, csv);
        expect(res.status).toBe(400);
        const body = await res.json();
        expect(body.message).toBe('5 lines are wrong; nothing was imported');
        expect(Object.keys(body.errors)).toEqual(['Line 3', 'Line 4', 'Line 6', 'Line 7', 'Line 8']);
        expect(body.errors['Line 3']).toMatch(/^services: /);
        expect(body.errors['Line 4']).toMatch(/^status: /);
        expect(body.errors['Line 6']).toContain('already on line 2');
        expect(body.errors['Line 8']).toMatch(/^name: Name is required/);
        expect((await listed(ctx, '/api/area')).total).toBe(before);
        expect((await listed(ctx, '/api/area?q=Good-1')).total).toBe(0);
      });

      it('asks for the columns by name, and for something to import', async () => {
        const wrong = await importCsv(ctx, 'name,town,services,status\nA,B,home,available\n');
        expect(wrong.status).toBe(400);
        expect((await wrong.json()).message).toContain('missing district; unknown town');
        expect((await importCsv(ctx, 'name,district,services,status\n')).status).toBe(400);
        expect((await importCsv(ctx, '')).status).toBe(400);
      });
    });

    describe('/api/coverage-request (the waiting list)', () => {
      it('stores a request as a new lead and names the listed area its place names, in English or Nepali', async () => {
        await area(ctx, { name: 'Itahari-19', name_ne: 'इटहरी-१९', status: 'coming-soon', services: [] });
        for (const [place, lang] of [
          ['itahari 19', 'en'],
          ['इटहरी-१९', 'ne'],
          ['Itahari-19 ', 'en'],
        ] as const) {
          const res = await waitlist(ctx, { place, lang, phone: `98123456${10 + place.length}` });
          expect(res.status, place).toBe(201);
          expect(await res.json()).toMatchObject({
            place: place.trim(),
            area: 'Itahari-19',
            lang,
            status: 'new',
            notes: [],
          });
        }
        const elsewhere = await (await waitlist(ctx, { place: 'Letang', phone: '9800000011' })).json();
        expect(elsewhere.area).toBe('');
      });

      it('does not let the visitor set the listed area', async () => {
        const res = await waitlist(ctx, { place: 'Bhedetar', area: 'Itahari-19', phone: '9800000012' });
        expect((await res.json()).area).toBe('');
      });

      it('refuses a bad phone or a missing place (400 naming the field)', async () => {
        for (const [json, field] of [
          [{ place: 'X', phone: '12' }, 'phone'],
          [{ place: '' }, 'place'],
          [{ place: 'X', name: '' }, 'name'],
        ] as const) {
          const res = await waitlist(ctx, json);
          expect(res.status).toBe(400);
          expect((await res.json()).errors[field]).toBeTruthy();
        }
      });

      it('lists for admins only, narrowed to one listed area (the count the Areas screen shows) and a status', async () => {
        expect((await listed(ctx, '/api/coverage-request', null)).status).toBe(401);
        const all = await listed(ctx, '/api/coverage-request?area=Itahari-19&limit=1&page=1');
        expect(all.total).toBe(3);
        expect(all.body).toHaveLength(1);
        const one = all.body[0];
        await ctx.call('PATCH', `/api/coverage-request/${one._id}`, {
          json: { status: 'contacted', note: 'Told them: early next year' },
        });
        expect((await listed(ctx, '/api/coverage-request?area=Itahari-19&status=new')).total).toBe(2);
        expect((await listed(ctx, '/api/coverage-request?area=Nowhere')).total).toBe(0);
        expect((await listed(ctx, '/api/coverage-request?status=waiting')).status).toBe(400);
        const counts = await (await ctx.call('GET', '/api/leads/counts')).json();
        expect(counts['coverage-request']).toMatchObject({ contacted: 1 });
      });

      it('links earlier requests to an area listed or renamed after they came in', async () => {
        const early = await (
          await waitlist(ctx, { name: 'Early Visitor', phone: '9811111111', place: 'बेलबारी वडा नं. ३' })
        ).json();
        expect(early.area).toBe('');
        const count = async (name: string) =>
          (await listed(ctx, `/api/coverage-request?area=${encodeURIComponent(name)}`)).total;
        const eventually = async (name: string, want: number) => {
          for (let i = 0; i < 50 && (await count(name)) !== want; i++) await new Promise((r) => setTimeout(r, 50));
          expect(await count(name)).toBe(want);
        };
        const belbari = await (
          await area(ctx, { name: 'Belbari-3', name_ne: 'बेलबारी-३', district: 'Morang', status: 'coming-soon' })
        ).json();
        await eventually('Belbari-3', 1);
        // Renamed: its requests follow the name.
        const { _id, createdAt: _c, ...fields } = belbari;
        expect((await ctx.call('PUT', `/api/area/${_id}`, { json: { ...fields, name: 'Belbari-03' } })).status).toBe(
          200,
        );
        await eventually('Belbari-03', 1);
        expect(await count('Belbari-3')).toBe(0);
      });

      it('exports the filtered list as CSV with the listed area', async () => {
        const res = await ctx.call('GET', '/api/coverage-request/export.csv?area=Itahari-19');
        expect(res.status).toBe(200);
        const text = await res.text();
        const lines = text.trim().split(/\r?\n/);
        expect(lines[0]).toContain('Listed area');
        expect(lines).toHaveLength(4);
        expect(text).not.toContain('Letang');
      });

      it('takes an identical resubmission once and answers a honeypot as if stored', async () => {
        const first = await (await waitlist(ctx, { place: 'Chatara', phone: '9800000013' })).json();
        const again = await (await waitlist(ctx, { place: 'Chatara', phone: '9800000013' })).json();
        expect(again._id).toBe(first._id);
        const trap = await waitlist(ctx, { place: 'Spamtown', phone: '9800000014', website: 'http://spam.example' });
        expect(trap.status).toBe(201);
        expect((await listed(ctx, '/api/coverage-request?q=Spamtown')).total).toBe(0);
      });
    });
  },
  { DUPLICATE_WINDOW_SECONDS: 30 },
);
