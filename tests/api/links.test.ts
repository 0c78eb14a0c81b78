import { expect, it } from 'vitest';
import { forEachDatabase, form } from './setup.ts';
import { png } from './images.ts';

forEachDatabase('slider links', (ctx) => {
  const slider = async (link: string) =>
    ctx.call('POST', '/api/slider', { form: form({ name: 'Banner', link }, { bytes: await png(), name: 'b.png' }) });

  it('refuses a data:, javascript: or other-host link with a message beside the field', async () => {
    for (const link of ['data:text/html,<script>alert(1)</script>', 'javascript:alert(1)', '//other.host/phish']) {
      const res = await slider(link);
      expect(res.status, link).toBe(400);
      expect((await res.json()).errors.link, link).toMatch(/page of this site.*web address.*phone.*email/);
    }
    const list = await (await ctx.call('GET', '/api/slider')).json();
    expect(list).toHaveLength(0);
  });

  it('accepts a site path, a web address, tel: and mailto:', async () => {
    for (const link of ['/plans', 'https://example.com.np/dashain', 'tel:+9779852012345', 'mailto:info@example.com']) {
      expect((await slider(link)).status, link).toBe(201);
    }
  });
});
