import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ENTITIES, LEAD_NAMES } from '../../src/lib/entities.ts';
import { forEachDatabase, type TestContext } from './setup.ts';
import { SAMPLES } from './samples.ts';

const BOM = '\uFEFF';
const BLANK_BOOKING = { email: '', contact2: '', plan: '', speed: '', cost: '', duration: '' };
const exportCsv = (ctx: TestContext, path: string, token?: string | null) => ctx.call('GET', path, { token });

/** 100,000 bookings straight into the table, a thousand per statement. */
async function bulkBookings(ctx: TestContext, total: number) {
  const createdAt = new Date().toISOString();
  for (let start = 0; start < total; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, total - start) }, (_, i) => ({
      id: `f${(start + i).toString(16).padStart(23, '0')}`,
      createdAt,
      customerName: `Bulk ${start + i}`,
      address: 'Ward 9',
      contact: '9800000000',
      email: '',
      contact2: '',
      remarks: '',
      plan: 'Fibernet',
      speed: '25 Mbps',
      cost: 'Rs. 1,500',
      duration: '/month',
    }));
    await ctx.database.db.insertInto('booking').values(rows).execute();
  }
}

forEachDatabase('leads: CSV export', (ctx) => {
  for (const name of LEAD_NAMES) {
    it(`/api/${name}/export.csv: BOM, header row, one row per record (admin only)`, async () => {
      const created = await ctx.call('POST', `/api/${name}`, { json: SAMPLES[name].valid, token: null });
      expect(created.status).toBe(201);
      const res = await exportCsv(ctx, `/api/${name}/export.csv`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="${ENTITIES[name].plural}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
      expect(text.startsWith(BOM)).toBe(true);
      const [header, ...rows] = parse(text.slice(1), { relax_column_count: false }) as string[][];
      expect(header).toEqual([
        'Received',
        ...ENTITIES[name].lead.labels.map(([, label]) => label),
        'Language',
        'Status',
        'Status changed',
        'Changed by',
        'Assigned to',
        'Notes',
        'ID',
      ]);
      expect(rows).toHaveLength(1);
      expect(rows[0][header.indexOf('Status')]).toBe('new');
      expect(rows[0][header.indexOf('Language')]).toBe('English');
      expect(rows[0][header.indexOf('Received')]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \+05:45$/);
      expect((await exportCsv(ctx, `/api/${name}/export.csv`, null)).status).toBe(401);
    });
  }

  it('quotes per RFC 4180 (CRLF records, doubled quotes, line breaks), keeps Nepali, and guards formula cells', async () => {
    const formulas = ['=HYPERLINK("http://evil","x")', '+9779800000000', '-2+3', '@SUM(A1)'];
    const ids: string[] = [];
    for (const [i, remarks] of formulas.entries()) {
      const res = await ctx.call('POST', '/api/booking', {
        json: { ...SAMPLES.booking.valid, customerName: `राम "रामे" ${i}`, address: 'Line 1\nLine 2, वडा ४', remarks },
        token: null,
      });
      ids.push((await res.json())._id);
    }
    // The forms trim what visitors type, so cells starting with a tab or carriage return are stored directly.
    const raw = ['\tTab', '\rReturn'];
    for (const [i, remarks] of raw.entries()) {
      const id = `e${String(i).padStart(23, '0')}`;
      await ctx.database.db
        .insertInto('booking')
        .values({
          id,
          createdAt: new Date().toISOString(),
          customerName: `राम "रामे" ${formulas.length + i}`,
          address: 'Line 1\nLine 2, वडा ४',
          contact: '1',
          remarks,
          ...BLANK_BOOKING,
        })
        .execute();
      ids.push(id);
    }
    await ctx.call('PATCH', `/api/booking/${ids[0]}`, {
      json: { status: 'contacted', note: 'Called; will visit, "Sunday"' },
    });
    const csv = await (await exportCsv(ctx, '/api/booking/export.csv')).text();
    expect(csv).toContain('\r\n');
    // Outside quoted fields, every line break is CRLF.
    expect(csv.replace(/"(?:[^"]|"")*"/g, '')).not.toMatch(/[^\r]\n|\r[^\n]/);
    const rows = parse(csv.replace(/^\uFEFF/, '')) as string[][];
    const header = rows[0];
    const byId = new Map(rows.slice(1).map((r) => [r[header.indexOf('ID')], r]));
    for (const [i, id] of ids.entries()) {
      const row = byId.get(id)!;
      expect(row[header.indexOf('Customer name')]).toBe(`राम "रामे" ${i}`);
      expect(row[header.indexOf('Address')]).toBe('Line 1\nLine 2, वडा ४');
      expect(row[header.indexOf('Remarks')]).toBe(`'${[...formulas, ...raw][i]}`);
    }
    const first = byId.get(ids[0])!;
    expect(first[header.indexOf('Status')]).toBe('contacted');
    expect(first[header.indexOf('Changed by')]).toBe('Site Admin');
    expect(first[header.indexOf('Notes')]).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \+05:45 Site Admin: Called; will visit, "Sunday"$/,
    );
  });

  it("writes times in Nepal time with their offset, as the admin shows them, and the visitor's language", async () => {
    const res = await ctx.call('POST', '/api/contact', {
      json: { name: 'समय परीक्षण', email: 'time@example.com', msg: 'From the Nepali page', lang: 'ne' },
      token: null,
    });
    const { _id: id } = await res.json();
    // 08:20 UTC is 14:05 in Kathmandu; 18:30 UTC is already the next day there.
    await ctx.database.db
      .updateTable('contact')
      .set({ createdAt: '2026-11-26T08:20:00.000Z' })
      .where('id', '=', id)
      .execute();
    await ctx.call('PATCH', `/api/contact/${id}`, { json: { status: 'closed', note: 'Answered in Nepali' } });
    await ctx.database.db
      .updateTable('contact')
      .set({
        statusChangedAt: '2026-11-26T18:30:00.000Z',
        notes: JSON.stringify([{ text: 'Answered in Nepali', author: 'Site Admin', at: '2026-11-26T18:30:00.000Z' }]),
      })
      .where('id', '=', id)
      .execute();
    const rows = parse(
      (await (await exportCsv(ctx, '/api/contact/export.csv?q=time%40example.com')).text()).replace(/^\uFEFF/, ''),
    ) as string[][];
    const [header, row] = rows;
    expect(rows).toHaveLength(2);
    expect(row[header.indexOf('Received')]).toBe('2026-11-26 14:05:00 +05:45');
    expect(row[header.indexOf('Status changed')]).toBe('2026-11-27 00:15:00 +05:45');
    expect(row[header.indexOf('Notes')]).toBe('2026-11-27 00:15:00 +05:45 Site Admin: Answered in Nepali');
    expect(row[header.indexOf('Language')]).toBe('Nepali');
  });

  it('applies the list filters: status and q', async () => {
    const a = await (
      await ctx.call('POST', '/api/contact', {
        json: { name: 'Filter Alpha', email: 'a@example.com', msg: 'Needle in the message' },
        token: null,
      })
    ).json();
    const b = await (
      await ctx.call('POST', '/api/contact', {
        json: { name: 'Filter Beta', email: 'b@example.com', msg: 'Nothing here' },
        token: null,
      })
    ).json();
    await ctx.call('PATCH', `/api/contact/${b._id}`, { json: { status: 'replied' } });
    const ids = async (query: string) => {
      const res = await exportCsv(ctx, `/api/contact/export.csv?${query}`);
      expect(res.status).toBe(200);
      const rows = parse((await res.text()).replace(/^\uFEFF/, '')) as string[][];
      return rows.slice(1).map((r) => r[rows[0].indexOf('ID')]);
    };
    expect(await ids('status=replied')).toEqual([b._id]);
    expect(await ids('q=needle')).toEqual([a._id]);
    expect(await ids('q=filter&status=new')).toEqual([a._id]);
    expect(await ids('q=100%25')).toEqual([]);
    expect((await exportCsv(ctx, '/api/contact/export.csv?status=lost')).status).toBe(400);
  });

  it('is gzip-compressed on the way for a client that accepts it', async () => {
    const plain = Buffer.from(await (await exportCsv(ctx, '/api/booking/export.csv')).arrayBuffer());
    const res = await ctx.call('GET', '/api/booking/export.csv', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).equals(plain)).toBe(true);
  });

  describe('100,000 bookings', () => {
    it('exports every row, streamed: read page by page while the response is sent', async () => {
      const before = Number(
        (
          await ctx.database.db
            .selectFrom('booking')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      await bulkBookings(ctx, 100_000);
      const res = await exportCsv(ctx, '/api/booking/export.csv');
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let lines = 0;
      let chunks = 0;
      let text = '';
      const first = await reader.read();
      text += decoder.decode(first.value, { stream: true });
      // Rows past the first pages are deleted after the response has begun: a streamed export,
      // which has not read them yet, leaves them out; one built in memory first would include them.
      await ctx.database.db
        .deleteFrom('booking')
        .where('customerName', 'like', 'Bulk 9%')
        .where('customerName', '!=', 'Bulk 9')
        .execute();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks++;
        text += decoder.decode(value, { stream: true });
        const cut = text.lastIndexOf('\r\n');
        lines += text.slice(0, cut + 2).split('\r\n').length - 1;
        text = text.slice(cut + 2);
      }
      expect(chunks).toBeGreaterThan(10);
      const deletedLater = 11_110 - 1; // Bulk 90…99999 minus 'Bulk 9' itself
      // The header, the earlier bookings and the bulk rows, less those deleted before they were read.
      expect(lines).toBeGreaterThan(1 + before + 50_000);
      expect(lines).toBeLessThanOrEqual(1 + before + 100_000 - deletedLater + 2_000);
    }, 240_000);
  });
});
