import { expect, test } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';
import { acceptConfirm, apiCreate, apiToken, signedIn, unique } from './helpers.ts';
import { axeViolations } from '../axe.ts';
import { shot } from '../shots.ts';

// What it adds is removed, and the demo content and settings it changes put back, after its last test.
keepDataAsFound();

// Issue 42, the dashboard as a newcomer found it: a first sign-in welcomed as "back"; after "Remove
// demo content" Site settings still spoke of "eastern Nepal" and the demo's social pages, with no
// pointer to them; and no way back to the whole demo.

test('a first sign-in is welcomed as one, the next as a return', async ({ page, request }) => {
  const name = unique('Kiran Thapa');
  const email = `${name.replace(/\W+/g, '').toLowerCase()}@example.com`;
  const password = 'first-time-password';
  await apiCreate(request, await apiToken(request), 'users', { name, email, password, verifyPassword: password });
  await signedIn(page, await apiToken(request, email, password));
  await page.goto('/admin');
  await expect(page.getByRole('main')).toContainText(`Welcome, ${name}: this is your first sign-in.`);
  await signedIn(page, await apiToken(request, email, password));
  await page.goto('/admin');
  await expect(page.getByRole('main')).toContainText(`Welcome back, ${name}.`);
});

test('after removing the demo: its words in Site settings named and replaced, then the whole demo back', async ({
  page,
  request,
}, info) => {
  await signedIn(page, await apiToken(request));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  const demo = page.getByTestId('demo-content');
  acceptConfirm(page);
  await demo.getByRole('button', { name: 'Remove demo content' }).click();
  const words = demo.getByRole('region', { name: 'Demo words in Site settings' });
  await expect(words).toContainText('Still the demo’s words: Tagline, Region served, Description');
  await expect(words).toContainText('Social links');
  await expect(words).toContainText('Only you can write: ISP name, Phone');
  const back = demo.getByRole('region', { name: 'Demo content in Recently deleted' });
  await expect(back).toContainText(/\d+ demo records are in Recently deleted/);
  expect(await axeViolations(page, { include: '[data-testid="demo-content"]' })).toEqual([]);
  await shot(page, info.outputPath('demo-left-1280.png'));
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(demo, info.outputPath('demo-left-375.png'));

  await words.getByRole('button', { name: 'Use neutral words' }).click();
  await expect(words).not.toContainText('Still the demo’s words');
  await expect(words).toContainText('Only you can write');
  const settings = await (await request.get('/api/settings')).json();
  expect(settings).toMatchObject({ region: 'Nepal', social: [] });
  expect(settings.tagline).not.toContain('eastern Nepal');

  await back.getByRole('button', { name: 'Restore the demo content' }).click();
  await expect(demo.getByRole('region', { name: 'Demo content', exact: true })).toContainText(
    'still shows the demo ISP’s content',
  );
  await expect(back).toHaveCount(0);
});
