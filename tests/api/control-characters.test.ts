import { expect, it } from 'vitest';
import { cleanText } from '../../src/lib/clean-text.ts';
import { forEachDatabase } from './setup.ts';
import { SAMPLES } from './samples.ts';

// Hardening issue, smaller holes: NUL reached the home page through plan features and notes, and a
// right-to-left override (U+202E) in a name spoofed it in the admin, emails and CSV. Every stored
// string is cleaned (src/lib/clean-text.ts); Devanagari's joiners (ZWJ U+200D, ZWNJ U+200C) stay.
const NUL = '\u0000';
const RLO = '\u202e';
const DIRTY = `${NUL}\u0001\u001b\u007f\u0085\u200e\u200f\u202a\u202b\u202c\u202d${RLO}\u2066\u2067\u2068\u2069\u061c`;
/** क्‍ष with a zero-width joiner, क्‌ष with a non-joiner: both meant, both kept. */
const DEVANAGARI = 'क्\u200dष र क्\u200cष';
const spoof = (s: string) => `${s}${RLO}gpj.exe${DIRTY}`;
const spoofed = (s: string) => `${s}gpj.exe`;

forEachDatabase('control and bidi characters', (ctx) => {
  const stored = async (path: string, id: string) => {
    const listed = (await (await ctx.call('GET', path)).json()) as { _id: string }[];
    return listed.find((r) => r._id === id) as Record<string, unknown>;
  };

  it('a booking stores its text without NUL, controls or bidi overrides; joiners and line breaks stay', async () => {
    const json = {
      ...SAMPLES.booking.valid,
      customerName: spoof('Hari'),
      address: `Ward${NUL} 4 ${DEVANAGARI}`,
      remarks: `line one\r\nline\ttwo${NUL}`,
    };
    const res = await ctx.call('POST', '/api/booking', { json, token: null });
    expect(res.status).toBe(201);
    const { _id } = await res.json();
    const record = await stored('/api/booking', _id);
    expect(record).toMatchObject({
      customerName: spoofed('Hari'),
      address: `Ward 4 ${DEVANAGARI}`,
      remarks: 'line one\r\nline\ttwo',
    });
    expect(JSON.stringify(record)).not.toMatch(/[\u0000\u202e]/);
  });

  it('a plan stores its name and features (English and Nepali) clean, and the joiners unchanged', async () => {
    const json = {
      ...SAMPLES.plan.valid,
      name: spoof('Fibernet'),
      features: [`Unlimited${NUL}${NUL}${NUL} data`, spoof('Router'), NUL],
      name_ne: DEVANAGARI,
      features_ne: [`${RLO}${DEVANAGARI}`],
    };
    const res = await ctx.call('POST', '/api/plan', { json });
    expect(res.status).toBe(201);
    const { _id } = await res.json();
    const record = await stored('/api/plan', _id);
    // A feature that was only NUL is an empty one, dropped as every empty feature is.
    expect(record).toMatchObject({
      name: spoofed('Fibernet'),
      features: ['Unlimited data', spoofed('Router')],
      name_ne: DEVANAGARI,
      features_ne: [DEVANAGARI],
    });
    const updated = await ctx.call('PUT', `/api/plan/${_id}`, {
      json: { ...json, features: [`Free${NUL} router${RLO}`] },
    });
    expect(updated.status).toBe(200);
    expect((await stored('/api/plan', _id)).features).toEqual(['Free router']);
  });

  it('a note on a lead and a user’s name are stored clean', async () => {
    const { _id } = await (
      await ctx.call('POST', '/api/contact', {
        json: { ...SAMPLES.contact.valid, msg: `call${NUL} me ${DEVANAGARI}` },
        token: null,
      })
    ).json();
    const res = await ctx.call('PATCH', `/api/contact/${_id}`, { json: { note: `Called${NUL}${RLO}, ${DEVANAGARI}` } });
    expect(res.status).toBe(200);
    const record = await stored('/api/contact', _id);
    expect(record.msg).toBe(`call me ${DEVANAGARI}`);
    expect((record.notes as { text: string }[]).map((n) => n.text)).toEqual([`Called, ${DEVANAGARI}`]);
    // A note of nothing but controls is an empty note.
    expect((await ctx.call('PATCH', `/api/contact/${_id}`, { json: { note: `${NUL}${RLO} ` } })).status).toBe(400);

    const password = 'a long enough password';
    const user = await ctx.call('POST', '/api/users', {
      json: { name: spoof('Sita'), email: 'sita@example.com', password, verifyPassword: password },
    });
    expect(user.status).toBe(201);
    const created = await user.json();
    expect(created.name).toBe(spoofed('Sita'));
    await ctx.call('PUT', `/api/users/${created._id}`, { json: { name: `${RLO}Gita ${DEVANAGARI}${NUL}` } });
    expect((await stored('/api/users', created._id)).name).toBe(`Gita ${DEVANAGARI}`);
  });
});

it('cleanText keeps tab, line breaks, joiners and ordinary text', () => {
  expect(cleanText(`a\tb\nc\r\n${DEVANAGARI} नमस्ते`)).toBe(`a\tb\nc\r\n${DEVANAGARI} नमस्ते`);
  expect(cleanText(DIRTY)).toBe('');
});
