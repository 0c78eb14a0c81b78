import { expect, test } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';
import { apiCreate, signedIn, toast } from '../admin/helpers.ts';
import { adminToken, hydrated, mailsTo, siteIsCurrent } from './helpers.ts';

// Issue 42, "everything a visitor sees is the operator's": renamed, no page, title, meta, manifest,
// ticket number or email names the demo ISP; the promises and services are the ISP's settings; a
// district is found by its Nepali name.

// The settings and the records this file adds are put back after its last test.
keepDataAsFound();
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const DEMO = /KoshiNet|कोशीनेट|KN-/;

test('renamed to Himal Fibre, no page, manifest, ticket or email names KoshiNet; कास्की finds Kaski', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const headers = { 'x-auth-token': token };
  const pokhara = `Pokhara-${Date.now() % 100}`;
  await apiCreate(request, token, 'area', {
    name: pokhara,
    name_ne: 'पोखरा',
    district: 'Kaski',
    status: 'available',
    services: ['home'],
  });
  // Only the names change: the demo's texts say {isp} where they name it.
  const { logo: _, ...settings } = await (await request.get('/api/settings')).json();
  const saved = await request.put('/api/settings', {
    headers,
    data: { ...settings, name: 'Himal Fibre', name_ne: 'हिमाल फाइबर' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await siteIsCurrent(request, token);

  // Every page the sitemap lists (both languages), the 404 pages and the manifest.
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
  expect(paths).toContain('/ne/coverage/');
  // Asked all at once (static files: one at a time, each waited on the last, 40 times).
  const all = [...paths, '/no-such-page', '/ne/no-such-page', '/site.webmanifest'];
  const bodies = await Promise.all(all.map(async (path) => (await request.get(path)).text()));
  for (const [i, body] of bodies.entries()) {
    expect(body.match(DEMO)?.[0], all[i]).toBeUndefined();
    expect(body, all[i]).toMatch(/Himal Fibre|हिमाल फाइबर/);
  }
  const manifest = await (await request.get('/site.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Himal Fibre', icons: [{ src: '/icon-192.png' }, { src: '/icon-512.png' }] });
  for (const icon of ['/og-image.png', '/apple-touch-icon.png', '/icon-192.png', '/icon-512.png']) {
    const res = await request.get(icon);
    expect(res.headers()['content-type'], icon).toBe('image/png');
  }

  // The next fault report's number follows the new name.
  const ticket = await apiCreate(request, null, 'ticket', {
    name: 'Renamed ISP customer',
    phone: '9855555555',
    area: pokhara,
    category: 'slow',
    description: 'Slow in the evenings since the rename',
  });
  expect(ticket.number).toMatch(/^HF-\d{4}-\d{4}$/);

  // A status email, in each language, names the ISP anew.
  for (const lang of ['en', 'ne']) {
    const email = `renamed-${lang}-${Date.now().toString(36)}@example.com`;
    expect((await request.post('/api/subscription', { data: { email, area: '', lang } })).ok()).toBe(true);
    const [mail] = await mailsTo(email, 1);
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(DEMO);
    expect(`${mail.subject}\n${mail.text}`).toContain(lang === 'ne' ? 'हिमाल फाइबर' : 'Himal Fibre');
  }

  // The district in Nepali finds the area, and the list names the district in Nepali.
  await page.goto('/ne/coverage');
  await expect(page.getByRole('heading', { name: 'कास्की' })).toBeVisible();
  await hydrated(page, 'CoverageCheck');
  await page.getByRole('combobox', { name: 'तपाईंको वडा वा नगर' }).fill('कास्की');
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option').first()).toContainText('पोखरा');
  await expect(page.getByRole('option').first()).toContainText('कास्की');
});

test('the promises written in Site settings reach the pages; service cards can be removed', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  await signedIn(page, token);
  await page.goto('/admin/settings');
  const section = page.locator('#settings-promises');
  const field = (label: string) => section.getByRole('textbox', { name: label, exact: true });
  await field('Support line').fill('Support 7 AM to 9 PM');
  await field('Support line (Nepali)').fill('बिहान ७ देखि राति ९ बजेसम्म सेवा');
  await field('Referral reward').fill('2 weeks free internet for every friend who connects');
  await field('Referral reward, in short').fill('2 weeks free');
  await section.getByLabel('Referrals per customer').fill('5');
  await field('Dedicated line promises').fill('Up to 1 Gbps\nService-level agreement with 99.5% uptime');
  // An ISP without IPTV or dedicated lines: three of the four cards go.
  const services = page.locator('#settings-services');
  for (const n of [4, 3, 2]) await services.getByRole('button', { name: `Remove service ${n}` }).click();
  await expect(page.getByTestId('services-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Settings saved. The public site is being updated.')).toBeVisible();
  await siteIsCurrent(request, token);

  await page.goto('/');
  await expect(page.locator('#site-nav')).toContainText('Support 7 AM to 9 PM');
  await expect(page.getByTestId('refer-promo')).toHaveText('2 weeks free internet for every friend who connects');
  await expect(page.getByTestId('service-cards').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('service-cards')).toContainText('Fibre Internet');
  await expect(page.getByTestId('service-cards')).not.toContainText('IPTV');
  await expect(page.locator('main')).toContainText('You can refer up to 5 friends.');

  await page.goto('/ne/');
  await expect(page.locator('#site-nav')).toContainText('बिहान ७ देखि राति ९ बजेसम्म सेवा');

  await page.goto('/refer');
  await expect(page.getByTestId('rewards')).toContainText('2 weeks free');
  await expect(page.getByTestId('rewards')).toContainText('Up to 5 referrals');
  await expect(page.getByTestId('rewards')).not.toContainText('Unlimited referrals');
  await page.goto('/ne/refer');
  await expect(page.getByTestId('rewards')).toContainText('बढीमा ५ जना रेफरल');

  await page.goto('/plans#dedicated');
  await expect(page.getByRole('tabpanel')).toContainText('Up to 1 Gbps');
  await expect(page.getByRole('tabpanel')).toContainText('Service-level agreement with 99.5% uptime');
  await expect(page.getByRole('tabpanel')).not.toContainText('10 Gbps');

  // Every card removed: no "What we offer" section at all.
  const { logo: _, ...settings } = await (await request.get('/api/settings')).json();
  await request.put('/api/settings', { headers: { 'x-auth-token': token }, data: { ...settings, services: [] } });
  await siteIsCurrent(request, token);
  await page.goto('/');
  await expect(page.getByTestId('service-cards')).toHaveCount(0);
});
