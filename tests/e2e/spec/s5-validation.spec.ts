import { expect, test, type Page, type Request } from '@playwright/test';
import { ADMIN } from '../../../playwright.config.ts';
import { apiToken, captchaInput, PNG_A, readCaptcha as readAdminCaptcha, signedIn } from '../admin/helpers.ts';
import { hydrated, readCaptcha } from '../public/helpers.ts';
import { fakeList } from './fake.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Spec §5: the rules the earlier specs do not already prove (see tests/SPEC-COVERAGE.md).

/** Swaps the case of every letter: the same text, but not an exact case-sensitive match. */
const swapCase = (s: string) => [...s].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');

/** Answers POST/PUT to /api/<api>[/<id>] with a created/updated record and remembers the requests. */
async function acceptWrites(page: Page, api: string, seen: Request[]) {
  await page.route(new RegExp(`/api/${api}(/[^/?#]+)?$`), async (route) => {
    const req = route.request();
    if (req.method() === 'GET') return route.fallback();
    seen.push(req);
    const id = new URL(req.url()).pathname.split('/')[3] ?? `new-${seen.length}`;
    const body = req.headers()['content-type']?.includes('json') ? req.postDataJSON() : {};
    await route.fulfill({
      status: req.method() === 'POST' ? 201 : 200,
      json: {
        _id: id,
        name: 'Saved',
        title: 'Saved',
        image: 'saved.png',
        createdAt: '2026-01-01T00:00:00.000Z',
        ...body,
      },
    });
  });
}

test.describe('§5 captcha', () => {
  test("'The match is case-sensitive and exact. The message is 'Captcha does not match'. Submit buttons are disabled until verified' (login)", async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    const login = page.getByRole('button', { name: 'Login' });
    const code = await readAdminCaptcha(page);
    await captchaInput(page).fill(swapCase(code));
    await expect(page.getByText('Captcha does not match')).toBeVisible();
    await expect(login).toBeDisabled();
    await captchaInput(page).fill(code.slice(0, 5) + (code[5] === 'Z' ? 'Y' : 'Z'));
    await expect(page.getByText('Captcha does not match')).toBeVisible();
    await expect(login).toBeDisabled();
    await captchaInput(page).fill(code);
    await expect(page.getByText('Captcha does not match')).toHaveCount(0);
    await expect(login).toBeEnabled();
  });

  test("'The match is case-sensitive and exact. The message is 'Captcha does not match'. Submit buttons are disabled until verified' (contact and booking)", async ({
    page,
  }) => {
    for (const [path, island, button] of [
      ['/contact', 'ContactForm', 'Send Message'],
      ['/booking?category=dedicated', 'BookingForm', 'Submit Request'],
    ]) {
      await page.goto(path);
      await hydrated(page, island);
      const submit = page.getByRole('button', { name: button });
      const input = page.getByTestId('captcha-input');
      const code = await readCaptcha(page);
      await expect(submit).toBeDisabled();
      await input.fill(swapCase(code));
      await expect(page.getByText('Captcha does not match')).toBeVisible();
      await expect(submit).toBeDisabled();
      await input.fill(code.slice(0, 5));
      await expect(submit).toBeDisabled();
      await input.fill(code);
      await expect(page.getByText('Captcha does not match')).toHaveCount(0);
      await expect(submit).toBeEnabled();
    }
  });
});

test("'Referral: … Labels also mark phone and address as required, but this is not enforced.'", async ({ page }) => {
  let sent: Record<string, string> | undefined;
  await page.route('**/api/referral', (route) => {
    sent = route.request().postDataJSON();
    return route.fulfill({ status: 201, json: { _id: 'r1', ...sent } });
  });
  await page.goto('/refer');
  await hydrated(page, 'ReferralForm');
  for (const id of ['r-phone', 'r-address', 'r-customerName', 'r-friendsName', 'r-friendsAddress', 'r-friendsContact'])
    await expect(page.locator(`label[for="${id}"]`), id).toContainText('*');
  await page.getByLabel('Your name').fill('Phone-less Referrer');
  await page.getByLabel("Friend's name").fill('Friend');
  await page.getByLabel("Friend's contact").fill('9800000007');
  await page.getByLabel("Friend's address").fill('Birtamod');
  await page.getByRole('button', { name: 'Submit Referral' }).click();
  await expect(page.getByText('Referral submitted successfully!')).toBeVisible();
  await expect(page.getByText('Please fill in all required fields')).toHaveCount(0);
  await expect
    .poll(() => sent)
    .toMatchObject({
      customerName: 'Phone-less Referrer',
      friendsName: 'Friend',
      friendsContact: '9800000007',
      friendsAddress: 'Birtamod',
    });
  expect(sent!.phone ?? '').toBe('');
  expect(sent!.address ?? '').toBe('');
});

test("'Booking: customerName, address and contact are required. email and contact2 are optional.'", async ({
  page,
}) => {
  let sent: Record<string, string> | undefined;
  await page.route('**/api/booking', (route) => {
    sent = route.request().postDataJSON();
    return route.fulfill({ status: 201, json: { _id: 'b1', ...sent } });
  });
  await page.clock.install();
  await page.goto('/booking?category=dedicated');
  await hydrated(page, 'BookingForm', { clock: true });
  await page.getByTestId('captcha-input').fill(await readCaptcha(page));
  await page.getByLabel('Full name').fill('Optional Fields Left Empty');
  await page.getByLabel('Installation address').fill('Janakpur');
  await page.getByLabel('Contact number').fill('9800000008');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Booking Submitted successfully!')).toBeVisible();
  expect(sent).toMatchObject({
    customerName: 'Optional Fields Left Empty',
    address: 'Janakpur',
    contact: '9800000008',
  });
  expect(sent!.email ?? '').toBe('');
  expect(sent!.contact2 ?? '').toBe('');
});

test.describe('§5 admin forms', () => {
  test.beforeEach(async ({ page, request }) => {
    await signedIn(page, await apiToken(request));
  });

  test("'User form: … The password is required only when creating.'", async ({ page }) => {
    const seen: Request[] = [];
    await fakeList(page, 'users', [
      { _id: 'u1', name: 'Existing User', email: 'existing@example.com', createdAt: '2026-01-01T00:00:00.000Z' },
    ]);
    await acceptWrites(page, 'users', seen);
    await page.goto('/admin/users');
    await page.getByRole('button', { name: '+ Add User' }).click();
    const add = page.getByRole('form', { name: 'Add User' });
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill('No Password');
    await add.getByRole('textbox', { name: 'Email', exact: true }).fill('nopass@example.com');
    await add.getByRole('button', { name: 'Add User' }).click();
    // Left empty on create, the password is refused (any message: the spec names none).
    await expect(add.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(add.getByRole('alert').first()).toBeVisible();
    expect(seen).toHaveLength(0);
    await add.getByRole('button', { name: 'Cancel' }).click();

    await page
      .getByRole('row')
      .filter({ hasText: 'existing@example.com' })
      .getByRole('button', { name: 'Edit user' })
      .click();
    const edit = page.getByRole('form', { name: 'Edit User' });
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('Renamed User');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toHaveCount(0);
    expect(seen).toHaveLength(1);
    expect(seen[0].method()).toBe('PUT');
    expect(seen[0].postDataJSON()).not.toHaveProperty('password');
    expect(seen[0].postDataJSON()).not.toHaveProperty('verifyPassword');
  });

  test("'Slider: name required; image file required on create; title, subtitle and link optional.'", async ({
    page,
  }) => {
    const seen: Request[] = [];
    await fakeList(page, 'slider', []);
    await acceptWrites(page, 'slider', seen);
    await page.goto('/admin/sliders');
    await page.getByRole('button', { name: '+ Add Slider' }).click();
    const add = page.getByRole('form', { name: 'Add Slider' });
    await add.getByRole('button', { name: 'Add Slider' }).click();
    await expect(add.getByText('Name is required')).toBeVisible();
    await expect(add.getByText('Please choose an image')).toBeVisible();
    for (const optional of ['Title', 'Subtitle', 'Link'])
      await expect(add.getByText(`${optional} is required`)).toHaveCount(0);
    expect(seen).toHaveLength(0);
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Only a name');
    await add.getByRole('button', { name: 'Add Slider' }).click();
    await expect(add.getByText('Please choose an image')).toBeVisible();
    expect(seen).toHaveLength(0);
    await add
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG_A });
    await add.getByRole('button', { name: 'Add Slider' }).click();
    await expect(add).toHaveCount(0);
    expect(seen).toHaveLength(1);
    const body = seen[0].postDataBuffer()!.toString('latin1');
    expect(body).toContain('name="name"\r\n\r\nOnly a name');
    expect(body).toMatch(/name="image"; filename="a\.png"/);
  });

  for (const e of [
    { route: '/admin/notices', api: 'notice', singular: 'Notice', key: 'Title' },
    { route: '/admin/testimonials', api: 'testimonial', singular: 'Testimonial', key: 'Name' },
  ]) {
    test(`'${e.singular}: ${e.key.toLowerCase()} required; image required on create.'`, async ({ page }) => {
      const seen: Request[] = [];
      await fakeList(page, e.api, []);
      await acceptWrites(page, e.api, seen);
      await page.goto(e.route);
      await page.getByRole('button', { name: `+ Add ${e.singular}` }).click();
      const add = page.getByRole('form', { name: `Add ${e.singular}` });
      await add.getByRole('button', { name: `Add ${e.singular}` }).click();
      await expect(add.getByText(`${e.key} is required`)).toBeVisible();
      await expect(add.getByText('Please choose an image')).toBeVisible();
      await add.getByRole('textbox', { name: e.key, exact: true }).fill(`A ${e.singular}`);
      await add.getByRole('button', { name: `Add ${e.singular}` }).click();
      await expect(add.getByText('Please choose an image')).toBeVisible();
      expect(seen).toHaveLength(0);
      await add
        .getByLabel('Image', { exact: true })
        .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG_A });
      await add.getByRole('button', { name: `Add ${e.singular}` }).click();
      await expect(add).toHaveCount(0);
      expect(seen).toHaveLength(1);
    });
  }

  test("'FAQ: question and answer required.'", async ({ page }) => {
    const seen: Request[] = [];
    await fakeList(page, 'faq', []);
    await acceptWrites(page, 'faq', seen);
    await page.goto('/admin/faqs');
    await page.getByRole('button', { name: '+ Add FAQ' }).click();
    const add = page.getByRole('form', { name: 'Add FAQ' });
    await add.getByRole('button', { name: 'Add FAQ' }).click();
    await expect(add.getByText('Question is required')).toBeVisible();
    await expect(add.getByText('Answer is required')).toBeVisible();
    await add.getByRole('textbox', { name: 'Question', exact: true }).fill('Only a question?');
    await add.getByRole('button', { name: 'Add FAQ' }).click();
    await expect(add.getByText('Answer is required')).toBeVisible();
    expect(seen).toHaveLength(0);
    await add.getByRole('textbox', { name: 'Answer', exact: true }).fill('And an answer.');
    await add.getByRole('button', { name: 'Add FAQ' }).click();
    await expect(add).toHaveCount(0);
    // The Nepali twins and hidden (later issues) travel beside the spec's two fields, empty here.
    expect(seen.map((r) => r.postDataJSON())).toEqual([
      { question: 'Only a question?', answer: 'And an answer.', question_ne: '', answer_ne: '', hidden: false },
    ]);
  });

  test("'Editing an image-bearing item without a new file sends the existing image name as existingImage.'", async ({
    page,
  }) => {
    for (const e of [
      {
        route: '/admin/sliders',
        api: 'slider',
        singular: 'Slider',
        word: 'slider',
        record: { name: 'Kept image slide', title: '', subtitle: '', link: '' },
      },
      {
        route: '/admin/notices',
        api: 'notice',
        singular: 'Notice',
        word: 'notice',
        record: { title: 'Kept image notice' },
      },
      {
        route: '/admin/testimonials',
        api: 'testimonial',
        singular: 'Testimonial',
        word: 'testimonial',
        record: { name: 'Kept image person', location: '', comment: '' },
      },
    ]) {
      const seen: Request[] = [];
      await page.unrouteAll();
      await fakeList(page, e.api, [
        { _id: 'img1', image: 'kept-image-123.png', createdAt: '2026-01-01T00:00:00.000Z', ...e.record },
      ]);
      await acceptWrites(page, e.api, seen);
      await page.goto(e.route);
      await page
        .getByRole('row')
        .filter({ hasText: Object.values(e.record)[0] })
        .getByRole('button', { name: `Edit ${e.word}` })
        .click();
      await page
        .getByRole('form', { name: `Edit ${e.singular}` })
        .getByRole('button', { name: 'Save changes' })
        .click();
      await expect.poll(() => seen.length, e.api).toBe(1);
      expect(seen[0].method()).toBe('PUT');
      expect(seen[0].url()).toMatch(new RegExp(`/api/${e.api}/img1$`));
      const body = seen[0].postDataBuffer()!.toString('latin1');
      expect(body, e.api).toContain('name="existingImage"\r\n\r\nkept-image-123.png');
      expect(body, e.api).not.toContain('name="image"; filename=');
    }
  });

  test("'Accepted image uploads: any image type.'", async ({ page }) => {
    const seen: Request[] = [];
    await fakeList(page, 'notice', []);
    await acceptWrites(page, 'notice', seen);
    await page.goto('/admin/notices');
    await page.getByRole('button', { name: '+ Add Notice' }).click();
    const add = page.getByRole('form', { name: 'Add Notice' });
    const input = add.getByLabel('Image', { exact: true });
    await expect(input).toHaveAttribute('accept', 'image/*');
    await add.getByRole('textbox', { name: 'Title', exact: true }).fill('Any image type');
    // Not an image: refused.
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await add.getByRole('button', { name: 'Add Notice' }).click();
    await expect(add.getByText(/This file is not an image/)).toBeVisible();
    expect(seen).toHaveLength(0);
    // A GIF (not PNG/JPEG) is an image: accepted.
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    await input.setInputFiles({ name: 'notice.gif', mimeType: 'image/gif', buffer: gif });
    await add.getByRole('button', { name: 'Add Notice' }).click();
    await expect(add).toHaveCount(0);
    expect(seen).toHaveLength(1);
    expect(seen[0].postDataBuffer()!.toString('latin1')).toMatch(/filename="notice\.gif"\r\nContent-Type: image\/gif/);
  });
});
