import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, TEST_SITE } from '../tests/support/api';

/**
 * Behind a TLS-terminating proxy (TRUST_PROXY=1) with SITE_URL still saying
 * http: what the proxy reports the browser used decides canonical links, the
 * sitemap, Secure cookies and HSTS. Without TRUST_PROXY the header is anyone's
 * and is ignored.
 */
const direct = await createTestApp();
const proxied = await createTestApp({ sameDataAs: { config: { ...direct.config, trustProxy: 1 } } });
afterAll(async () => {
  await proxied.close();
  await direct.close();
});
const https = TEST_SITE.replace(/^http:/, 'https:');
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe('https seen by a trusted proxy', () => {
  it('makes canonical links and the sitemap https, and keeps http pages for http requests apart', async () => {
    const viaTls = await proxied.app.request(`${TEST_SITE}/contact`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(canonical(await viaTls.text())).toBe(`${https}/contact`);
    expect(viaTls.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const plain = await proxied.app.request(`${TEST_SITE}/contact`);
    expect(canonical(await plain.text())).toBe(`${TEST_SITE}/contact`);
    expect(
      await (
        await proxied.app.request(`${TEST_SITE}/sitemap.xml`, { headers: { 'x-forwarded-proto': 'https' } })
      ).text(),
    ).toContain(`<loc>${https}/contact</loc>`);
    expect(
      await (
        await proxied.app.request(`${TEST_SITE}/robots.txt`, { headers: { 'x-forwarded-proto': 'https' } })
      ).text(),
    ).toContain(`Sitemap: ${https}/sitemap.xml`);
  });

  it('makes the session cookie Secure', async () => {
    const res = await proxied.app.request(`${TEST_SITE}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: https, 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/i);
  });

  it('is ignored without TRUST_PROXY: a client cannot choose https links for everyone', async () => {
    const res = await direct.app.request(`${TEST_SITE}/contact`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(canonical(await res.text())).toBe(`${TEST_SITE}/contact`);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
