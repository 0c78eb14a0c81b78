import { expect, test } from '@playwright/test';
import { apiToken, signedIn } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

test('the header shows the publish state by itself and can publish again', async ({ page, request }) => {
  test.setTimeout(150_000);
  const token = await apiToken(request);
  await signedIn(page, token);
  await page.goto('/admin/faqs');
  const badge = page.locator('[data-publish-state]');
  // Never 'Publish failed': a test that accepted it would pass with publishing broken.
  await expect(badge).toContainText(/^(Live|Publishing…)$/);

  // A change queues a build: the badge follows it without a reload.
  await page.getByRole('button', { name: '+ Add FAQ' }).click();
  const question = `Publish badge check ${Date.now()}?`;
  await page.getByRole('textbox', { name: 'Question', exact: true }).fill(question);
  await page.getByRole('textbox', { name: 'Answer', exact: true }).fill('It updates by itself.');
  await page.getByRole('button', { name: 'Add FAQ', exact: true }).click();
  await expect(badge).toContainText('Publishing…', { timeout: 10_000 });
  await expect(badge).toHaveAttribute('data-publish-state', 'idle', { timeout: 120_000 });
  await expect(badge).toContainText('Live');

  await badge.click();
  const panel = page.locator('#publish-panel');
  await expect(panel).toContainText('Last published');
  await panel.getByRole('button', { name: 'Publish again' }).click();
  await expect(badge).toContainText('Publishing…', { timeout: 10_000 });
  await expect(badge).toHaveAttribute('data-publish-state', 'idle', { timeout: 120_000 });
  await expect(badge).toContainText('Live');

  // Leave the content as it was.
  const faqs: { _id: string; question: string }[] = await (await request.get('/api/faq')).json();
  const mine = faqs.find((f) => f.question === question);
  if (mine) await request.delete(`/api/faq/${mine._id}`, { headers: { 'x-auth-token': token } });
});
