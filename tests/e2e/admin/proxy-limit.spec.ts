import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { apiToken, signedIn, toast, unique } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';
import { shot } from '../shots.ts';

keepDataAsFound();

// A web server in front of the site (nginx's client_max_body_size) refused a phone photo with its
// own 413 page, and the editor saw only "Error Creating Slider!". The admin now says the upload
// limit. nginx's answer is given here as nginx words it (tests/unit/deploy/upload-limit.test.ts
// checks that the shipped nginx file and the servers share one limit).
const NGINX_413 = `<html>\r\n<head><title>413 Request Entity Too Large</title></head>\r\n<body>\r\n<center><h1>413 Request Entity Too Large</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;

for (const width of [1280, 375]) {
  test(`a proxy's 413 names the upload limit @${width}`, async ({ page, request }) => {
    await signedIn(page, await apiToken(request));
    await page.setViewportSize({ width, height: 900 });
    await page.route('**/api/slider', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 413, contentType: 'text/html', body: NGINX_413 })
        : route.fallback(),
    );
    await page.goto('/admin/sliders');
    await page.getByRole('button', { name: '+ Add Slider' }).click();
    const add = page.getByRole('form', { name: 'Add Slider' });
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill(unique('Refused photo'));
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1e5ac8' } })
      .jpeg()
      .toBuffer();
    await add
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name: 'IMG_7700.jpg', mimeType: 'image/jpeg', buffer: photo });
    await add.getByRole('button', { name: 'Add Slider' }).click();
    await expect(toast(page, 'Error Creating Slider!')).toBeVisible();
    await expect(page.locator('.Toastify')).toContainText(
      /refused as too large before it reached the site\. .*up to 25 MB\..*MAX_UPLOAD_MB/,
    );
    await shot(page, `test-results/proxy-413-${width}.png`);
  });
}
