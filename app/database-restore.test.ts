import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDetail, PageDocument } from '../contracts/pages';
import { createTestApp, type TestApp } from '../tests/support/api';
import { startPostgres, type TestPostgres } from '../tests/support/postgres';
import { mirrorFile } from './live/static-mirror';

/**
 * The real PostgreSQL put back to a copy of its files taken a few publishes
 * earlier (a restore, or a failover to a replica that missed the tail), with
 * two instances running through it. app/feed-rollback.test.ts rolls the feed
 * back by hand on either engine; this one stops the server, swaps its data
 * and starts it again, as an operator would. A server of this file's own,
 * since it is stopped.
 */
const PAGE = '/services/containers/public';
const q = `?path=${encodeURIComponent(PAGE)}`;
let pg: TestPostgres;
/** Both instances' log lines, each marked with its instance, for a failure's message. */
const logLines: string[] = [];
const logOf = (name: string) => (line: string) => logLines.push(`${name} ${new Date().toISOString()} ${line}`);
let a: TestApp | undefined;
let b: TestApp | undefined;
beforeAll(async () => {
  pg = await startPostgres({ log: () => {} });
}, 120_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
  await pg?.stop();
});

async function publishTitle(t: TestApp, cookie: string, title: string) {
  const page = (await t.request('GET', `/api/admin/page${q}`, { cookie })).json as PageDetail;
  const doc = structuredClone(page.published ?? page.draft) as PageDocument;
  (doc.blocks[0]!.props as { title: string }).title = title;
  const draft = await t.request('PUT', `/api/admin/page/draft${q}`, {
    cookie,
    body: { page: doc, baseVersion: page.version },
  });
  expect(draft.status, draft.text).toBe(200);
  const published = await t.request('POST', `/api/admin/page/publish${q}`, {
    cookie,
    body: { baseVersion: draft.json.version },
  });
  expect(published.status, published.text).toBe(200);
}

/** After a restart the pool's old connections are gone: waits until a read through the instance succeeds again. */
const answersAgain = (t: TestApp, cookie: string) =>
  expect
    .poll(async () => (await t.request('GET', `/api/admin/page${q}`, { cookie })).status, {
      timeout: 30_000,
      message: 'the admin API answers again after PostgreSQL restarted',
    })
    .toBe(200);

const shows = (t: TestApp, text: string) =>
  expect
    .poll(async () => (await t.request('GET', PAGE)).text.includes(text), {
      timeout: 30_000,
      message: `${t === a ? 'the first' : 'the second'} instance shows "${text}"`,
    })
    .toBe(true);

describe('PostgreSQL restored from a copy of its files while two instances run', () => {
  it('both instances show the copy’s content again, are ready, and show what is published after', async () => {
    a = await createTestApp({ database: { databaseUrl: pg.url }, contentPollMs: 50, mirror: true, log: logOf('a') });
    b = await createTestApp({ sameDataAs: a, contentPollMs: 50, log: logOf('b') });
    await a.server.mirror!.run();
    const cookie = await a.login();
    await publishTitle(a, cookie, 'Title In The Copy');
    for (const t of [a, b]) await shows(t, 'Title In The Copy');

    pg.halt();
    // Meanwhile the admin API says the database is away, in words, as a 503 a person can wait out, never a 500.
    for (const t of [a, b]) {
      const away = await t.request('GET', `/api/admin/page${q}`, { cookie });
      expect(away.status, away.text).toBe(503);
      expect(away.json.error).toMatch(/database/i);
    }
    const copy = pg.snapshot();
    pg.resume();
    await answersAgain(a, cookie);
    for (const n of [1, 2, 3]) await publishTitle(a, cookie, `Title Lost In The Restore ${n}`);
    for (const t of [a, b]) await shows(t, 'Title Lost In The Restore 3');

    pg.halt();
    copy.restore();
    pg.resume();
    // Each instance finds the feed behind what it read and reloads everything: the copy's title is back.
    for (const t of [a, b]) await shows(t, 'Title In The Copy');
    for (const t of [a, b])
      await expect
        .poll(async () => (await t.request('GET', '/api/ready')).status, { timeout: 30_000, message: 'ready again' })
        .toBe(200);

    await answersAgain(b, cookie);
    await publishTitle(b, cookie, 'Title Published After The Restore');
    for (const t of [a, b]) await shows(t, 'Title Published After The Restore');
    // Both instances keep the mirror (b shares a's configuration), one at a time by the consumer's lease. A
    // failure says what each consumer reached, what the mirrored page says, and the instances' last log lines.
    const mirrored = () => readFileSync(join(a!.config.mirrorDir!, mirrorFile(PAGE)), 'utf8');
    await expect
      .poll(() => mirrored().includes('Title Published After The Restore'), {
        timeout: 120_000,
        message: 'the mirror has the publish made after the restore',
      })
      .toBe(true)
      .catch((err: Error) => {
        const state = {
          mirroredTitle: /<h1[^>]*>([^<]*)/.exec(mirrored())?.[1],
          mirrorOfA: a!.server.mirror?.status(),
          mirrorOfB: b!.server.mirror?.status(),
          lastLogLines: logLines.slice(-40),
        };
        throw new Error(`${err.message}\n${JSON.stringify(state, null, 1)}`);
      });
  }, 300_000);
});
