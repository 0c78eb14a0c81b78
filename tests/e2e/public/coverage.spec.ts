import { expect, test, type Page } from '@playwright/test';
import { adminToken, hydrated, unique } from './helpers.ts';
import { apiCreate, apiToken, signedIn } from '../admin/helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';
import { axeViolations } from '../axe.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// The coverage check (issue 15): the demo areas are embedded in the page, so typing asks no API.

const axe = (page: Page) => axeViolations(page);

async function openCheck(page: Page, path = '/coverage') {
  const apiCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/') && apiCalls.push(r.url()));
  await page.goto(path);
  await hydrated(page, 'CoverageCheck');
  return { combobox: page.getByRole('combobox', { name: /Your ward or town|तपाईंको वडा वा नगर/ }), apiCalls };
}

test('type "itah", choose Itahari-6, Book Now: the booking starts with the place in its address', async ({ page }) => {
  const { combobox, apiCalls } = await openCheck(page);
  await combobox.pressSequentially('itah');
  const options = page.getByRole('option');
  await expect(options.first()).toContainText('Itahari-1');
  expect(await axe(page)).toEqual([]);
  await page.getByRole('option', { name: /^Itahari-6\b/ }).click();
  const answer = page.getByTestId('coverage-available');
  await expect(answer.getByRole('heading')).toHaveText('Yes! Itahari-6 is connected');
  await expect(answer.getByRole('listitem').filter({ hasText: 'IPTV' }).first()).toBeVisible();
  expect(apiCalls).toEqual([]);
  await answer.getByRole('link', { name: 'Book Now: Fibernet + IPTV in Itahari-6' }).click();
  await expect(page).toHaveURL(/\/booking\?category=home&plan=\w+&area=Itahari-6/);
  await expect(page.getByLabel('Installation address')).toHaveValue('Itahari-6, Sunsari');
  await expect(page.getByText('Fibernet + IPTV').first()).toBeVisible();
});

test('a district typed in Nepali on the English page lists its areas', async ({ page }) => {
  const { combobox } = await openCheck(page);
  await combobox.pressSequentially('सुनसरी इटहरी');
  await expect(page.getByRole('option').first()).toContainText('Itahari');
  await expect(page.getByRole('option').first()).toContainText('Sunsari');
});

test('a place not covered: "Not yet", and the visitor joins the waiting list (Nepali page)', async ({
  page,
  request,
}) => {
  const place = unique('लेटाङ');
  const { combobox } = await openCheck(page, '/ne/coverage');
  await combobox.fill(place);
  await combobox.press('Enter');
  const answer = page.getByTestId('coverage-not-yet');
  await expect(answer.getByRole('heading', { level: 3 })).toHaveText('अहिलेसम्म छैन');
  const form = answer.getByRole('form', { name: 'प्रतीक्षा सूची' });
  await expect(form.getByLabel('वडा वा नगर')).toHaveValue(place);
  await form.getByRole('button', { name: 'नाम लेखाउनुहोस्' }).click();
  await expect(form.getByLabel('तपाईंको नाम')).toBeFocused();
  await form.getByLabel('तपाईंको नाम').fill('माया राई');
  await form.getByLabel('मोबाइल नम्बर').fill('१२३');
  await form.getByRole('button', { name: 'नाम लेखाउनुहोस्' }).click();
  // The Nepali page says which numbers it takes, not a generic 'check this'.
  await expect(
    form.getByText('मोबाइल नम्बर (९८XXXXXXXX) वा एरिया कोडसहितको ल्यान्डलाइन नम्बर (०२१-१२३४५६) लेख्नुहोस्'),
  ).toBeVisible();
  await form.getByLabel('मोबाइल नम्बर').fill('९८१२३४५६७८');
  expect(await axe(page)).toEqual([]);
  await form.getByRole('button', { name: 'नाम लेखाउनुहोस्' }).click();
  await expect(page.getByTestId('waiting-list-done')).toContainText(`${place}को प्रतीक्षा सूचीमा`);

  const token = await adminToken(request);
  const headers = { 'x-auth-token': token };
  const [stored] = await (
    await request.get(`/api/coverage-request?q=${encodeURIComponent(place)}`, { headers })
  ).json();
  expect(stored).toMatchObject({ name: 'माया राई', phone: '9812345678', place, area: '', lang: 'ne', status: 'new' });
  expect((await request.delete(`/api/coverage-request/${stored._id}`, { headers })).ok()).toBe(true);
});

test('keyboard only: arrows choose, Enter answers, Escape closes then clears', async ({ page }) => {
  const { combobox } = await openCheck(page);
  await page.keyboard.press('Tab');
  for (let i = 0; i < 40 && !(await combobox.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(combobox).toBeFocused();
  await page.keyboard.type('biratnagar 1');
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const active = await combobox.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`[id="${active}"]`)).toContainText('Biratnagar-10');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  // Up from the first option wraps to the last of the eight shown (wards 1 and 10–16).
  await expect(page.locator(`[id="${await combobox.getAttribute('aria-activedescendant')}"]`)).toContainText(
    'Biratnagar-16',
  );
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue('Biratnagar-16');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('coverage-available').getByRole('heading')).toHaveText(
    'Yes! Biratnagar-16 is connected',
  );
  // A whole name typed and Enter: that area, here one coming soon.
  await page.keyboard.press('Control+a');
  await page.keyboard.type('biratnagar-19');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('coverage-not-yet')).toContainText('Our network is coming to Biratnagar-19 soon');
  await page.keyboard.type(' x');
  await page.keyboard.press('Escape');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(combobox).toHaveValue('');
});

test('admin: an area going from coming soon to available counts its waiting list and links to it', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const headers = { 'x-auth-token': token };
  const name = unique('Bhedetar').replace(' ', '-');
  const area = await apiCreate(request, token, 'area', {
    name,
    district: 'Dhankuta',
    services: [],
    status: 'coming-soon',
  });
  const requests = [];
  for (const [who, place] of [
    ['Sita', name.toLowerCase()],
    ['Hari', name.replace('-', ' ')],
  ])
    requests.push(await apiCreate(request, null, 'coverage-request', { name: who, phone: '9812345678', place }));
  expect(requests.map((r) => r.area)).toEqual([name, name]);

  await signedIn(page, token);
  await page.goto('/admin/areas');
  await page.getByRole('searchbox', { name: 'Search areas' }).fill(name);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Edit area' }).click();
  await page.getByLabel('Status').selectOption('available');
  await page.getByRole('checkbox', { name: 'Wireless' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  const notice = page.getByTestId('waiting-list-count');
  await expect(notice).toContainText(`${name} is now available.`);
  await expect(notice).toContainText('2 waiting-list requests name it.');
  await notice.getByRole('link', { name: 'View them' }).click();
  await expect(page).toHaveURL(`/admin/coverage-requests?area=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('list-filter')).toHaveText(new RegExp(`Listed area: ${name}`));
  await expect(page.getByRole('row')).toHaveCount(3);

  for (const r of requests) await request.delete(`/api/coverage-request/${r._id}`, { headers });
  await request.delete(`/api/area/${area._id}`, { headers });
});

// Issue 28: on a phone the suggestions covered the Check button below the input.
for (const [path, typed, answered] of [
  ['/coverage', 'itahari-6', 'Yes! Itahari-6 is connected'],
  ['/ne/coverage', 'इटहरी-६', 'इटहरी-६'],
  ['/plans', 'itahari-6', 'Itahari-6'],
] as const) {
  test(`${path} at 375 px: the suggestions push the Check button down, never cover it`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(path);
    // On /plans the check is at the page's foot, hydrated once it is seen.
    await page.getByTestId('coverage-check').scrollIntoViewIfNeeded();
    await hydrated(page, 'CoverageCheck');
    const combobox = page.getByRole('combobox', { name: /Your ward or town|तपाईंको वडा वा नगर/ });
    await combobox.pressSequentially(typed);
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option').first()).toBeVisible();
    const button = page.getByTestId('coverage-check').getByRole('button', { name: /^(Check|हेर्नुहोस्)$/ });
    await button.scrollIntoViewIfNeeded();
    await expect(list).toBeVisible();
    // What a finger on the button's centre touches is the button, with the suggestions still open.
    const onButton = await button.evaluate((b) => {
      const r = b.getBoundingClientRect();
      return b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    expect(onButton).toBe(true);
    expect((await list.boundingBox())!.y + (await list.boundingBox())!.height).toBeLessThanOrEqual(
      (await button.boundingBox())!.y,
    );
    await button.click();
    await expect(page.getByTestId('coverage-available').getByRole('heading').first()).toContainText(answered);
  });
}
