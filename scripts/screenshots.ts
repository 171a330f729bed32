import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium';
import { startTestServer } from './lib/test-server';

/**
 * Full-page screenshots of every public route (from the sitemap) and the 404
 * page, at 390 and 1280 px:
 *   npm run screenshots                      → screenshots/<route>@<width>.png
 *   npm run screenshots -- --out=/tmp/shots  another folder
 *   npm run screenshots -- --url=http://localhost:3000   a server already running
 *   npm run screenshots -- --admin           the admin screens too (signed in)
 * Without --url it starts its own production server (as the browser suite does).
 * Every island is scrolled into view first, so the shots show hydrated blocks.
 */
const opt = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const outDir = resolve(opt('out') ?? 'screenshots');
const widths = (opt('widths') ?? '390,1280').split(',').map(Number);
const withAdmin = process.argv.includes('--admin');
mkdirSync(outDir, { recursive: true });

const server = opt('url') ? undefined : await startTestServer({ log: (s) => console.log(`[screenshots] ${s}`) });
const baseUrl = (opt('url') ?? server!.baseUrl).replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
let failures = 0;
try {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname);
  routes.push('/this-page-does-not-exist');
  const admin = withAdmin
    ? [
        '/admin/login',
        '/admin/dashboard',
        '/admin/user-management',
        '/admin/upload-manager',
        '/admin/settings',
        '/admin/inquiries',
      ]
    : [];
  const started = performance.now();
  let n = 0;
  const total = (routes.length + admin.length) * widths.length;
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      reducedMotion: 'reduce',
    });
    if (admin.length && server) {
      await context.request.post(`${baseUrl}/api/admin/login`, {
        data: { username: 'admin', password: server.adminPassword },
        headers: { Origin: baseUrl },
      });
    }
    const page = await context.newPage();
    for (const path of [...routes, ...admin]) {
      const name = `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '__')}@${width}.png`;
      try {
        await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
        for (const island of await page.locator('[data-island]').all()) await island.scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(outDir, name), fullPage: true });
      } catch (err) {
        failures++;
        console.error(`  ✗ ${path} @${width}: ${(err as Error).message.split('\n')[0]}`);
      }
      n++;
      const progress = `[screenshots] ${n}/${total} (${((performance.now() - started) / 1000).toFixed(0)} s)`;
      if (process.stdout.isTTY) process.stdout.write(`\r${progress}   `);
      else if (n % 10 === 0 || n === total) console.log(progress);
    }
    await context.close();
  }
  console.log(`\n[screenshots] ${n - failures} screenshots in ${outDir}`);
} finally {
  await browser.close();
  await server?.stop();
}
process.exit(failures ? 1 : 0);
