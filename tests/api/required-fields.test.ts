import { expect, it } from 'vitest';
import { REQUIRED_FIELDS } from '../../src/lib/messages.ts';
import { forEachDatabase } from './setup.ts';
import { REQUIRED } from './required.ts';

// Spec §5 on the server: each required field of each visitor form, missing or blank on its own,
// is refused with 400 and `{ message }` (the referral's is spec §8's 'Please fill in all required
// fields'), and nothing is stored.
forEachDatabase('required fields of the visitor forms', (ctx) => {
  for (const [form, { valid, required }] of Object.entries(REQUIRED)) {
    const stored = async () => (await (await ctx.call('GET', `/api/${form}`)).json()).length as number;

    it(`${form}: the full sample is accepted (201)`, async () => {
      const res = await ctx.call('POST', `/api/${form}`, { json: valid, token: null });
      expect(res.status, await res.clone().text()).toBe(201);
    });

    for (const field of required) {
      for (const [how, value] of [
        ['missing', undefined],
        ['blank', '  '],
      ] as const) {
        it(`${form}: ${field} ${how} → 400 { message }, nothing stored`, async () => {
          const before = await stored();
          const json: Record<string, unknown> = { ...valid, remarks: `${field} ${how}` };
          if (form === 'coverage-request' || form === 'contact') delete json.remarks;
          if (value === undefined) delete json[field];
          else json[field] = value;
          const res = await ctx.call('POST', `/api/${form}`, { json, token: null });
          expect(res.status).toBe(400);
          const body = await res.json();
          expect(body.message).toBe(form === 'referral' ? REQUIRED_FIELDS : body.errors?.[field]);
          expect(body.message).toMatch(/required/);
          expect(Object.keys(body.errors ?? {})).toEqual([field]);
          expect(body.errors[field]).toMatch(/ is required$/);
          expect(await stored()).toBe(before);
        });
      }
    }
  }
});
