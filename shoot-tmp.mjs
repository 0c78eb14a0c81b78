import { chromium } from '@playwright/test';
const base = 'http://localhost:4440';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const login = await (await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'e2e-admin-password' }) })).json();
const which = process.argv[2] ?? 'list';
for (const width of [1280, 375]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await page.goto(`${base}/admin/login`);
  await page.evaluate((t) => localStorage.setItem('adminToken', t), login.token);
  if (which === 'list' || which === 'edit' || which === 'import') {
    await page.goto(`${base}/admin/customers`);
    await page.getByText('KN-10001').first().waitFor();
    if (which === 'edit') {
      await page.getByRole('button', { name: 'Edit customer' }).first().click();
      await page.waitForTimeout(1500);
    }
    if (which === 'import') {
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const csv = 'Customer ID,Name,Phone,Area,Status,Due rupees\nKN-E2E-1,Maya Rai,9841777001,Itahari-1,active,"1,500"\nKN-E2E-2,Kiran Sah,12345,Itahari-1,active,900\nKN-E2E-3,Laxmi,9841777003,Dharan,suspended,0\n';
      await page.getByTestId('customer-csv').setInputFiles({ name: 'b.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByTestId('import-report').waitFor();
    }
  } else {
    await page.goto(`${base}/admin/${which}`);
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    if (width === 1280) {
      await page.getByRole('button', { name: '+ New API key' }).click();
      await page.getByLabel('Name').fill('Billing system');
      await page.getByRole('checkbox', { name: /customers:write/ }).check();
      await page.getByRole('button', { name: 'Create key' }).click();
      await page.getByTestId('new-api-key').waitFor();
    }
    await page.waitForTimeout(500);
  }
  await page.screenshot({ path: `/tmp/shots-customers/${which}-${width}.png`, fullPage: width === 1280 ? false : true });
  await ctx.close();
}
await browser.close();
