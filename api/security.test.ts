import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { afterAll, describe, expect, it } from 'vitest';
import { contactDefaults } from '../site-config/company';
import { createMediaStore } from '../media/store';
import { createApp } from '../app/http-host';
import type { AppConfig } from './config';
import { createLiveContactDetails } from './contact/details';
import { contactDetailsModule } from './contact/details-routes';
import { createChangeFollower } from '../platform/change-follower';
import { openSiteDatabase } from '../app/database';
import { testDatabase } from '../tests/support/database';
import { silentLogger } from './logging';
import {
  CONTENT_SECURITY_POLICY,
  siteSecureHeaders,
  STRICT_TRANSPORT_SECURITY,
  UPLOADS_CONTENT_SECURITY_POLICY,
} from './security';

/**
 * The host on a temporary database and folder, with the contact-details module and `site` mounted last
 * (removed after the file). `withAssets`: a built-assets folder holding one hashed script.
 */
async function testHost(siteUrl: string, site: Hono, opts: { port: number; withAssets?: boolean; logged?: boolean }) {
  const dir = mkdtempSync(join(tmpdir(), 'security-'));
  const { db, close } = await openSiteDatabase({ dataDir: dir, ...testDatabase() });
  afterAll(async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  });
  const contactDetails = createLiveContactDetails(db, contactDefaults);
  await contactDetails.load();
  let clientDir: string | undefined;
  if (opts.withAssets) {
    clientDir = join(dir, 'client');
    mkdirSync(join(clientDir, 'assets'), { recursive: true });
    writeFileSync(join(clientDir, 'assets/app-abc123.js'), 'console.log(1)');
  }
  mkdirSync(join(dir, 'uploads'));
  const config: AppConfig = {
    port: opts.port,
    host: 'localhost',
    dataDir: dir,
    siteUrl,
    secureCookies: siteUrl.startsWith('https:'),
    production: true,
    trustProxy: 0,
  };
  const app = createApp({
    db,
    media: createMediaStore({ root: join(dir, 'uploads') }),
    config,
    contactDetails,
    changes: createChangeFollower(db, { apply: async () => [], applyAll: async () => {} }),
    clientDir,
    site,
    modules: [contactDetailsModule],
    logger: opts.logged ? silentLogger() : undefined,
  });
  return { app, config };
}

/** The headers are set with c.header() before the route runs, and on the finished answer when the route made its own: check every kind of answer has them. */
describe('security headers', async () => {
  const site = new Hono();
  site.get('/page', (c) => c.html('<p>page</p>'));
  site.get('/raw', () => new Response('raw', { status: 418 }));
  site.get('/moved', (c) => c.redirect('/page', 301));
  const { app } = await testHost('http://localhost:3999', site, { port: 3999, withAssets: true });

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
    const site = new Hono();
    site.get('/page', (c) => c.html('<p>page</p>'));
    site.get('/moved', (c) => c.redirect('/page', 301));
    const { app, config } = await testHost(siteUrl, site, { port: 443 });
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

/**
 * The headers are computed once at start and put on each answer by the site's
 * own middleware; Hono's secureHeaders, run on every request as the site did
 * before, is the reference. Each answer of the site is compared, every header,
 * with the same answer passed through secureHeaders with the site's options:
 * it overwrites its own headers, so any one missing or different in the site's
 * answer shows up as a difference.
 */
describe('the security headers are the ones secureHeaders sets', async () => {
  async function hostAt(siteUrl: string) {
    const site = new Hono();
    site.get('/page', (c) => c.html('<p>page</p>'));
    site.get('/long', (c) => c.html(`<p>${'a long page '.repeat(200)}</p>`));
    site.get('/raw', () => new Response('raw', { status: 418, headers: { 'Content-Type': 'text/plain' } }));
    site.get('/raw-json', () => Response.json({ made: 'without the context' }));
    site.get('/moved', (c) => c.redirect('/page', 301));
    site.get('/boom', () => {
      throw new Error('a failure the host answers');
    });
    site.get('/refused', () => {
      throw new HTTPException(409, { res: new Response('its own answer', { status: 409 }) });
    });
    const hsts = siteUrl.startsWith('https:');
    const { app } = await testHost(siteUrl, site, { port: 3999, withAssets: true, logged: true });
    const pages = secureHeaders(siteSecureHeaders(CONTENT_SECURITY_POLICY, hsts));
    const uploads = secureHeaders(siteSecureHeaders(UPLOADS_CONTENT_SECURITY_POLICY, hsts));
    const reference = new Hono()
      .use('*', (c, next) => (c.req.path.startsWith('/uploads/') ? uploads : pages)(c, next))
      .route('/', app);
    return { app, reference };
  }

  const routes: [string, RequestInit?][] = [
    ['/api/contact-details'],
    ['/api/contact-details', { method: 'HEAD' }],
    ['/api/contact-details?q=%00'],
    ['/api/admin/contact-details'],
    ['/api/nope'],
    ['/page'],
    ['/long', { headers: { 'accept-encoding': 'gzip' } }],
    ['/raw'],
    ['/raw-json'],
    ['/moved'],
    ['/boom'],
    ['/refused'],
    ['/nowhere'],
    ['/assets/app-abc123.js'],
    ['/assets/missing.js'],
    ['/favicon.svg'],
    ['/uploads/placeholder.jpg'],
    ['/uploads/missing.jpg'],
  ];
  const hosts = { http: await hostAt('http://localhost:3999'), https: await hostAt('https://www.example.co.ke') };

  const headersOf = async (res: Response) => {
    await res.arrayBuffer();
    return { status: res.status, headers: [...res.headers].sort(([a], [b]) => a.localeCompare(b)) };
  };

  it.each(Object.keys(hosts).flatMap((scheme) => routes.map(([path, init]) => [scheme, path, init] as const)))(
    'over %s: %s',
    async (scheme, path, init) => {
      const { app, reference } = hosts[scheme as keyof typeof hosts];
      const url = `${scheme === 'https' ? 'https://www.example.co.ke' : 'http://localhost:3999'}${path}`;
      // The same request id on both, so that the logged id is the same header on both answers.
      const request = () => new Request(url, { ...init, headers: { ...init?.headers, 'x-request-id': 'drift-1' } });
      const ours = await headersOf(await app.request(request()));
      expect(ours).toEqual(await headersOf(await reference.request(request())));
      expect(ours.headers).toContainEqual(['x-request-id', 'drift-1']);
      expect(ours.headers.some(([name]) => name === 'strict-transport-security')).toBe(scheme === 'https');
      if (scheme === 'https')
        expect(ours.headers).toContainEqual(['strict-transport-security', STRICT_TRANSPORT_SECURITY]);
    },
  );
});
