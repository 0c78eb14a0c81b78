import { expect, it } from 'vitest';
import { purgeTrash } from '../../src/server/history/trash.ts';
import { jpeg, png } from './images.ts';
import { forEachDatabase, form } from './setup.ts';

// Nepali posters: a notice or banner may carry a Nepali image (`image_ne`) beside the English one,
// kept by an edit that does not mention it (the spec's multipart never loses it), removed by an
// empty existingImageNe; a notice may be text only, but a notice with neither image nor text is the
// spec's "image required on create".
forEachDatabase('Nepali posters and text notices', (ctx) => {
  const withNepali = async (fields: Record<string, string>) => {
    const fd = form(fields, { bytes: await png(), name: 'en.png' });
    fd.set('image_ne', new File([(await jpeg()) as Uint8Array<ArrayBuffer>], 'ne.jpg', { type: 'image/jpeg' }));
    return fd;
  };

  it('stores a notice’s and a banner’s Nepali image beside the English one and serves both', async () => {
    for (const [path, fields] of [
      ['notice', { title: 'Dashain offer' }],
      ['slider', { name: 'Dashain' }],
    ] as const) {
      const res = await ctx.call('POST', `/api/${path}`, { form: await withNepali(fields) });
      expect(res.status).toBe(201);
      const created = await res.json();
      expect(created.image).toMatch(/\.png$/);
      expect(created.image_ne).toMatch(/\.jpg$/);
      expect(created.image_ne).not.toBe(created.image);
      const image = await ctx.call('GET', `/uploads/${created.image_ne}`, { token: null });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      const listed = await (await ctx.call('GET', `/api/${path}`, { token: null })).json();
      expect(listed.find((r: { _id: string }) => r._id === created._id).image_ne).toBe(created.image_ne);
    }
  });

  it('keeps the Nepali image through an edit that leaves it out, replaces it with a new file, removes it with ""', async () => {
    const created = await (
      await ctx.call('POST', '/api/notice', { form: await withNepali({ title: 'Tihar' }) })
    ).json();
    const put = (fields: Record<string, string>) =>
      ctx.call('PUT', `/api/notice/${created._id}`, {
        form: form({ title: 'Tihar offer', existingImage: created.image, ...fields }),
      });

    const kept = await put({});
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({ title: 'Tihar offer', image: created.image, image_ne: created.image_ne });

    const replacement = form({ title: 'Tihar offer', existingImage: created.image });
    replacement.set('image_ne', new File([(await png()) as Uint8Array<ArrayBuffer>], 'ne2.png', { type: 'image/png' }));
    const replaced = await (await ctx.call('PUT', `/api/notice/${created._id}`, { form: replacement })).json();
    expect(replaced.image_ne).toMatch(/\.png$/);
    expect(replaced.image_ne).not.toBe(created.image_ne);

    const wrong = await put({ existingImageNe: created.image });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual({ existingImageNe: 'Not the current image' });

    const removed = await put({ existingImageNe: '' });
    expect(await removed.json()).toMatchObject({ image: created.image, image_ne: '' });
  });

  it('creates a notice of text only, in both languages, and edits it without an image', async () => {
    const res = await ctx.call('POST', '/api/notice', {
      json: {
        title: 'Office closed on Saturday',
        title_ne: 'शनिबार कार्यालय बन्द',
        text: 'Our office is closed this Saturday; online payment and support work as usual.',
        text_ne: 'यस शनिबार कार्यालय बन्द रहनेछ; अनलाइन भुक्तानी र सहायता सधैँझैँ चल्नेछन्।',
        link: '/support',
      },
    });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({
      image: '',
      image_ne: '',
      link: '/support',
      text_ne: expect.stringContaining('शनिबार'),
    });

    const edited = await ctx.call('PUT', `/api/notice/${created._id}`, {
      form: form({ title: 'Office closed on Saturday', text: 'Closed this Saturday.' }),
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ image: '', text: 'Closed this Saturday.', text_ne: '' });

    // without its text it would be a notice of nothing: the spec's rule, an image, applies again
    const emptied = await ctx.call('PUT', `/api/notice/${created._id}`, { form: form({ title: 'Office closed' }) });
    expect(emptied.status).toBe(400);
    expect(await emptied.json()).toMatchObject({ errors: { image: 'Please choose an image' } });
  });

  it('still needs an image for a notice without text, and for every banner (spec §5)', async () => {
    const notice = await ctx.call('POST', '/api/notice', { form: form({ title: 'Poster' }) });
    expect(notice.status).toBe(400);
    expect(await notice.json()).toMatchObject({
      message: 'Please choose an image',
      errors: { image: 'Please choose an image' },
    });
    const banner = await ctx.call('POST', '/api/slider', { form: form({ name: 'Banner', text: 'words' }) });
    expect(banner.status).toBe(400);
    const unsafe = await ctx.call('POST', '/api/notice', {
      json: { title: 'x', text: 'y', link: 'javascript:alert(1)' },
    });
    expect(unsafe.status).toBe(400);
    expect((await unsafe.json()).errors).toHaveProperty('link');
  });

  it('never sweeps a Nepali image that a notice still shows, however old', async () => {
    const created = await (await ctx.call('POST', '/api/notice', { form: await withNepali({ title: 'Kept' }) })).json();
    await purgeTrash(ctx.database.db, new Date(Date.now() + 400 * 86_400_000));
    expect((await ctx.call('GET', `/uploads/${created.image_ne}`, { token: null })).status).toBe(200);
    expect((await ctx.call('GET', `/uploads/${created.image}`, { token: null })).status).toBe(200);
  });
});
