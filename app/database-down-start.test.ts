import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../api/config';
import { silentLogger } from '../api/logging';
import { testSiteContent } from '../tests/support/content';
import { startPostgres, type TestPostgres } from '../tests/support/postgres';
import { composeWhenDatabaseReachable, type ResilientServer } from './wait-for-database';

/**
 * An instance started while PostgreSQL is down (a crash or a deploy during an
 * outage) does not exit: it serves the page files, keeps contact messages in
 * its spool and answers 503 on /api/ready naming the database; once the
 * database answers it migrates it (a fresh one here: nothing ran on it yet),
 * loads the content, starts its workers and is ready, with no restart, and the
 * message kept meanwhile reaches the inbox. A PostgreSQL server of this
 * file's own, since it is stopped.
 */
const SITE = 'http://localhost:3999';
let pg: TestPostgres;
let dir: string;
let server: ResilientServer | undefined;
beforeAll(async () => {
  pg = await startPostgres({ log: () => {} });
  dir = mkdtempSync(join(tmpdir(), 'db-down-start-'));
}, 120_000);
afterAll(async () => {
  await server?.close();
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const request = (path: string, init: { method?: string; body?: unknown } = {}) =>
  server!.fetch(
    new Request(`${SITE}${path}`, {
      method: init.method ?? 'GET',
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );

describe('a start while PostgreSQL is down', () => {
  it('serves the page files and keeps a lead, then becomes ready when the database answers', async () => {
    pg.halt();
    const config: AppConfig = {
      port: 3999,
      host: 'localhost',
      dataDir: dir,
      siteUrl: SITE,
      adminPassword: 'correct-horse-42',
      secureCookies: false,
      production: true,
      trustProxy: 0,
      databaseUrl: pg.url,
    };
    const content = await testSiteContent();
    const lines: string[] = [];
    server = await composeWhenDatabaseReachable({
      config,
      assets: { public: { scripts: [], styles: [] }, admin: { scripts: [], styles: [] } },
      log: (line) => lines.push(line),
      logger: silentLogger(),
      content,
      contactSpoolRetryMs: 100,
    });
    expect(lines.join('\n')).toMatch(/DATABASE_URL: could not use PostgreSQL .*trying again/);

    const home = await request('/');
    expect(home.status).toBe(200);
    const title = content.pages.find((p) => p.path === '/')!.meta.title;
    expect(await home.text()).toContain(title.replaceAll('&', '&amp;'));

    const lead = await request('/api/contact', {
      method: 'POST',
      body: {
        name: 'Wanjiru Kamau',
        email: 'wanjiru@example.com',
        message: 'We need a kitchen fitted in Karen before March.',
        elapsedMs: 20_000,
      },
    });
    expect(lead.status, await lead.clone().text()).toBe(201);
    expect(await lead.json()).toMatchObject({ receipt: expect.any(String) });

    const waiting = await request('/api/ready');
    expect(waiting.status).toBe(503);
    expect(await waiting.json()).toMatchObject({ ok: false, database: expect.stringMatching(/database/) });

    pg.resume();
    // The retry backs off to 30 s between tries: the limit leaves room for one of those and the start after it.
    await expect.poll(async () => (await request('/api/ready')).status, { timeout: 90_000 }).toBe(200);
    const started = await server.started;
    await expect
      .poll(
        async () => (await started!.deps.db.selectFrom('contactInquiries').select('name').execute()).map((r) => r.name),
        { timeout: 30_000 },
      )
      .toEqual(['Wanjiru Kamau']);
    expect(lines.join('\n')).toMatch(/The database answers/);
  }, 180_000);
});
