import { expect, it } from 'vitest';
import { forEachDatabase, form } from './setup.ts';
import { png } from './images.ts';

// Issue 14: optional Nepali twins of the editor's text, and the language of visitor submissions.
forEachDatabase('Nepali content and visitor language', (ctx) => {
  it('stores and serves the Nepali twins of FAQ, plan, slider, notice and testimonial text', async () => {
    const faq = await ctx.call('POST', '/api/faq', {
      json: { question: 'Is there a data cap?', answer: 'No.', question_ne: 'डाटाको सीमा छ?', answer_ne: 'छैन।' },
    });
    expect(faq.status).toBe(201);
    expect(await faq.json()).toMatchObject({ question_ne: 'डाटाको सीमा छ?', answer_ne: 'छैन।' });

    const plan = await ctx.call('POST', '/api/plan', {
      json: {
        name: 'Fibernet',
        speed: '50 Mbps',
        price: 'Rs. 1,100',
        duration: '/month',
        features: ['Unlimited data'],
        name_ne: 'फाइबरनेट',
        features_ne: ['असीमित डाटा', ' ', 'निःशुल्क जडान'],
      },
    });
    expect(plan.status).toBe(201);
    expect(await plan.json()).toMatchObject({ name_ne: 'फाइबरनेट', features_ne: ['असीमित डाटा', 'निःशुल्क जडान'] });

    const image = { bytes: await png(), name: 'b.png' };
    const slider = await ctx.call('POST', '/api/slider', {
      form: form({ name: 'Banner', title: 'Fast', title_ne: 'छिटो', subtitle_ne: 'असीमित डाटा' }, image),
    });
    expect(await slider.json()).toMatchObject({ title_ne: 'छिटो', subtitle_ne: 'असीमित डाटा' });
    const notice = await ctx.call('POST', '/api/notice', {
      form: form({ title: 'Maintenance', title_ne: 'मर्मत' }, image),
    });
    expect(await notice.json()).toMatchObject({ title_ne: 'मर्मत' });
    const testimonial = await ctx.call('POST', '/api/testimonial', {
      form: form({ name: 'Sita', name_ne: 'सीता', location_ne: 'विराटनगर', comment_ne: 'राम्रो सेवा।' }, image),
    });
    const saved = await testimonial.json();
    expect(saved).toMatchObject({ name: 'Sita', name_ne: 'सीता', location_ne: 'विराटनगर', comment_ne: 'राम्रो सेवा।' });
    // The Nepali name is searched like the English one.
    const found = await (await ctx.call('GET', `/api/testimonial?q=${encodeURIComponent('सीता')}&page=1`)).json();
    expect(found.map((r: { _id: string }) => r._id)).toEqual([saved._id]);

    // Served publicly, for the build.
    const [listed] = await (await ctx.call('GET', '/api/faq', { token: null })).json();
    expect(listed).toMatchObject({ question: 'Is there a data cap?', question_ne: 'डाटाको सीमा छ?' });
  });

  it('leaves the Nepali text empty when the editor writes none, and refuses one that is too long', async () => {
    const faq = await ctx.call('POST', '/api/faq', { json: { question: 'Q', answer: 'A' } });
    expect(await faq.json()).toMatchObject({ question_ne: '', answer_ne: '' });
    const long = await ctx.call('POST', '/api/faq', {
      json: { question: 'Q', answer: 'A', answer_ne: 'क'.repeat(5001) },
    });
    expect(long.status).toBe(400);
    expect((await long.json()).errors.answer_ne).toMatch(/Answer \(Nepali\) is too long/);
  });

  it('records the language of a booking, contact message and referral (English when absent)', async () => {
    const booking = { customerName: 'राम', address: 'विराटनगर-८', contact: '9852000000', plan: 'Fibernet' };
    const contact = { name: 'Sita', email: 'sita@example.com', msg: 'नमस्ते' };
    const referral = {
      customerName: 'Hari',
      friendsName: 'Gita',
      friendsAddress: 'Itahari',
      friendsContact: '9800000000',
    };
    for (const [path, body] of [
      ['booking', booking],
      ['contact', contact],
      ['referral', referral],
    ] as const) {
      expect(
        (await ctx.call('POST', `/api/${path}`, { json: { ...body, lang: 'ne' }, token: null })).status,
        path,
      ).toBe(201);
      expect(
        (
          await ctx.call('POST', `/api/${path}`, {
            json: { ...body, remarks: 'second', msg: `${'msg' in body ? body.msg : ''} 2` },
            token: null,
          })
        ).status,
        path,
      ).toBe(201);
      const bad = await ctx.call('POST', `/api/${path}`, { json: { ...body, lang: 'fr' }, token: null });
      expect(bad.status, path).toBe(400);
      expect((await bad.json()).errors.lang).toBe('Language must be en or ne');
      const records = await (await ctx.call('GET', `/api/${path}`)).json();
      expect(records.map((r: { lang: string }) => r.lang).sort(), path).toEqual(['en', 'ne']);
    }
  });
});
