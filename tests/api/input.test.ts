import { INVALID_PHONE } from '../../src/lib/messages.ts';
import { expect, it } from 'vitest';
import { forEachDatabase } from './setup.ts';

forEachDatabase('bad input', (ctx) => {
  it('answers malformed JSON with 400', async () => {
    const res = await ctx.call('POST', '/api/contact', {
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/JSON/);
  });

  it('answers a JSON array or null with 400', async () => {
    for (const body of ['[]', 'null', '"text"']) {
      const res = await ctx.call('POST', '/api/booking', { body, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
    }
  });

  it('answers a wrong content type with 415', async () => {
    const res = await ctx.call('POST', '/api/contact', { body: 'name=x', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect((await res.json()).message).toBeTruthy();
  });

  it('answers a body over the limit with 413', async () => {
    const res = await ctx.call('POST', '/api/contact', {
      json: { name: 'x', email: 'a@b.co', msg: 'x'.repeat(200_000) },
    });
    expect(res.status).toBe(413);
  });

  it('refuses over-long fields and a malformed email with 400 and per-field messages', async () => {
    const res = await ctx.call('POST', '/api/contact', {
      json: { name: 'n'.repeat(500), email: 'not-an-email', msg: 'hi' },
    });
    expect(res.status).toBe(400);
    const { errors } = await res.json();
    expect(errors.name).toMatch(/too long/);
    expect(errors.email).toMatch(/valid email/);
  });

  it('trims strings and fills a booking’s package with Dedicated', async () => {
    const res = await ctx.call('POST', '/api/booking', {
      json: { customerName: '  Hari  ', address: ' Ward 4 ', contact: ' 9852012345 ' },
      token: null,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      customerName: 'Hari',
      address: 'Ward 4',
      contact: '9852012345',
      email: '',
      contact2: '',
      plan: 'Dedicated',
      speed: 'Dedicated',
      cost: 'Dedicated',
      duration: 'Dedicated',
    });
  });

  it('stores phone numbers as typed in Nepal in ASCII and refuses text that is not one', async () => {
    const ok = await ctx.call('POST', '/api/booking', {
      json: { customerName: 'H', address: 'A', contact: '९८५२०१२३४५', contact2: '+977 21-123456' },
      token: null,
    });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ contact: '9852012345', contact2: '021-123456' });
    for (const bad of ['abc', '😀😀😀', 'फोन छैन']) {
      const booking = await ctx.call('POST', '/api/booking', {
        json: { customerName: 'H', address: 'A', contact: bad },
        token: null,
      });
      expect(booking.status).toBe(400);
      expect((await booking.json()).errors.contact).toBe(INVALID_PHONE);
      const contact = await ctx.call('POST', '/api/contact', {
        json: { name: 'N', email: 'n@example.com', msg: 'm', phone: bad },
        token: null,
      });
      expect((await contact.json()).errors.phone).toBe(INVALID_PHONE);
      const referral = await ctx.call('POST', '/api/referral', {
        json: { customerName: 'R', friendsName: 'F', friendsAddress: 'A', friendsContact: bad },
        token: null,
      });
      expect((await referral.json()).errors.friendsContact).toBe(INVALID_PHONE);
    }
    // The contact form's phone stays optional (spec §5).
    expect(
      (
        await ctx.call('POST', '/api/contact', {
          json: { name: 'N', email: 'n@example.com', msg: 'no phone' },
          token: null,
        })
      ).status,
    ).toBe(201);
  });

  it('accepts an optional email only in email format', async () => {
    const res = await ctx.call('POST', '/api/booking', {
      json: { customerName: 'H', address: 'A', contact: '9852012345', email: 'bad' },
      token: null,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.email).toBeTruthy();
  });

  it('refuses a plan whose features are not a list of text, or whose sme is not a boolean', async () => {
    const plan = { name: 'P', speed: '1', price: '1', duration: '/m' };
    expect((await ctx.call('POST', '/api/plan', { json: { ...plan, features: 'a,b' } })).status).toBe(400);
    expect((await ctx.call('POST', '/api/plan', { json: { ...plan, features: [1, 2] } })).status).toBe(400);
    expect((await ctx.call('POST', '/api/plan', { json: { ...plan, sme: 'yes' } })).status).toBe(400);
  });

  it('plans carry featured and popular, false by default, kept by an update that does not name them', async () => {
    const plan = { name: 'Flags', speed: '1', price: '1', duration: '/m' };
    const plain = await (await ctx.call('POST', '/api/plan', { json: plan })).json();
    expect(plain).toMatchObject({ featured: false, popular: false });
    const flagged = await (
      await ctx.call('POST', '/api/plan', { json: { ...plan, featured: true, popular: true } })
    ).json();
    expect(flagged).toMatchObject({ featured: true, popular: true });
    // spec §7's PUT payload (name, speed, price, duration, features, sme) leaves the flags alone.
    const updated = await (
      await ctx.call('PUT', `/api/plan/${flagged._id}`, {
        json: { ...plan, name: 'Renamed', features: [], sme: false },
      })
    ).json();
    expect(updated).toMatchObject({ name: 'Renamed', featured: true, popular: true });
    const cleared = await (
      await ctx.call('PUT', `/api/plan/${flagged._id}`, { json: { ...plan, featured: false } })
    ).json();
    expect(cleared).toMatchObject({ featured: false, popular: true });
    expect((await ctx.call('POST', '/api/plan', { json: { ...plan, popular: 'yes' } })).status).toBe(400);
  });

  it('stores text with NUL characters (which PostgreSQL cannot hold) without them', async () => {
    const res = await ctx.call('POST', '/api/contact', {
      json: { name: 'Nul\u0000l', email: 'a@b.co', msg: 'x\u0000y' },
      token: null,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ name: 'Null', msg: 'xy' });
  });

  it('answers ids and file names that cannot exist with 404, whatever their bytes', async () => {
    for (const id of ['%00', 'x'.repeat(300), "1'%20OR%20'1'='1", '..%2Fusers']) {
      expect((await ctx.call('PUT', `/api/faq/${id}`, { json: { question: 'Q', answer: 'A' } })).status).toBe(404);
      expect((await ctx.call('DELETE', `/api/users/${id}`)).status).toBe(404);
      expect((await ctx.app.request(`/uploads/${id}`)).status).toBe(404);
    }
  });

  it('answers an unknown API route with 404 JSON', async () => {
    const res = await ctx.call('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBeTruthy();
  });

  it('reports health once the database answers', async () => {
    const res = await ctx.call('GET', '/api/health', { token: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });
});
