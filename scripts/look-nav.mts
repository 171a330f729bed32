import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium';

const origin = 'http://localhost:3456';
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const width of [1366, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  await page.request.post(`${origin}/api/admin/login`, { data: { username: 'admin', password: 'admin-pass-123' }, headers: { origin } });
  await page.goto(`${origin}/admin/navigation`);
  await page.getByRole('button', { name: /Prefab Units/ }).first().click();
  await page.getByRole('button', { name: /^\W*Commercial/ }).click();
  await page.screenshot({ path: `/tmp/nav-open-${width}.png`, fullPage: false });
  await page.getByRole('button', { name: '+ Add a menu item' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/nav-new-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Remove Untitled link' }).click();
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/nav-preview-${width}.png` });
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'History' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/nav-history-${width}.png` });
  await page.close();
}
await browser.close();
