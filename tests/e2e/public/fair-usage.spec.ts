import { expect, test } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';
import { addContent } from './helpers.ts';
import { axeViolations } from '../axe.ts';
import { shot } from '../shots.ts';

// A plan's data cap and fair-usage policy (docs/usage.md), edited in the admin, disclosed on /plans
// and /ne/plans as the regulator asks; phone and desktop, both languages.
keepDataAsFound();

test('/plans and /ne/plans: a capped plan’s data cap and fair-usage policy', async ({ page, request }) => {
  await addContent(request, {
    plan: [
      {
        name: 'Volume 100',
        name_ne: 'भोल्युम १००',
        speed: '40 Mbps',
        price: 'Rs. 999',
        duration: '/month',
        capGb: '100',
        fairUsage: 'After 100 GB the speed is 5 Mbps until the billing period ends; browsing and calls keep working.',
        fairUsage_ne: '१०० GB पछि बिलिङ अवधि नसकिएसम्म स्पिड ५ Mbps हुन्छ; ब्राउजिङ र कल चलिरहन्छन्।',
        features: ['100 GB a month'],
        features_ne: ['महिनामा १०० GB'],
      },
    ],
  });
  for (const lang of ['en', 'ne'] as const) {
    await page.goto(lang === 'ne' ? '/ne/plans' : '/plans');
    const section = page.getByTestId('fair-usage');
    await expect(
      section.getByRole('heading', { name: lang === 'ne' ? 'उचित प्रयोग नीति' : 'Fair-usage policy' }),
    ).toBeVisible();
    await expect(section).toContainText(
      lang === 'ne'
        ? 'एक बिलिङ अवधिमा १०० GB (डाउनलोड र अपलोड जोडेर)'
        : '100 GB a billing period (download and upload together)',
    );
    await expect(section).toContainText(lang === 'ne' ? 'स्पिड ५ Mbps हुन्छ' : 'the speed is 5 Mbps');
    // With a capped plan on sale, no page promises unlimited data on every plan.
    await expect(page.locator('body')).not.toContainText(
      lang === 'ne' ? 'हरेक प्याकेजमा असीमित डाटा' : 'Unlimited data on every plan',
    );
    await expect(
      page.getByText(lang === 'ne' ? 'डाटा सीमा प्याकेजहरूको तल' : 'Data allowances are listed below'),
    ).toBeVisible();
    expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toMatch(/Unlimited|असीमित/);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(section, test.info().outputPath(`fair-usage-${lang}-${width}.png`));
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(lang === 'ne' ? '/ne/' : '/');
    await expect(
      page.getByText(lang === 'ne' ? 'हरेक प्याकेजमा निःशुल्क जडान र' : 'Free installation and friendly'),
    ).toBeVisible();
    await expect(page.locator('body')).not.toContainText(
      lang === 'ne' ? 'निःशुल्क जडान, असीमित डाटा' : 'Free installation, unlimited data',
    );
  }
});
