import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium';

/**
 * One screenshot of one URL, for looking at a page while working on it:
 *   npx tsx scripts/shot.ts http://localhost:3000/contact /tmp/contact.png 390 [full=1]
 * Prints console errors, failed requests and HTTP errors the page caused.
 * Admin screens: SHOT_LOGIN=admin:password npx tsx scripts/shot.ts http://localhost:3000/admin/dashboard /tmp/d.png
 */
const [url, out, width = '1280', full = '1'] = process.argv.slice(2);
if (!url || !out) {
  console.error('Usage: npx tsx scripts/shot.ts URL OUT.png [width] [fullPage 1|0]');
  process.exit(1);
}
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const errors: string[] = [];
page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
page.on('requestfailed', (r) => errors.push(`failed: ${r.url()}`));
page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
// SHOT_LOGIN=username:password signs in first (admin screens); the session cookie stays in this page's context.
if (process.env.SHOT_LOGIN) {
  const i = process.env.SHOT_LOGIN.indexOf(':');
  const origin = new URL(url).origin;
  const res = await page.request.post(`${origin}/api/admin/login`, {
    data: { username: process.env.SHOT_LOGIN.slice(0, i), password: process.env.SHOT_LOGIN.slice(i + 1) },
    headers: { origin },
  });
  if (!res.ok()) errors.push(`login failed: ${res.status()} ${await res.text()}`);
}
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(600);
const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
await page.screenshot({ path: out, fullPage: full === '1' });
console.log(
  errors.length ? errors.join('\n') : 'no errors',
  overflow > 0 ? `\nhorizontal overflow: ${overflow}px` : '',
);
await browser.close();
