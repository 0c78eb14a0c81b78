import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, closeNotices, siteIsCurrent, unique } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Changes content, so the site is rebuilt: it runs once and restores what it changed.
test('Get Started shows only on slides that have a link', async ({ page, request }) => {
  test.setTimeout(240_000);
  const token = await adminToken(request);
  const name = unique('No-link slide');
  const image = await sharp({ create: { width: 1200, height: 500, channels: 3, background: '#1e3a8a' } })
    .png()
    .toBuffer();
  const res = await request.post('/api/slider', {
    headers: { 'x-auth-token': token },
    multipart: {
      title: name,
      name,
      subtitle: 'No link here',
      link: '',
      image: { name: 'slide.png', mimeType: 'image/png', buffer: image },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { _id } = await res.json();
  try {
    await siteIsCurrent(request, token);
    await page.goto('/');
    await closeNotices(page);
    const slider = page.getByTestId('hero-slider');
    const slide = slider
      .locator('[aria-roledescription="slide"]')
      .filter({ has: page.getByRole('heading', { name, includeHidden: true }) });
    await expect(slide).toHaveCount(1);
    await expect(slide.locator('a', { hasText: 'Get Started' })).toHaveCount(0);
    // Every slide with a link has its button.
    const linked = slider
      .locator('[aria-roledescription="slide"]')
      .filter({ has: page.locator('a', { hasText: 'Get Started' }) });
    expect(await linked.count()).toBeGreaterThan(0);
  } finally {
    await request.delete(`/api/slider/${_id}`, { headers: { 'x-auth-token': token } });
    await siteIsCurrent(request, token);
  }
});
