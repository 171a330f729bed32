import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSite } from '../../app/export';
import { startNginx, staticSite, type TestNginx } from '../../scripts/lib/nginx';
import { freePort } from '../../scripts/lib/free-port';
import { startTestServer, type TestServer } from '../../scripts/lib/test-server';
import { hydrated, newPage } from './harness';

/**
 * `npm run export` served by a real nginx as a static host: every page, its
 * assets and links work, unknown paths get the 404 page, and the contact form
 * reaches the API on its own origin.
 */
const out = mkdtempSync(join(tmpdir(), 'export-'));
const dataDir = mkdtempSync(join(tmpdir(), 'export-data-'));
let nginx: TestNginx;
let api: TestServer;
let pages: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  // The API behind the exported files: its own static mirror would be a second copy of the site nobody reads.
  api = await startTestServer({ log: () => {}, env: { SITE_URL: siteUrl, MIRROR_DIR: 'off' } });
  const result = await exportSite({
    config: { port, host: '127.0.0.1', dataDir, siteUrl, secureCookies: false, production: true, trustProxy: 0 },
    clientDir: join(process.cwd(), 'dist/client'),
    outDir: out,
    apiOrigin: api.baseUrl,
  });
  pages = result.pages;
  nginx = await startNginx(() => staticSite(port, out), { log: () => {}, port });
}, 180_000);

afterAll(async () => {
  await nginx?.stop();
  await api?.stop();
  rmSync(out, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('static export behind nginx', () => {
  it('writes every public page, the prefab aliases, the 404 page, sitemap and robots', () => {
    expect(pages.length).toBeGreaterThanOrEqual(37);
    for (const p of [
      '/',
      '/contact',
      '/gallery',
      '/services/containers/commercial/offices',
      '/services/prefab-units/commercial/offices',
      '/services/furniture/office',
    ])
      expect(pages).toContain(p);
    const top = readdirSync(out);
    for (const f of ['index.html', '404.html', 'sitemap.xml', 'robots.txt', 'assets', 'uploads', 'favicon.svg'])
      expect(top).toContain(f);
  });

  it('serves every page, every asset they load and every link they make', async () => {
    const assets = new Set<string>();
    const links = new Set<string>();
    for (const path of pages) {
      const res = await fetch(`${nginx.baseUrl}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('<title>');
      for (const m of html.matchAll(/(?:src|href|srcset)="(\/(?:assets|uploads)\/[^"?\s]+|\/favicon\.svg)/g))
        assets.add(m[1]);
      for (const m of html.matchAll(/href="(\/[^"#?]*)/g))
        if (!/^\/(assets|uploads|admin|api)\b/.test(m[1])) links.add(m[1]);
    }
    expect(assets.size).toBeGreaterThan(3);
    for (const a of assets) expect((await fetch(`${nginx.baseUrl}${a}`)).status, a).toBe(200);
    for (const l of links) expect((await fetch(`${nginx.baseUrl}${l}`)).status, l).toBe(200);
  });

  it('answers an unknown path with the 404 page', async () => {
    const res = await fetch(`${nginx.baseUrl}/no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page Not Found');
  });

  it('the contact form on the static site posts to the API on its own origin', async () => {
    const page = await newPage({ width: 1280 });
    // The page's clock runs as usual, but the test can move it on instead of waiting.
    await page.clock.install();
    await page.goto(`${nginx.baseUrl}/contact`);
    const form = page.locator('form.contact-form');
    await hydrated(form);
    const stamp = `static-export ${Date.now()}`;
    await form.getByLabel(/^Full Name/).fill('Akinyi Odhiambo');
    await form.getByLabel(/^Email Address/).fill('akinyi@example.co.ke');
    await form.getByLabel(/^Message/).fill(`Please quote a prefab clinic for Homa Bay. (${stamp})`);
    // A person takes a few seconds to fill the form in (instant submissions go to the Spam folder).
    await page.clock.fastForward(3500);
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url() === `${api.baseUrl}/api/contact` && r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(res.status()).toBe(201);
    await page.locator('.contact-form__toast').waitFor();
    expect(await page.locator('.contact-form__toast').textContent()).toContain('Message Sent Successfully');
    const login = await fetch(`${api.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api.baseUrl },
      body: JSON.stringify({ username: 'admin', password: api.adminPassword }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    expect(await (await fetch(`${api.baseUrl}/api/admin/inquiries`, { headers: { cookie } })).text()).toContain(stamp);
  });

  it('the API allows cross-origin calls from the site only, and only to its public endpoints', async () => {
    const pre = (origin: string, path: string) =>
      fetch(`${api.baseUrl}${path}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const ok = await pre(nginx.baseUrl, '/api/contact');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(nginx.baseUrl);
    expect((await pre('https://evil.example', '/api/contact')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await pre(nginx.baseUrl, '/api/admin/users')).headers.get('access-control-allow-origin')).toBeNull();
  });
});
