import { expect, it } from 'vitest';
import { png } from './images.ts';
import { forEachDatabase, form } from './setup.ts';

// Issue 31, "a focal point for banners and testimonials": focalX and focalY, percent from the
// left and the top, optional ('' is the centre), validated with a clear 400, kept by a save that
// does not send them (an older client's payload works word for word).
forEachDatabase('focal point', (ctx) => {
  const image = async () => ({ bytes: await png(), name: 'b.png' });

  it('stores a slider’s and a testimonial’s focal point and serves it back; without one it is the centre', async () => {
    const slider = await ctx.call('POST', '/api/slider', {
      form: form({ name: 'Banner', focalX: '82.25', focalY: '30' }, await image()),
    });
    expect(slider.status).toBe(201);
    const created = await slider.json();
    expect(created).toMatchObject({ name: 'Banner', focalX: '82.3', focalY: '30' });
    const listed = await (await ctx.call('GET', '/api/slider', { token: null })).json();
    expect(listed.find((r: { _id: string }) => r._id === created._id)).toMatchObject({ focalX: '82.3', focalY: '30' });

    // the spec's payload, without the new fields: the centre, and the rest word for word
    const plain = await ctx.call('POST', '/api/testimonial', {
      form: form({ name: 'Sita', location: 'Butwal', comment: 'Fast.' }, await image()),
    });
    expect(plain.status).toBe(201);
    expect(await plain.json()).toMatchObject({
      name: 'Sita',
      location: 'Butwal',
      comment: 'Fast.',
      focalX: '',
      focalY: '',
    });

    const json = await ctx.call('POST', '/api/testimonial', {
      form: form({ name: 'Ram', focalX: '0', focalY: '100' }, await image()),
    });
    expect(await json.json()).toMatchObject({ focalX: '0', focalY: '100' });
  });

  it('keeps the focal point when an edit leaves it out, moves it when sent, and resets it to the centre with ""', async () => {
    const { _id, image: stored } = await (
      await ctx.call('POST', '/api/slider', {
        form: form({ name: 'Banner', focalX: '20', focalY: '70' }, await image()),
      })
    ).json();
    const put = (fields: Record<string, string>) =>
      ctx.call('PUT', `/api/slider/${_id}`, { form: form({ name: 'Banner', existingImage: stored, ...fields }) });

    const kept = await put({ title: 'Dashain offer' });
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({ title: 'Dashain offer', focalX: '20', focalY: '70' });
    expect(await (await put({ focalX: '65.5', focalY: '12' })).json()).toMatchObject({ focalX: '65.5', focalY: '12' });
    expect(await (await put({ focalX: '', focalY: '' })).json()).toMatchObject({ focalX: '', focalY: '' });
    const json = await ctx.call('PUT', `/api/slider/${_id}`, {
      json: { name: 'Banner', existingImage: stored, focalX: 40, focalY: 60.04 },
    });
    expect(await json.json()).toMatchObject({ focalX: '40', focalY: '60' });
  });

  it('refuses a focal point outside 0–100 or not a number with 400, a message per field, and stores nothing', async () => {
    const before = (await (await ctx.call('GET', '/api/testimonial', { token: null })).json()).length;
    for (const [focalX, focalY] of [
      ['101', '50'],
      ['-5', '50'],
      ['50', 'top'],
      ['1e2', '50'],
    ]) {
      const res = await ctx.call('POST', '/api/testimonial', {
        form: form({ name: 'Sita', focalX, focalY }, await image()),
      });
      expect(res.status, `${focalX} ${focalY}`).toBe(400);
      const body = await res.json();
      expect(body.message).toMatch(/Focal point [XY] must be a percentage from 0 to 100 \(from the (left|top)\)/);
      const field = focalY === '50' ? 'focalX' : 'focalY';
      expect(body.errors[field], JSON.stringify(body)).toMatch(/must be a percentage from 0 to 100/);
    }
    const json = await ctx.call('POST', '/api/testimonial', {
      json: { name: 'Sita', focalX: true },
    });
    expect(json.status).toBe(400);
    expect((await ctx.call('GET', '/api/testimonial', { token: null }).then((r) => r.json())).length).toBe(before);
  });
});
