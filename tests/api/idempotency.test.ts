import { expect, it } from 'vitest';
import { forEachDatabase, type TestContext } from './setup.ts';
import { SAMPLES } from './samples.ts';

// A browser that never saw the answer sends the submission again with the same Idempotency-Key
// (the referral outbox does): stored once, answered the same. The duplicate guard's window is off
// here, so only the key can tell a retry from a new submission.
const referral = SAMPLES.referral.valid;
const post = (ctx: TestContext, path: string, json: unknown, key?: string) =>
  ctx.call('POST', `/api/${path}`, { json, token: null, headers: key === undefined ? {} : { 'Idempotency-Key': key } });
const stored = async (ctx: TestContext, path: string, q: string) =>
  (await (await ctx.call('GET', `/api/${path}?q=${encodeURIComponent(q)}`)).json()) as { _id: string }[];

forEachDatabase(
  'Idempotency-Key on visitors’ submissions',
  (ctx) => {
    it('stores a retried referral once and answers the retry as the first', async () => {
      const body = { ...referral, customerName: 'Retry Once' };
      const first = await post(ctx, 'referral', body, 'a3c1e0b2-0000-4000-8000-000000000001');
      expect(first.status).toBe(201);
      const answer = await first.json();
      const again = await post(ctx, 'referral', body, 'a3c1e0b2-0000-4000-8000-000000000001');
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual(answer);
      expect((await stored(ctx, 'referral', 'Retry Once')).map((r) => r._id)).toEqual([answer._id]);
    });

    it('stores one record when retries arrive together', async () => {
      const body = { ...referral, customerName: 'Retry Together' };
      const answers = await Promise.all(Array.from({ length: 6 }, () => post(ctx, 'referral', body, 'together-1')));
      expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201));
      const ids = new Set(await Promise.all(answers.map(async (r) => (await r.json())._id)));
      expect(ids.size).toBe(1);
      expect(await stored(ctx, 'referral', 'Retry Together')).toHaveLength(1);
    });

    it('refuses other content under a used key (422), storing nothing', async () => {
      expect((await post(ctx, 'referral', { ...referral, customerName: 'Key Owner' }, 'reused-key')).status).toBe(201);
      const other = await post(ctx, 'referral', { ...referral, customerName: 'Key Thief' }, 'reused-key');
      expect(other.status).toBe(422);
      expect((await other.json()).message).toMatch(/Idempotency-Key/);
      expect(await stored(ctx, 'referral', 'Key Thief')).toEqual([]);
    });

    it('keeps keys apart per kind of submission, and stores again under a new key', async () => {
      expect(
        (await post(ctx, 'booking', { ...SAMPLES.booking.valid, customerName: 'Same Key' }, 'shared-key')).status,
      ).toBe(201);
      expect((await post(ctx, 'contact', { ...SAMPLES.contact.valid, name: 'Same Key' }, 'shared-key')).status).toBe(
        201,
      );
      expect(await stored(ctx, 'booking', 'Same Key')).toHaveLength(1);
      expect(await stored(ctx, 'contact', 'Same Key')).toHaveLength(1);
      const body = { ...referral, customerName: 'Two Keys' };
      await post(ctx, 'referral', body, 'key-one');
      await post(ctx, 'referral', body, 'key-two');
      expect(await stored(ctx, 'referral', 'Two Keys')).toHaveLength(2);
    });

    it('without the header stores every submission, as spec §7 callers expect', async () => {
      const body = { ...referral, customerName: 'No Key' };
      expect((await post(ctx, 'referral', body)).status).toBe(201);
      expect((await post(ctx, 'referral', body)).status).toBe(201);
      expect(await stored(ctx, 'referral', 'No Key')).toHaveLength(2);
    });

    it('refuses a malformed key with 400 { message }', async () => {
      for (const key of ['', 'has space', 'x'.repeat(201), 'café']) {
        const res = await ctx.call('POST', '/api/referral', {
          json: referral,
          token: null,
          headers: { 'Idempotency-Key': key },
        });
        expect(res.status, JSON.stringify(key)).toBe(400);
        expect((await res.json()).message).toMatch(/Idempotency-Key/);
      }
    });

    it('keeps one key row, holding the first answer', async () => {
      const body = { ...referral, customerName: 'Notify Once' };
      const { _id } = await (await post(ctx, 'referral', body, 'notify-once')).json();
      await post(ctx, 'referral', body, 'notify-once');
      const rows = await ctx.database.db
        .selectFrom('submission_key')
        .selectAll()
        .where('key', '=', 'referral:notify-once')
        .execute();
      expect(rows).toHaveLength(1);
      expect(JSON.parse(rows[0].response)._id).toBe(_id);
    });
  },
  { DUPLICATE_WINDOW_SECONDS: 0 },
);
