import { describe, expect, it } from 'vitest';
import { axeSerious, expectNoErrors, formatAxe, newPage, publicRoutes, url } from './harness';
import { formatPa11y, pa11yErrors } from './pa11y';

/** HTTP-level behaviour of the running production server, and the 404 page in the browser. */
describe('server', () => {
  it('serves sitemap.xml listing canonical routes only (no aliases, no admin, no 404)', async () => {
    const res = await fetch(url('/sitemap.xml'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const routes = await publicRoutes();
    expect(routes).toContain('/');
    expect(
      routes.filter((r) => r.startsWith('/services/prefab-units') || r.startsWith('/admin') || r === '/404'),
    ).toEqual([]);
  });

  it('serves robots.txt pointing at the sitemap and keeping crawlers out of /admin and /api', async () => {
    const text = await (await fetch(url('/robots.txt'))).text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /api/');
    expect(text).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });

  it('sends security headers on pages, assets and API answers', async () => {
    const home = await fetch(url('/'));
    const html = await home.text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset, 'the home page loads a script from /assets').toBeDefined();
    for (const res of [home, await fetch(url(asset!)), await fetch(url('/api/contact-details'))]) {
      const h = res.headers;
      expect(h.get('content-security-policy')).toContain("script-src 'self'");
      expect(h.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(h.get('x-content-type-options')).toBe('nosniff');
      expect(h.get('x-frame-options')).toBe('DENY');
      expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('caches hashed assets for a year and revalidates pages', async () => {
    const html = await (await fetch(url('/'))).text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)![1];
    expect((await fetch(url(asset))).headers.get('cache-control')).toContain('immutable');
    expect((await fetch(url('/'))).headers.get('cache-control')).toBe('no-cache');
  });

  it('redirects a trailing slash to the path without it, keeping the query', async () => {
    const res = await fetch(url('/gallery/?category=Prefab%20Units'), { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/gallery?category=Prefab%20Units');
  });

  it('answers unknown API paths with a JSON 404, and bad JSON with a 4xx, never a 500', async () => {
    const res = await fetch(url('/api/no-such-thing'));
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty('error');
    const bad = await fetch(url('/api/admin/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
  });

  it('answers odd paths and queries with a page, never a 500', async () => {
    for (const path of [
      '/%E0%A4%A',
      '/services/..%2F..%2Fetc%2Fpasswd',
      `/${'a'.repeat(3000)}`,
      '/?category=%00%ff',
      '/gallery?category=<script>',
    ]) {
      const res = await fetch(url(path));
      expect(res.status, path).toBeLessThan(500);
    }
  });
});

describe('404 page', () => {
  it("answers 404 with the 'Page Not Found' page, the shell around it, and no errors", async () => {
    const page = await newPage();
    const res = await page.goto(url('/no/such/page'), { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(404);
    expect(await page.title()).toMatch(/^Page Not Found \| /);
    await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 }).count()).resolves.toBe(1);
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toContain('noindex');
    expect(await page.locator('header.site-header').count()).toBe(1);
    expect(await page.locator('footer.site-footer').count()).toBe(1);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(url('/'));
    expectNoErrors(page);
    const back = await newPage();
    await back.goto(url('/no/such/page'), { waitUntil: 'networkidle' });
    const a11y = await axeSerious(back);
    expect(a11y, formatAxe('404', a11y)).toEqual([]);
    expect(formatPa11y('404', await pa11yErrors(back))).toBe('');
  });

  it('pa11y names a planted problem by selector, code and message, and leaves the page as it was', async () => {
    const page = await newPage({ width: 390 });
    await page.goto(url('/no/such/page'), { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'planted';
      document.querySelector('main')?.append(input);
    });
    const found = formatPa11y('planted', await pa11yErrors(page));
    expect(found).toContain('pa11y WCAG2AA.Principle4.Guideline4_1.4_1_2.H91.InputText.Name\n    #planted\n');
    expect(found).toContain('does not have a name available to an accessibility API');
    // pa11y set the viewport through its own connection; the test's page keeps its width and height.
    expect(await page.evaluate(() => [innerWidth, innerHeight])).toEqual([390, 844]);
    expectNoErrors(page);
  });
});
