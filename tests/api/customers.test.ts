import { beforeAll, describe, expect, it } from 'vitest';
import { areasAndPlan, staff } from './customer-helpers.ts';
import { forEachDatabase } from './setup.ts';

// The customers' directory (issue 47): staff CRUD with roles, lists with paging, search and filters,
// the history, and the CSV import (dry run, an error per row, all or nothing unless bad rows are
// skipped, upsert by customer ID).

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

const csvFile = (text: string) => {
  const form = new FormData();
  form.set('file', new File([text], 'customers.csv', { type: 'text/csv' }));
  return form;
};

forEachDatabase('customers', (ctx) => {
  let planId = '';
  let created: Record<string, unknown> = {};
  beforeAll(async () => {
    planId = await areasAndPlan(ctx);
  });

  describe('the directory', () => {
    it('creates a customer with the phone as stored and the area as listed; reads it back', async () => {
      const res = await json(
        await ctx.call('POST', '/api/customer', {
          json: {
            customerId: 'KN-10001',
            name: 'Ram Bahadur Shrestha',
            phone: '+977 984-100-0001',
            area: 'biratnagar 1',
            planId,
            dueDate: '2026-12-15',
            dueAmount: 110000,
          },
        }),
      );
      expect(res.status).toBe(201);
      created = res.body;
      expect(created).toMatchObject({
        customerId: 'KN-10001',
        phone: '9841000001',
        area: 'Biratnagar-1',
        planId,
        status: 'active',
        dueAmount: 110000,
        lang: 'en',
      });
      expect(typeof created.updatedAt).toBe('string');
      const read = await json(await ctx.call('GET', `/api/customer/${created._id}`));
      expect(read.body).toEqual(created);
    });

    it.each([
      [{ status: 'gone' }, 'status', 'Status must be one of: active, suspended, disconnected'],
      [{ dueAmount: -1 }, 'dueAmount', 'Amount due cannot be below zero'],
      [{ dueAmount: 10.5 }, 'dueAmount', 'Amount due must be a whole number of paisa'],
      [{ dueDate: '2026-02-30' }, 'dueDate', 'Due date must be a date as YYYY-MM-DD'],
      [{ phone: '021-123456' }, 'phone', 'Phone must be a mobile number (98XXXXXXXX): codes go by SMS'],
      [{ lang: 'fr' }, 'lang', 'Language must be en or ne'],
      [{ customerId: 'KN 1/2' }, 'customerId', 'Customer ID may hold letters, digits, dots, dashes and underscores'],
      [{ area: 'Kathmandu-1' }, 'area', 'Area must be one of the coverage areas (Kathmandu-1 is not listed)'],
      [{ planId: '0123456789abcdef01234567' }, 'planId', 'Plan must be one of our plans'],
    ])('refuses %o with a 400 naming the field', async (bad, field, message) => {
      const res = await json(
        await ctx.call('POST', '/api/customer', { json: { customerId: 'KN-BAD', name: 'Bad', ...bad } }),
      );
      expect(res.status).toBe(400);
      expect(res.body.errors?.[field] ?? res.body.message).toBe(message);
    });

    it('lists a customer ID once (409), also on an edit', async () => {
      const again = await ctx.call('POST', '/api/customer', { json: { customerId: 'KN-10001', name: 'Other' } });
      expect(again.status).toBe(409);
      const other = await json(
        await ctx.call('POST', '/api/customer', { json: { customerId: 'KN-10002', name: 'Sita' } }),
      );
      const renamed = await ctx.call('PUT', `/api/customer/${other.body._id}`, {
        json: { customerId: 'KN-10001', name: 'Sita' },
      });
      expect(renamed.status).toBe(409);
    });

    it('keeps the history of an edit and audits it', async () => {
      const edit = await json(
        await ctx.call('PUT', `/api/customer/${created._id}`, {
          json: { ...created, status: 'suspended', dueAmount: 220000 },
        }),
      );
      expect(edit.status).toBe(200);
      expect(edit.body.status).toBe('suspended');
      const revisions = (await json(await ctx.call('GET', `/api/customer/${created._id}/revisions`))).body;
      expect(revisions.map((r: { action: string }) => r.action)).toEqual(['update', 'create']);
      expect(revisions[0].before.status).toBe('active');
      const audit = (await json(await ctx.call('GET', '/api/audit?entity=customer'))).body;
      expect(
        audit.some((a: { action: string; recordId: string }) => a.action === 'update' && a.recordId === created._id),
      ).toBe(true);
    });

    it('pages, searches and filters by status and area on the server', async () => {
      for (let i = 0; i < 12; i++)
        await ctx.call('POST', '/api/customer', {
          json: {
            customerId: `KN-2${String(i).padStart(4, '0')}`,
            name: `Bulk ${i} Gurung`,
            area: i % 2 ? 'Itahari-6' : '',
          },
        });
      const page = await ctx.call('GET', '/api/customer?page=2&limit=10');
      expect(page.headers.get('x-total-count')).toBe('14');
      expect((await page.json()).length).toBe(4);
      const found = await (await ctx.call('GET', '/api/customer?q=shrestha')).json();
      expect(found.map((c: { customerId: string }) => c.customerId)).toEqual(['KN-10001']);
      const byPhone = await (await ctx.call('GET', '/api/customer?q=9841000001')).json();
      expect(byPhone.length).toBe(1);
      const suspended = await ctx.call('GET', '/api/customer?status=suspended');
      expect(suspended.headers.get('x-total-count')).toBe('1');
      const itahari = await ctx.call('GET', '/api/customer?area=Itahari-6&q=gurung&page=1&limit=10');
      expect(itahari.headers.get('x-total-count')).toBe('6');
      // A search's later pages, and one past the last, with the count of all its matches.
      for (const [pageNo, rows] of [
        [2, 2],
        [9, 0],
      ]) {
        const res = await ctx.call('GET', `/api/customer?q=gurung&page=${pageNo}&limit=10`);
        expect([res.headers.get('x-total-count'), (await res.json()).length]).toEqual(['12', rows]);
      }
    });

    it('searches in any case and any part of a word, follows an edit, takes % literally (the stored search text, 0052)', async () => {
      const made = await (
        await ctx.call('POST', '/api/customer', { json: { customerId: 'KN-40001', name: 'Tenzing Sherpa' } })
      ).json();
      const ids = async (q: string) =>
        (await (await ctx.call('GET', `/api/customer?q=${encodeURIComponent(q)}&page=1&limit=10`)).json()).map(
          (c: { customerId: string }) => c.customerId,
        );
      for (const q of ['SHERPA', 'nzing sher', 'kn-4000', 'tenzing Sherpa']) expect(await ids(q)).toEqual(['KN-40001']);
      expect(await ids('%herpa')).toEqual([]);
      expect(made).not.toHaveProperty('searchText');
      await ctx.call('PUT', `/api/customer/${made._id}`, { json: { ...made, _id: undefined, name: 'Tenzing Lama' } });
      expect(await ids('sherpa')).toEqual([]);
      expect(await ids('LAMA')).toEqual(['KN-40001']);
    });

    it('sales and support read the customers; only an admin writes them', async () => {
      for (const role of ['sales', 'support'] as const) {
        const token = await staff(ctx, role);
        expect((await ctx.call('GET', '/api/customer', { token })).status).toBe(200);
        expect((await ctx.call('GET', '/api/customer/by-id/KN-10001', { token })).status).toBe(200);
        const write = await ctx.call('PUT', `/api/customer/${created._id}`, { token, json: created });
        expect(write.status).toBe(403);
        expect((await ctx.call('POST', '/api/customer/import', { token, json: { csv: 'a' } })).status).toBe(403);
      }
      const editor = await staff(ctx, 'editor');
      expect((await ctx.call('GET', '/api/customer', { token: editor })).status).toBe(403);
    });

    it('deletes a customer to Recently deleted', async () => {
      const gone = await json(
        await ctx.call('POST', '/api/customer', { json: { customerId: 'KN-DEL', name: 'Gone' } }),
      );
      expect((await ctx.call('DELETE', `/api/customer/${gone.body._id}`)).status).toBe(200);
      const trash = await (await ctx.call('GET', '/api/trash')).json();
      expect(trash.some((t: { _id: string }) => t._id === gone.body._id)).toBe(true);
    });
  });

  describe('the CSV import', () => {
    const header = 'Customer ID,name,phone,area,planId,status,dueDate,dueRupees\n';
    const good = (id: string, name: string) =>
      `${id},${name},9841000100,Itahari-6,Fibernet,active,2026-12-20,"1,100.50"\n`;
    const count = async () =>
      Number((await ctx.call('GET', '/api/customer?page=1&limit=1')).headers.get('x-total-count'));

    it('a dry run names every wrong row and writes nothing', async () => {
      const before = await count();
      const csv = `${header}${good('KN-30001', 'Asha Rai')}KN-30002,,123,Nowhere,,gone,2026-13-01,abc\n${good('KN-30003', 'Bimal')}${good('KN-30001', 'Twice')}`;
      const res = await json(await ctx.call('POST', '/api/customer/import?dryRun=1', { form: csvFile(csv) }));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ dryRun: true, rows: 4, created: 2, updated: 0, unchanged: 0, skipped: 2 });
      expect(res.body.errors).toEqual([
        { line: 3, customerId: 'KN-30002', message: 'dueRupees: abc is not an amount in rupees' },
        { line: 5, customerId: 'KN-30001', message: 'customerId: KN-30001 is already on line 2' },
      ]);
      expect(await count()).toBe(before);
      // Each wrong field of a row is named.
      const fields = await json(
        await ctx.call('POST', '/api/customer/import?dryRun=1', {
          json: { csv: 'customerId,name,phone,area,status,dueDate\nKN-9,,123,Nowhere,gone,2026-13-01\n' },
        }),
      );
      expect(fields.body.errors[0].message).toMatch(/^name: .*; phone: .*; status: .*; dueDate: .*/);
    });

    it('imports nothing while a row is wrong, unless the wrong rows are skipped', async () => {
      const before = await count();
      const csv = `${header}${good('KN-30001', 'Asha Rai')}KN-30002,,,,,,,\n`;
      const refused = await json(await ctx.call('POST', '/api/customer/import', { form: csvFile(csv) }));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('1 row is wrong; nothing was imported');
      expect(refused.body.errors).toEqual({ 'Line 3': 'name: Name is required' });
      expect(await count()).toBe(before);
      const skipped = await json(await ctx.call('POST', '/api/customer/import?skipInvalid=1', { form: csvFile(csv) }));
      expect(skipped.status).toBe(200);
      expect(skipped.body).toMatchObject({ created: 1, skipped: 1 });
      expect(await count()).toBe(before + 1);
      const stored = await (await ctx.call('GET', '/api/customer/by-id/KN-30001')).json();
      expect(stored).toMatchObject({
        name: 'Asha Rai',
        planId,
        area: 'Itahari-6',
        dueAmount: 110050,
        dueDate: '2026-12-20',
      });
    });

    it('upserts by customer ID: known ones updated, the same again changes nothing, left-out columns kept', async () => {
      const csv = `customerId,name,status\nKN-30001,Asha Rai,suspended\nKN-30004,Nabin Subba,active\n`;
      const first = await json(await ctx.call('POST', '/api/customer/import', { json: { csv } }));
      expect(first.body).toMatchObject({ created: 1, updated: 1, unchanged: 0 });
      const again = await json(await ctx.call('POST', '/api/customer/import', { json: { csv } }));
      expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
      const stored = await (await ctx.call('GET', '/api/customer/by-id/KN-30001')).json();
      expect(stored).toMatchObject({ status: 'suspended', phone: '9841000100', dueAmount: 110050 });
      const revisions = await (await ctx.call('GET', `/api/customer/${stored._id}/revisions`)).json();
      expect(revisions.map((r: { action: string }) => r.action)).toEqual(['update', 'create']);
      const audit = await (await ctx.call('GET', '/api/audit?entity=customer&action=import')).json();
      expect(audit[0].summary).toBe('0 added, 0 updated, 2 unchanged, 0 wrong');
    });

    it('refuses a file without its columns, or no file at all', async () => {
      const res = await json(await ctx.call('POST', '/api/customer/import', { json: { csv: 'id,fullname\n1,A\n' } }));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(
        /^Line 1 must name the columns customerId, name, .*\(missing customerId, name; unknown id, fullname\)$/,
      );
      expect((await ctx.call('POST', '/api/customer/import', { json: {} })).status).toBe(400);
    });
  });
});
