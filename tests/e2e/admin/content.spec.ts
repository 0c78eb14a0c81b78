import { expect, test, type Page } from '@playwright/test';
import { apiToken, acceptConfirm, PNG_A, PNG_B, signedIn, toast, unique } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Add, edit (without and with a new image) and delete for the image-bearing entities.
const IMAGE_ENTITIES = [
  {
    route: '/admin/sliders',
    singular: 'Slider',
    word: 'slider',
    api: 'slider',
    key: 'Name',
    extra: { Title: 'Banner title', Subtitle: 'A subtitle', Link: '/plans' },
    toasts: ['Slider Created Successfully!', 'Slider Updated Successfully!', 'Slider Deleted Successfully!'],
  },
  {
    route: '/admin/notices',
    singular: 'Notice',
    word: 'notice',
    api: 'notice',
    key: 'Title',
    extra: {},
    toasts: ['Notice Created Successfully', 'Notice Updated', 'Notice Deleted Successfully'],
  },
  {
    route: '/admin/testimonials',
    singular: 'Testimonial',
    word: 'testimonial',
    api: 'testimonial',
    key: 'Name',
    extra: { Location: 'Butwal', Comment: 'Fast and reliable.' },
    toasts: ['Testimonial Created Successfully', 'Testimonial Updated', 'Testimonial Deleted Successfully'],
  },
];

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const form = (page: Page, name: string) => page.getByRole('form', { name });
const imageOf = async (page: Page, text: string) => row(page, text).locator('img').getAttribute('src');

for (const e of IMAGE_ENTITIES) {
  test(`${e.singular}: add with an image, edit without and with a new image, delete`, async ({ page, request }) => {
    await signedIn(page, await apiToken(request));
    await page.goto(e.route);
    await expect(page.getByRole('heading', { name: `${e.singular}s`, level: 1 })).toBeVisible();

    // Add: the image is required; a preview shows before the upload.
    await page.getByRole('button', { name: `+ Add ${e.singular}` }).click();
    const add = form(page, `Add ${e.singular}`);
    const name = unique(e.singular);
    await add.getByRole('textbox', { name: e.key, exact: true }).fill(name);
    for (const [label, value] of Object.entries(e.extra))
      await add.getByRole('textbox', { name: label, exact: true }).fill(value);
    await add.getByRole('button', { name: `Add ${e.singular}` }).click();
    await expect(add.getByText('Please choose an image')).toBeVisible();
    await add
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG_A });
    await expect(add.getByAltText('Preview of the chosen image')).toBeVisible();
    await add.getByRole('button', { name: `Add ${e.singular}` }).click();
    await expect(toast(page, e.toasts[0])).toBeVisible();
    await expect(add).toBeHidden();
    await expect(row(page, name)).toBeVisible();
    const firstImage = await imageOf(page, name);
    expect(firstImage).toMatch(/^\/uploads\//);
    if (e.word === 'testimonial') await expect(page.getByRole('row').nth(1)).toContainText(name); // prepended

    // Edit without a new file: existingImage keeps the image.
    await row(page, name)
      .getByRole('button', { name: `Edit ${e.word}` })
      .click();
    const edit = form(page, `Edit ${e.singular}`);
    await expect(edit.getByRole('textbox', { name: e.key, exact: true })).toHaveValue(name);
    await expect(edit.getByAltText('Current image')).toBeVisible();
    const renamed = `${name} edited`;
    await edit.getByRole('textbox', { name: e.key, exact: true }).fill(renamed);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, e.toasts[1])).toBeVisible();
    await expect(row(page, renamed)).toBeVisible();
    expect(await imageOf(page, renamed)).toBe(firstImage);

    // Edit with a new file: the image changes.
    await row(page, renamed)
      .getByRole('button', { name: `Edit ${e.word}` })
      .click();
    await form(page, `Edit ${e.singular}`)
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name: 'b.png', mimeType: 'image/png', buffer: PNG_B });
    await form(page, `Edit ${e.singular}`).getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(e.toasts[1]).last()).toBeVisible();
    await expect.poll(() => imageOf(page, renamed)).not.toBe(firstImage);
    const stored = await (await request.get(`/api/${e.api}`)).json();
    expect(stored.find((r: { name?: string; title?: string }) => (r.name ?? r.title) === renamed).image).toBe(
      (await imageOf(page, renamed))!.replace('/uploads/', ''),
    );

    // Cancel closes the form.
    await row(page, renamed)
      .getByRole('button', { name: `Edit ${e.word}` })
      .click();
    await form(page, `Edit ${e.singular}`).getByRole('button', { name: 'Cancel' }).click();
    await expect(form(page, `Edit ${e.singular}`)).toBeHidden();

    // Delete asks first.
    const confirm = acceptConfirm(page);
    await row(page, renamed)
      .getByRole('button', { name: `Delete ${e.word}` })
      .click();
    await expect(toast(page, e.toasts[2])).toBeVisible();
    expect(confirm.message).toBe(`Are you sure you want to delete this ${e.word}?`);
    await expect(row(page, renamed)).toHaveCount(0);
  });
}

test('Plan: add with features and SME, edit, delete', async ({ page, request }) => {
  await signedIn(page, await apiToken(request));
  await page.goto('/admin/plans');
  await page.getByRole('button', { name: '+ Add Plan' }).click();
  const add = form(page, 'Add Plan');
  await add.getByRole('button', { name: 'Add Plan' }).click();
  for (const f of ['Name', 'Speed', 'Price', 'Duration']) await expect(add.getByText(`${f} is required`)).toBeVisible();
  const name = unique('Plan');
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await add.getByRole('textbox', { name: 'Speed', exact: true }).fill('25 Mbps');
  await add.getByRole('textbox', { name: 'Price', exact: true }).fill('Rs. 1,500');
  await add.getByRole('textbox', { name: 'Duration', exact: true }).fill('/month');
  await add.getByRole('button', { name: '+ Add feature' }).click();
  await add.getByRole('textbox', { name: 'Feature 1', exact: true }).fill('Free router');
  await add.getByRole('textbox', { name: 'Feature 1', exact: true }).press('Enter');
  await add.getByRole('textbox', { name: 'Feature 2', exact: true }).fill('24/7 support');
  await add.getByLabel(/SME plan/).check();
  await expect(add.getByLabel(/^Featured/)).not.toBeChecked();
  await add.getByLabel(/^Most Popular/).check();
  await add.getByRole('button', { name: 'Add Plan' }).click();
  await expect(toast(page, 'Plan Created Successfully')).toBeVisible();
  await expect(row(page, name)).toContainText('Free router');
  await expect(row(page, name)).toContainText('SME');
  await expect(row(page, name)).toContainText('Most Popular');

  await row(page, name).getByRole('button', { name: 'Edit plan' }).click();
  const edit = form(page, 'Edit Plan');
  await expect(edit.getByRole('textbox', { name: 'Feature 2', exact: true })).toHaveValue('24/7 support');
  await edit.getByRole('button', { name: 'Remove feature 1' }).click();
  await edit.getByLabel(/SME plan/).uncheck();
  await expect(edit.getByLabel(/^Most Popular/)).toBeChecked();
  await edit.getByLabel(/^Featured/).check();
  await edit.getByRole('textbox', { name: 'Price', exact: true }).fill('Rs. 1,800');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Plan Updated')).toBeVisible();
  await expect(row(page, name)).toContainText('Rs. 1,800');
  await expect(row(page, name)).not.toContainText('Free router');
  await expect(row(page, name)).toContainText('Home');
  await expect(row(page, name)).toContainText('Home page');
  const stored = (
    (await (await request.get('/api/plan')).json()) as { name: string; featured: boolean; popular: boolean }[]
  ).find((p) => p.name === name);
  expect(stored).toMatchObject({ featured: true, popular: true });

  const confirm = acceptConfirm(page);
  await row(page, name).getByRole('button', { name: 'Delete plan' }).click();
  await expect(toast(page, 'Plan Deleted Successfully')).toBeVisible();
  expect(confirm.message).toBe('Are you sure you want to delete this plan?');
  await expect(row(page, name)).toHaveCount(0);
});

test('FAQ: add, edit, delete; the table truncates question and answer', async ({ page, request }) => {
  await signedIn(page, await apiToken(request));
  await page.goto('/admin/faqs');
  await page.getByRole('button', { name: '+ Add FAQ' }).click();
  const tag = unique('q').replace(/\s/g, '');
  await form(page, 'Add FAQ')
    .getByRole('textbox', { name: 'Question', exact: true })
    .fill(`${tag} how do I change my Wi-Fi password please`);
  await form(page, 'Add FAQ')
    .getByRole('textbox', { name: 'Answer', exact: true })
    .fill('Open the router page and sign in first');
  await form(page, 'Add FAQ').getByRole('button', { name: 'Add FAQ' }).click();
  await expect(toast(page, 'FAQ Created Successfully')).toBeVisible();
  await expect(row(page, tag)).toContainText(`${tag} how do I change my...`);
  await expect(row(page, tag)).toContainText('Open the router page...');

  await row(page, tag).getByRole('button', { name: 'Edit faq' }).click();
  await form(page, 'Edit FAQ').getByRole('textbox', { name: 'Answer', exact: true }).fill('Use the app');
  await form(page, 'Edit FAQ').getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'FAQ Updated')).toBeVisible();
  await expect(row(page, tag)).toContainText('Use the app');

  const confirm = acceptConfirm(page);
  await row(page, tag).getByRole('button', { name: 'Delete faq' }).click();
  await expect(toast(page, 'FAQ Deleted Successfully')).toBeVisible();
  expect(confirm.message).toBe('Are you sure you want to delete this faq?');
  await expect(row(page, tag)).toHaveCount(0);
});

test("User: 'Passwords do not match', add, edit with empty fields omitted, delete", async ({ page, request }) => {
  const token = await apiToken(request);
  await signedIn(page, token);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: '+ Add User' }).click();
  const add = form(page, 'Add User');
  const email = `${unique('user').replace(/\W+/g, '')}@example.com`;
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Hari Sharma');
  await add.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await add.getByRole('textbox', { name: 'Password', exact: true }).fill('first-password');
  await add.getByRole('textbox', { name: 'Verify password', exact: true }).fill('other-password');
  await add.getByRole('button', { name: 'Add User' }).click();
  await expect(add.getByText('Passwords do not match')).toBeVisible();
  await add.getByRole('textbox', { name: 'Verify password', exact: true }).fill('first-password');
  await add.getByRole('button', { name: 'Add User' }).click();
  await expect(toast(page, 'User Created Successfully')).toBeVisible();
  await expect(row(page, email)).toContainText('Hari Sharma');

  // Only the name changes: email and password are left empty and omitted.
  await row(page, email).getByRole('button', { name: 'Edit user' }).click();
  const edit = form(page, 'Edit User');
  await expect(edit.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
  await edit.getByRole('textbox', { name: 'Email', exact: true }).fill('');
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('Hari Prasad Sharma');
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/users/'));
  await edit.getByRole('button', { name: 'Save changes' }).click();
  expect((await put).postDataJSON()).toEqual({ name: 'Hari Prasad Sharma' });
  await expect(toast(page, 'User Updated Successfully')).toBeVisible();
  await expect(row(page, email)).toContainText('Hari Prasad Sharma');
  const login = await request.post('/api/users/login', { data: { email, password: 'first-password' } });
  expect(login.ok()).toBeTruthy();

  const confirm = acceptConfirm(page);
  await row(page, email).getByRole('button', { name: 'Delete user' }).click();
  await expect(toast(page, 'User Deleted Successfully')).toBeVisible();
  expect(confirm.message).toBe('Are you sure you want to delete this user?');
  await expect(row(page, email)).toHaveCount(0);
});
