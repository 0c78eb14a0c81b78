import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { ADMIN } from '../../../playwright.config.ts';
import { signedIn } from '../admin/helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Stored XSS: script-bearing text in every text field is shown as text, never run.
const payload = (field: string) => `<img src=x onerror=__xss='${field}'><script>__xss='${field}'</script>`;
/** For fields of at most 50 characters. */
const short = (n: number) => `<svg onload=__xss=${n}><script>__xss=${n}</script>`;

/** A PNG made here, for the image-bearing entities. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function login(request: APIRequestContext) {
  return (await (await request.post('/api/users/login', { data: ADMIN })).json()).token as string;
}

async function noScriptRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  // Not only blocked by the CSP: never parsed as markup at all.
  await expect(page.locator('img[src="x"], svg[onload]')).toHaveCount(0);
}

test.describe('stored XSS attempts', () => {
  test.setTimeout(180_000);

  test('are rendered as text on the public pages and in the admin', async ({ page, request }) => {
    const token = await login(request);
    const headers = { 'x-auth-token': token };
    const since = new Date().toISOString();
    const multipart = (fields: Record<string, string>) => ({
      ...fields,
      image: { name: 'x.png', mimeType: 'image/png', buffer: PNG },
    });
    // Every record made here is deleted at the end, so no other file ever sees them.
    const made: string[] = [];
    const created = async (path: string, res: APIResponse) => {
      expect(res.status()).toBe(201);
      made.push(`/api/${path}/${(await res.json())._id}`);
    };
    try {
      await created(
        'slider',
        await request.post('/api/slider', {
          headers,
          multipart: multipart({
            title: payload('slider.title'),
            name: payload('slider.name'),
            subtitle: payload('slider.subtitle'),
            link: '/plans',
          }),
        }),
      );
      await created(
        'testimonial',
        await request.post('/api/testimonial', {
          headers,
          multipart: multipart({
            name: payload('testimonial.name'),
            location: payload('testimonial.location'),
            comment: payload('testimonial.comment'),
          }),
        }),
      );
      await created(
        'notice',
        await request.post('/api/notice', { headers, multipart: multipart({ title: payload('notice.title') }) }),
      );
      await created(
        'plan',
        await request.post('/api/plan', {
          headers,
          data: {
            name: payload('plan.name'),
            speed: short(1),
            price: short(2),
            duration: short(3),
            features: [payload('plan.feature')],
            sme: false,
          },
        }),
      );
      await created(
        'faq',
        await request.post('/api/faq', {
          headers,
          data: { question: payload('faq.question'), answer: payload('faq.answer') },
        }),
      );
      await created(
        'booking',
        await request.post('/api/booking', {
          data: {
            customerName: payload('booking.customerName'),
            address: payload('booking.address'),
            contact: '9852012345',
            remarks: payload('booking.remarks'),
            plan: payload('booking.plan'),
          },
        }),
      );
      await created(
        'contact',
        await request.post('/api/contact', {
          data: {
            name: payload('contact.name'),
            email: 'x@example.com',
            subject: payload('contact.subject'),
            msg: payload('contact.msg'),
          },
        }),
      );
      await created(
        'referral',
        await request.post('/api/referral', {
          data: {
            customerName: payload('referral.customerName'),
            friendsName: payload('referral.friendsName'),
            friendsAddress: payload('referral.friendsAddress'),
            friendsContact: '9852012345',
            remarks: payload('referral.remarks'),
          },
        }),
      );

      // Wait for the rebuild that carries the new content.
      await expect
        .poll(
          async () => {
            const s = await (await request.get('/api/publish', { headers })).json();
            return s.state === 'idle' && (s.lastSuccessAt ?? '') > since;
          },
          // Every 200 ms: at expect's default back-off to 1 s, the publish was seen up to a second late.
          { timeout: 150_000, intervals: [200] },
        )
        .toBe(true);

      for (const path of ['/', '/plans', '/faq']) {
        await page.goto(path);
        // Every island that wakes by itself (after the first paint) has rendered its props, the payloads among
        // them; those waiting to be scrolled to stay server-rendered, as they did under 'networkidle'.
        await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
        await noScriptRan(page);
      }
      await page.goto('/faq');
      await expect(page.getByText(payload('faq.question')).first()).toBeAttached();
      await page.goto('/plans');
      await expect(page.getByText(payload('plan.name')).first()).toBeVisible();

      await signedIn(page, token);
      // Each screen and the record of its own it lists: once its payload is on the screen, the list has rendered.
      for (const [screen, entity] of [
        ['sliders', 'slider'],
        ['notices', 'notice'],
        ['testimonials', 'testimonial'],
        ['plans', 'plan'],
        ['faqs', 'faq'],
        ['bookings', 'booking'],
        ['contact-forms', 'contact'],
        ['referral-forms', 'referral'],
      ]) {
        await page.goto(`/admin/${screen}`);
        await expect(page.getByRole('table').or(page.getByRole('list')).first()).toBeVisible();
        await expect(page.getByRole('main')).toContainText(`__xss='${entity}.`);
        await noScriptRan(page);
      }
      await page.goto('/admin/bookings');
      await expect(page.getByText(payload('booking.customerName')).first()).toBeVisible();
      await noScriptRan(page);
    } finally {
      for (const url of made) await request.delete(url, { headers });
    }
  });
});
