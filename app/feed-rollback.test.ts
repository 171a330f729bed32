import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageDetail, PageDocument } from '../contracts/pages';
import { feedHead } from '../platform/change-feed';
import { createTestApp, type TestApp } from '../tests/support/api';
import { testEngine } from '../tests/support/database';
import { mirrorFile } from './live/static-mirror';

/**
 * A database that moved back in time (restored from a copy taken a few
 * publishes earlier, or a failover to a replica that missed the tail): the
 * feed's head falls below where the instances had read to. Publishes made
 * afterwards reuse those positions and must still show everywhere.
 */
// A page few others link to: the mirror re-renders just it (a rebuild aside).
const PAGE = '/services/containers/public';
const q = `?path=${encodeURIComponent(PAGE)}`;
const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.reverse()) await a.close();
  apps.length = 0;
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

/** The feed as the copy had it: the rows after `position` gone and the head back at it, in one transaction. */
async function rollFeedBackTo(t: TestApp, position: number) {
  await t.db.transaction().execute(async (trx) => {
    await sql`delete from content_changes where position > ${position}`.execute(trx);
    await sql`update content_version set version = ${position} where id = 1`.execute(trx);
  });
}

describe(`the feed after the database moved back (${testEngine()})`, () => {
  it('a publish after the head fell below the instances’ position shows on both instances and in the mirror', async () => {
    const a = await createTestApp({ contentPollMs: 50, mirror: true });
    apps.push(a);
    const b = await createTestApp({ sameDataAs: a, contentPollMs: 50 });
    apps.push(b);
    const mirror = a.server.mirror!;
    await mirror.run();
    const cookie = await a.login();
    const start = await feedHead(a.db);
    for (const n of [1, 2, 3]) await publishTitle(a, cookie, `Rollback Title ${n}`);
    await expect
      .poll(async () => (await b.request('GET', PAGE)).text, { timeout: 10_000 })
      .toContain('Rollback Title 3');
    await mirror.run();
    expect(readFileSync(join(a.config.mirrorDir!, mirrorFile(PAGE)), 'utf8')).toContain('Rollback Title 3');

    // The copy was taken after the first of the three publishes.
    await rollFeedBackTo(a, start + 1);
    await publishTitle(b, cookie, 'Published After The Restore');
    for (const t of [a, b])
      await expect
        .poll(async () => (await t.request('GET', PAGE)).text.includes('Published After The Restore'), {
          timeout: 10_000,
        })
        .toBe(true);
    await expect
      .poll(
        () => readFileSync(join(a.config.mirrorDir!, mirrorFile(PAGE)), 'utf8').includes('Published After The Restore'),
        { timeout: 120_000 },
      )
      .toBe(true);
    // Caught up again: ready, following the feed from its new head.
    for (const t of [a, b]) {
      await expect.poll(async () => (await t.request('GET', '/api/ready')).status, { timeout: 10_000 }).toBe(200);
      expect(t.server.deps.changes.status().position).toBe(await feedHead(a.db));
    }
  }, 300_000); // two whole mirror renders on a loaded machine
});
