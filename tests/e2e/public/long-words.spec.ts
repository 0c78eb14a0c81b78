import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Plan } from '../../../src/lib/entities.ts';
import { maxLengths } from '../../../src/lib/field-limits.ts';
import { POPULAR_BADGE } from '../../../src/lib/messages.ts';
import { planSchema } from '../../../src/lib/schemas/plan.ts';
import { testimonialSchema } from '../../../src/lib/schemas/testimonial.ts';
import { PNG_A, signedIn } from '../admin/helpers.ts';
import { adminToken, apiList, closeNotices, siteIsCurrent, unique } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// No page scrolls sideways, whatever an editor types: 200-character words in a plan, a FAQ and
// a testimonial, on a 320 px and a 375 px phone. The records are this file's own, removed after.

// 200 characters, or the field's own limit where that is shorter (a plan's name 100, its price 50).
const word = (label: string, max = 200) => `${label}${'W'.repeat(Math.min(max, 200) - label.length)}`;
const planMax = maxLengths(planSchema);
const testimonialMax = maxLengths(testimonialSchema);
const created: { path: string; id: string }[] = [];
let token = '';
let plan: Plan;

async function make(request: APIRequestContext, path: string, options: Parameters<APIRequestContext['post']>[1]) {
  const res = await request.post(`/api/${path}`, { ...options, headers: { 'x-auth-token': token } });
  expect(res.status(), await res.text()).toBe(201);
  const record = await res.json();
  created.push({ path, id: record._id });
  return record;
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('long words wrap everywhere', () => {
  test.beforeAll(async ({ request }) => {
    token = await adminToken(request);
    plan = await make(request, 'plan', {
      data: {
        name: word(unique('Plan').replace(/ /g, ''), planMax.name),
        speed: word('Speed', planMax.speed),
        price: word('Rs', planMax.price),
        duration: word('/', planMax.duration),
        features: [word('Feature')],
        featured: true,
        popular: true,
      },
    });
    await make(request, 'faq', { data: { question: word('Question'), answer: word('Answer') } });
    await make(request, 'testimonial', {
      multipart: {
        name: word('Name', testimonialMax.name),
        location: word('Place', testimonialMax.location),
        comment: word('Comment'),
        image: { name: 'face.png', mimeType: 'image/png', buffer: PNG_A },
      },
    });
    await siteIsCurrent(request, token);
  });

  test.afterAll(async ({ request }) => {
    for (const { path, id } of created)
      await request.delete(`/api/${path}/${id}`, { headers: { 'x-auth-token': token } });
    await siteIsCurrent(request, token);
  });

  for (const width of [320, 375]) {
    test(`no public page scrolls sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of [
        '/',
        '/plans',
        '/faq',
        `/booking?category=home&plan=${plan._id}`,
        '/booking?category=dedicated',
        '/contact',
        '/refer',
        '/about',
      ]) {
        await page.goto(path);
        if (path === '/') await closeNotices(page);
        if (path.startsWith('/booking')) await expect(page.getByTestId('package-summary')).toBeVisible();
        expect(await sideways(page), path).toBeLessThanOrEqual(0);
      }
      await page.goto('/faq');
      await page
        .locator('details')
        .last()
        .evaluate((d: HTMLDetailsElement) => (d.open = true));
      expect(await sideways(page), '/faq opened').toBeLessThanOrEqual(0);
    });
  }

  test('the admin tables wrap long words at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signedIn(page, token);
    for (const route of ['/admin/plans', '/admin/faqs', '/admin/testimonials']) {
      await page.goto(route);
      await expect(page.locator('tbody tr').first()).toBeVisible();
      expect(await sideways(page), route).toBeLessThanOrEqual(0);
    }
  });

  test('at 1280 px the Bookings table breaks no phone number, status, plan, price or date inside a word', async ({
    page,
    request,
  }) => {
    // A long name asks for the room the short columns need.
    const customerName = `${unique('Wide table')} Bishnu Prasad Shrestha Adhikari Chaudhary Limbu Tamang`;
    await make(request, 'booking', {
      data: {
        customerName,
        address: 'Itahari-6',
        contact: '9812345678',
        contact2: '',
        email: '',
        remarks: '',
        plan: 'Fibernet Plus',
        speed: '100 Mbps',
        cost: 'Rs. 2,200',
        duration: '/month',
      },
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await signedIn(page, token);
    await page.goto('/admin/bookings');
    const row = page.locator('tbody tr', { hasText: customerName });
    await expect(row).toBeVisible();
    // Each word of a short column's cell lies on one line: its text range has one box.
    const broken = await row.evaluate((tr) =>
      [...tr.querySelectorAll('td')]
        .filter((td) => ['Status', 'Contact', 'Plan', 'Cost', 'Language', 'Created'].includes(td.dataset.label ?? ''))
        .flatMap((td) => {
          const text = td.querySelector('div')!;
          const words: string[] = [];
          const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const m of node.textContent!.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, m.index!);
              range.setEnd(node, m.index! + m[0].length);
              if (range.getClientRects().length > 1) words.push(`${td.dataset.label}: ${m[0]}`);
            }
          }
          return words;
        }),
    );
    expect(broken).toEqual([]);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  test('a featured plan is a home teaser whatever its name, with the Most Popular badge; /plans shows the badge too', async ({
    page,
  }) => {
    await page.goto('/');
    await closeNotices(page);
    const teaser = page
      .getByTestId('plan-teasers')
      .locator(':scope > li', { has: page.getByRole('heading', { name: plan.name }) });
    await expect(teaser).toContainText(POPULAR_BADGE);
    await page.goto('/plans');
    await expect(page.getByTestId('plan-card').filter({ hasText: plan.name })).toContainText(POPULAR_BADGE);
  });
});

test('four plans in a tab share one row on a wide screen: no card alone', async ({ page, request }) => {
  // Exactly four Home plans, whatever the live content holds: plans added, or the extra ones deleted
  // (keepDataAsFound() deletes the added ones and restores the deleted ones after the file).
  const headers = { 'x-auth-token': await adminToken(request) };
  let home = (await apiList<Plan>(request, 'plan')).filter((p) => !p.sme);
  for (let i = home.length; i < 4; i++) {
    const res = await request.post('/api/plan', {
      headers,
      data: { name: `Row plan ${i}`, speed: '10 Mbps', price: 'Rs. 999', duration: '/month', features: ['Row'] },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  for (const extra of home.slice(4))
    expect((await request.delete(`/api/plan/${extra._id}`, { headers })).ok()).toBe(true);
  await siteIsCurrent(request, headers['x-auth-token']);
  home = (await apiList<Plan>(request, 'plan')).filter((p) => !p.sme);
  expect(home).toHaveLength(4);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/plans');
  const tops = await page
    .getByRole('tabpanel', { name: 'Home' })
    .getByTestId('plan-card')
    .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
  expect(tops).toHaveLength(4);
  expect(new Set(tops).size).toBe(1);
});
