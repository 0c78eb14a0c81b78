import { expect, test } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';
import { adminToken, mailsTo } from './helpers.ts';
import { axeViolations } from '../axe.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Status emails (issue 29): the form on /status works without script; the emailed link confirms;
// an outage in the area is emailed with a link that unsubscribes.
const linkIn = (text: string) => new URL(/https?:\/\/\S+status\/subscription\S+/.exec(text)![0]);

for (const lang of ['en', 'ne'] as const) {
  const prefix = lang === 'ne' ? '/ne' : '';
  test(`a visitor subscribes on ${prefix}/status without script, confirms, hears of an outage and unsubscribes`, async ({
    browser,
    page,
    request,
  }) => {
    const email = `status-${lang}-${Date.now().toString(36)}@example.com`;
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const form = await noScript.newPage();
    await form.goto(`${prefix}/status`);
    const box = form.getByTestId('status-subscribe');
    await box.getByLabel(lang === 'ne' ? 'इमेल' : 'Email').fill(email);
    await box.getByLabel(lang === 'ne' ? 'क्षेत्र' : 'Area').selectOption('Itahari-6');
    await box.getByRole('button').click();
    await expect(form).toHaveURL(`${prefix}/status/subscription/sent`);
    await expect(form.getByTestId('subscription-state')).toHaveAttribute('data-state', 'sent');
    await noScript.close();

    const [confirm] = await mailsTo(email, 1);
    const confirmLink = linkIn(confirm.text);
    expect(confirmLink.pathname).toBe(`${prefix}/status/subscription`);
    await page.goto(`${confirmLink.pathname}${confirmLink.search}`);
    await expect(page.getByTestId('subscription-state')).toHaveAttribute('data-state', 'confirmed');
    await expect(page.getByTestId('subscription-state')).toContainText(lang === 'ne' ? 'इटहरी-६' : 'Itahari-6');

    const token = await adminToken(request);
    const created = await request.post('/api/incident', {
      headers: { 'x-auth-token': token },
      data: {
        title: `Fibre cut ${email}`,
        title_ne: 'इटहरीमा फाइबर काटियो',
        kind: 'outage',
        areas: ['Itahari-6'],
        startsAt: new Date().toISOString(),
        status: 'investigating',
        updates: [
          {
            text: 'A team is on the way.',
            text_ne: 'टोली पुग्दैछ।',
            at: new Date().toISOString(),
            status: 'investigating',
          },
        ],
      },
    });
    expect(created.status()).toBe(201);
    const [, news] = await mailsTo(email, 2);
    expect(news.text).toContain(lang === 'ne' ? 'टोली पुग्दैछ।' : 'A team is on the way.');
    const leave = linkIn(news.text);
    expect(leave.searchParams.get('do')).toBe('unsubscribe');
    await page.goto(`${leave.pathname}${leave.search}`);
    await expect(page.getByTestId('subscription-state')).toHaveAttribute('data-state', 'unsubscribed');
    // The same link again: the page says it is done, not an error.
    await page.reload();
    await expect(page.getByTestId('subscription-state')).toHaveAttribute('data-state', 'unsubscribed');
  });
}

test('a link that was tampered with says so, and offers the status page', async ({ page }) => {
  await page.goto('/status/subscription?s=0123456789abcdef01234567&t=AAAAAAAAAAAAAAAAAAAAAA&do=confirm');
  await expect(page.getByTestId('subscription-state')).toHaveAttribute('data-state', 'expired');
  await expect(page.getByRole('link', { name: 'See the network status' })).toHaveAttribute('href', '/status');
});

test('a ticket’s tracking page offers status emails for the ticket’s own area, in Nepali too', async ({
  page,
  request,
}) => {
  const email = `track-${Date.now().toString(36)}@example.com`;
  const res = await request.post('/api/ticket', {
    data: {
      name: 'Sita',
      phone: '9855555555',
      area: 'इटहरी-६',
      category: 'slow',
      description: 'Slow every evening',
      lang: 'ne',
    },
  });
  expect(res.status()).toBe(201);
  const { trackUrl } = await res.json();
  await page.goto(trackUrl);
  const box = page.getByTestId('track-subscribe');
  await expect(box).toContainText('इटहरी-६मा सेवा अवरोध');
  await box.getByLabel('इमेल').fill(email);
  await box.getByRole('button', { name: 'सदस्यता लिनुहोस्' }).click();
  await expect(page.getByTestId('track-subscribe-answer')).toContainText(email);
  const [confirm] = await mailsTo(email, 1);
  expect(confirm.text).toContain('इटहरी-६');
  expect(await axeViolations(page)).toEqual([]);
});
