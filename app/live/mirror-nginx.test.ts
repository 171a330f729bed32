import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putRedirect } from '../../api/redirects/store';
import { withChanges } from '../../platform/change-feed';
import { mirrorFirst, startNginx, type TestNginx } from '../../scripts/lib/nginx';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { mirrorFile } from './static-mirror';

// The whole mirror is every public page rendered and compressed (95 since the project pages); on a loaded
// 2-core machine with the other unit files beside it that alone took up to a minute, so these tests get 3.
const MIRROR_TEST_MS = 180_000;

/**
 * A real nginx in front of one instance with the mirror served first
 * (scripts/lib/nginx.ts, mirrorFirst, the config docs/deploying.md shows):
 * with the app stopped, public pages, redirects and gone addresses are
 * still answered from the mirror, and a contact form post gets the
 * offline page with the company's phone, WhatsApp and e-mail.
 */
let t: TestApp;
let server: ServerType | undefined;
let nginx: TestNginx;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({ mirror: true });
  dir = t.config.mirrorDir!;
  const cookie = await t.login();
  const res = await t.request('POST', '/api/admin/redirects', {
    cookie,
    body: { from: '/old-containers', to: '/services/containers' },
  });
  expect(res.status, res.text).toBeLessThan(300);
  // An address gone for good, as the trash leaves a deleted page's.
  await withChanges(t.db, (trx, changed) => putRedirect(trx, '/retired-page', { gone: true }, 'admin', changed));
  await t.server.mirror!.run();
  expect(t.server.mirror!.status().lastError).toBeUndefined();
  const port = await new Promise<number>((ok) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => ok(info.port));
  });
  nginx = await startNginx((p) => mirrorFirst(p, [port], dir), { log: () => {} });
}, MIRROR_TEST_MS);
afterAll(async () => {
  await nginx?.stop();
  if (server) await new Promise((ok) => server!.close(ok));
  await t?.close();
});

const get = (path: string, init: RequestInit = {}) => fetch(`${nginx.baseUrl}${path}`, { redirect: 'manual', ...init });

describe('nginx serves the static mirror first', { timeout: MIRROR_TEST_MS }, () => {
  it('answers the API through the app while it runs, and a page that reads its query with one', async () => {
    expect((await get('/api/health')).status).toBe(200);
    const filtered = await (await get('/gallery?category=prefab-units')).text();
    expect(filtered).toBe((await t.request('GET', '/gallery?category=prefab-units')).text);
    expect(filtered).not.toBe(readFileSync(join(dir, mirrorFile('/gallery')), 'utf8'));
  });

  it('keeps serving pages, redirects and gone addresses with the app stopped, and an offline page for a contact form', async () => {
    await new Promise((ok) => server!.close(ok));
    server = undefined;
    expect((await get('/api/health')).status).toBeGreaterThanOrEqual(500);

    const home = await get('/');
    expect(home.status).toBe(200);
    expect(await home.text()).toBe(readFileSync(join(dir, mirrorFile('/')), 'utf8'));
    const contact = await get('/contact', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(contact.status).toBe(200);
    expect(contact.headers.get('content-encoding')).toBe('gzip');
    expect(await contact.text()).toBe(readFileSync(join(dir, mirrorFile('/contact')), 'utf8'));
    expect((await get('/sitemap.xml')).status).toBe(200);

    const moved = await get('/old-containers?from=card');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toMatch(/\/services\/containers\?from=card$/);
    const gone = await get('/retired-page');
    expect(gone.status).toBe(410);
    expect(await gone.text()).toBe(readFileSync(join(dir, '404.html'), 'utf8'));
    expect((await get('/mirror-position.json')).status).toBe(404);

    const posted = await get('/api/contact/form', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=Njeri&email=njeri%40example.co.ke&message=Six+classrooms',
    });
    expect(posted.status).toBe(503);
    const offline = await posted.text();
    const details = t.contactDetails.get();
    for (const part of [details.phone, details.whatsapp, details.email]) expect(offline).toContain(part);
  });
});
