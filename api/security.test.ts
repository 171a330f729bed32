import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { contactDefaults } from '../site-config/company';
import { createMediaStore } from '../media/store';
import { createApp } from '../app/http-host';
import type { AppConfig } from './config';
import { createContactDetailsRepo } from './contact/details';
import { contactDetailsModule } from './contact/details-routes';
import { createChangeFollower } from '../platform/change-follower';
import { openSiteDatabase } from '../app/database';
import { testDatabase } from '../tests/support/database';
import { CONTENT_SECURITY_POLICY } from './security';

/** The headers are set in place on the finished response (not with c.header()), so check every kind of response still has them. */
describe('security headers', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'security-'));
  const { db, close } = await openSiteDatabase({ dataDir: dir, ...testDatabase() });
  afterAll(async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  });
  const contactDetails = createContactDetailsRepo(db, contactDefaults);
  await contactDetails.load();
  const clientDir = join(dir, 'client');
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  writeFileSync(join(clientDir, 'assets/app-abc123.js'), 'console.log(1)');
  const config: AppConfig = {
    port: 3999,
    host: 'localhost',
    dataDir: dir,
    siteUrl: 'http://localhost:3999',
    secureCookies: false,
    production: true,
    trustProxy: 0,
  };
  const site = new Hono();
  site.get('/page', (c) => c.html('<p>page</p>'));
  site.get('/raw', () => new Response('raw', { status: 418 }));
  site.get('/moved', (c) => c.redirect('/page', 301));
  mkdirSync(join(dir, 'uploads'));
  const app = createApp({
    db,
    media: createMediaStore({ root: join(dir, 'uploads') }),
    config,
    contactDetails,
    changes: createChangeFollower(db, { apply: async () => [], applyAll: async () => {} }),
    clientDir,
    site,
    modules: [contactDetailsModule],
  });

  it.each([
    '/api/contact-details',
    '/api/nope',
    '/page',
    '/raw',
    '/moved',
    '/assets/app-abc123.js',
    '/assets/missing.js',
  ])('%s', async (path) => {
    const res = await app.request(`http://localhost:3999${path}`);
    expect(res.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keeps the body and the immutable caching of hashed assets', async () => {
    const res = await app.request('http://localhost:3999/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log(1)');
    const json = await app.request('http://localhost:3999/api/contact-details');
    expect(json.headers.get('Content-Length')).toBe(String(Buffer.byteLength(await json.text())));
  });
});

/** HSTS: only when the site is served over HTTPS (an http:// site would pin browsers to a TLS that is not there). */
describe('Strict-Transport-Security', async () => {
  async function appAt(siteUrl: string) {
    const dir = mkdtempSync(join(tmpdir(), 'hsts-'));
    const { db, close } = await openSiteDatabase({ dataDir: dir, ...testDatabase() });
    afterAll(async () => {
      await close();
      rmSync(dir, { recursive: true, force: true });
    });
    const contactDetails = createContactDetailsRepo(db, contactDefaults);
    await contactDetails.load();
    const config: AppConfig = {
      port: 443,
      host: 'localhost',
      dataDir: dir,
      siteUrl,
      secureCookies: siteUrl.startsWith('https:'),
      production: true,
      trustProxy: 0,
    };
    mkdirSync(join(dir, 'uploads'));
    const site = new Hono();
    site.get('/page', (c) => c.html('<p>page</p>'));
    site.get('/moved', (c) => c.redirect('/page', 301));
    const app = createApp({
      db,
      media: createMediaStore({ root: join(dir, 'uploads') }),
      config,
      contactDetails,
      changes: createChangeFollower(db, { apply: async () => [], applyAll: async () => {} }),
      site,
      modules: [contactDetailsModule],
    });
    return { config, request: (url: string, init?: RequestInit) => app.request(url, init) };
  }
  const overHttps = await appAt('https://www.example.co.ke');
  const overHttp = await appAt('http://localhost:3000');
  const paths = [
    '/page',
    '/moved',
    '/api/contact-details',
    '/api/nope',
    '/uploads/placeholder.jpg',
    '/uploads/missing.jpg',
  ];

  it.each(paths)('over https: %s says max-age of at least a year', async (path) => {
    const res = await overHttps.request(`https://www.example.co.ke${path}`);
    const hsts = res.headers.get('Strict-Transport-Security');
    expect(hsts).toMatch(/^max-age=\d+/);
    expect(Number(/max-age=(\d+)/.exec(hsts!)![1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
  });

  // Behind a TLS-terminating proxy the app itself is reached over http; the proxy says what the browser used.
  it.each([
    [1, 'https', true],
    [1, 'http', false],
    [1, undefined, false],
    [2, 'https', true],
    // Without TRUST_PROXY anyone could send the header: it is ignored.
    [0, 'https', false],
  ] as const)('TRUST_PROXY=%s, X-Forwarded-Proto: %s → HSTS %s', async (trust, proto, sent) => {
    overHttp.config.trustProxy = trust;
    try {
      const res = await overHttp.request('http://localhost:3000/page', {
        headers: proto ? { 'x-forwarded-proto': proto } : {},
      });
      expect(res.headers.get('Strict-Transport-Security')).toBe(sent ? 'max-age=31536000' : null);
    } finally {
      overHttp.config.trustProxy = 0;
    }
  });

  it.each(paths)('over http: %s sends none', async (path) => {
    const res = await overHttp.request(`http://localhost:3000${path}`);
    expect(res.headers.get('Strict-Transport-Security')).toBeNull();
  });
});
