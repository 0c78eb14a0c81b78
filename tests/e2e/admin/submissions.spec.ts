import { expect, test, type Page } from '@playwright/test';
import { acceptConfirm, apiCreate, apiToken, signedIn, toast, unique } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Visitors' submissions: the admin views every field and deletes (spec §6).
const SUBMISSIONS = [
  {
    title: 'Referral Forms',
    route: '/admin/referral-forms',
    api: 'referral',
    word: 'referral',
    heading: 'Referral details',
    deleted: 'Referral Deleted Successfully',
    record: (tag: string) => ({
      customerName: tag,
      phone: '9800000001',
      customerId: 'C-1001',
      address: 'Tinkune, Kathmandu',
      friendsName: 'Gita Rai',
      friendsAddress: 'Dharan',
      friendsContact: '9800000002',
      remarks: 'Call after 5 PM',
    }),
  },
  {
    title: 'Contact Forms',
    route: '/admin/contact-forms',
    api: 'contact',
    word: 'contact',
    heading: 'Contact message details',
    deleted: 'Contact Deleted Successfully',
    record: (tag: string) => ({
      name: tag,
      email: 'visitor@example.com',
      subject: 'Slow speed',
      phone: '9811111111',
      msg: 'My connection drops every evening.\nPlease check.',
    }),
  },
  {
    title: 'Bookings',
    route: '/admin/bookings',
    api: 'booking',
    word: 'booking',
    heading: 'Booking details',
    deleted: 'Booking Deleted Successfully',
    record: (tag: string) => ({
      customerName: tag,
      address: 'Lakeside, Pokhara',
      contact: '9822222222',
      email: 'ram@example.com',
      contact2: '061-555555',
      remarks: 'Morning install',
      plan: 'Fibernet',
      speed: '50 Mbps',
      cost: 'Rs. 1,100',
      duration: '/month',
    }),
  },
];

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

for (const s of SUBMISSIONS) {
  test(`${s.title}: view every field and delete`, async ({ page, request }) => {
    const tag = unique('Visitor');
    const record = s.record(tag);
    await apiCreate(request, null, s.api, record);
    await signedIn(page, await apiToken(request));
    await page.setViewportSize({ width: 375, height: 800 }); // readable on a phone
    await page.goto(s.route);
    await expect(page.getByRole('heading', { name: s.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^\+ Add/ })).toHaveCount(0);
    // Other files' submissions may fill more than a page: find this one by its tag.
    await expect(page.getByRole('button', { name: `View ${s.word}` }).first()).toBeVisible();
    const search = page.getByRole('searchbox');
    if (await search.count()) await search.fill(tag);

    await row(page, tag)
      .getByRole('button', { name: `View ${s.word}` })
      .click();
    const dialog = page.getByRole('dialog', { name: s.heading });
    await expect(dialog).toBeVisible();
    for (const value of Object.values(record))
      await expect(dialog.getByText(value.split('\n')[0], { exact: false }).first()).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);

    const confirm = acceptConfirm(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, s.deleted)).toBeVisible();
    expect(confirm.message).toBe(`Are you sure you want to delete this ${s.word}?`);
    await expect(dialog).toBeHidden();
    await expect(row(page, tag)).toHaveCount(0);
    const left = await (
      await request.get(`/api/${s.api}`, { headers: { 'x-auth-token': await apiToken(request) } })
    ).json();
    expect(left.some((r: Record<string, string>) => Object.values(r).includes(tag))).toBe(false);
  });
}
