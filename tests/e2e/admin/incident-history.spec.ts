import { expect, test } from '@playwright/test';
import { apiCreate, apiToken, signedIn, toast, unique } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';
import { axeViolations } from '../axe.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// An incident's history (issue 29): every change is recorded; the edit form lists them and puts an
// earlier version back, as the other content screens do.

test("an incident's edit form lists its changes and restores an earlier version", async ({ page, request }) => {
  const token = await apiToken(request);
  const first = unique('Slow internet in Dharan-2');
  const fields = {
    title: first,
    kind: 'degraded',
    areas: ['Dharan-2'],
    services: [],
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    status: 'investigating',
  };
  const incident = (await apiCreate(request, token, 'incident', fields)) as { _id: string };
  const second = `${first} and Dharan-3`;
  const edit = await request.put(`/api/incident/${incident._id}`, {
    headers: { 'x-auth-token': token },
    data: { ...fields, title: second, areas: ['Dharan-2', 'Dharan-3'] },
  });
  expect(edit.status()).toBe(200);

  await signedIn(page, token);
  await page.goto('/admin/incidents');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: second }) });
  await card.getByRole('button', { name: 'Edit' }).click();
  const history = card.getByRole('region', { name: 'History' });
  const changes = history.getByRole('listitem');
  await expect(changes).toHaveCount(2);
  await expect(changes.first()).toContainText('Edited');
  await expect(changes.first()).toContainText(first);
  await expect(changes.first()).toContainText(second);
  await expect(changes.nth(1)).toContainText('Created');
  expect(await axeViolations(page)).toEqual([]);

  await changes.nth(1).getByRole('button', { name: 'Restore this version' }).click();
  await expect(toast(page, 'Version restored')).toBeVisible();
  const restored = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: first, exact: true }) });
  // The card's areas line, 'Dharan-2, Dharan-3' before.
  await expect(restored.getByText('Dharan-2', { exact: true }).first()).toBeVisible();
  await expect(restored.getByText('Dharan-2, Dharan-3')).toHaveCount(0);
  await expect(restored.getByLabel('Title', { exact: false }).first()).toHaveValue(first);
  await expect(restored.getByRole('region', { name: 'History' }).getByRole('listitem').first()).toContainText(
    'Restored',
  );
});
