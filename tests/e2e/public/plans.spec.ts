import { expect, test } from '@playwright/test';
import { apiList, hydrated } from './helpers.ts';
import type { Plan } from '../../../src/lib/entities.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

test.describe('/plans', () => {
  test('Home tab lists non-SME plans with name, price, speed, duration, features and Book Now', async ({
    page,
    request,
  }) => {
    const plans = await apiList<Plan>(request, 'plan');
    const home = plans.filter((p) => !p.sme);
    await page.goto('/plans');
    await expect(page.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    const cards = page.getByRole('tabpanel', { name: 'Home' }).getByTestId('plan-card');
    await expect(cards).toHaveCount(home.length);
    const first = cards.first();
    await expect(first.getByRole('heading')).toHaveText(home[0].name);
    for (const text of [home[0].price, home[0].speed, home[0].duration, ...home[0].features])
      await expect(first).toContainText(text);
    await expect(first.getByRole('link', { name: /Book Now/ })).toHaveAttribute(
      'href',
      `/booking?category=home&plan=${home[0]._id}`,
    );
  });

  test('SME tab lists the SME plans; Dedicated offers Request Quote', async ({ page, request }) => {
    const sme = (await apiList<Plan>(request, 'plan')).filter((p) => p.sme);
    await page.goto('/plans');
    await hydrated(page, 'PlanTabs');
    await page.getByRole('tab', { name: 'SME' }).click();
    const panel = page.getByRole('tabpanel', { name: 'SME' });
    if (sme.length === 0) await expect(panel).toContainText('No plans available.');
    else {
      await expect(panel.getByTestId('plan-card')).toHaveCount(sme.length);
      await expect(
        panel
          .getByTestId('plan-card')
          .first()
          .getByRole('link', { name: /Book Now/ }),
      ).toHaveAttribute('href', `/booking?category=sme&plan=${sme[0]._id}`);
    }
    await page.getByRole('tab', { name: 'Dedicated' }).click();
    const dedicated = page.getByRole('tabpanel', { name: 'Dedicated' });
    await expect(dedicated).toContainText('Dedicated Internet');
    await dedicated.getByRole('link', { name: 'Request Quote' }).click();
    await expect(page).toHaveURL(/\/booking\?category=dedicated$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request Quote');
  });

  test('tabs are keyboard operable', async ({ page }) => {
    await page.goto('/plans');
    await hydrated(page, 'PlanTabs');
    await page.getByRole('tab', { name: 'Home' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'SME' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'SME' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Dedicated' })).toHaveAttribute('aria-selected', 'true');
  });
});
