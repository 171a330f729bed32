import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { PageDetail, PageDocument } from '../contracts/pages';
import { nowIso } from '../api/db';
import { UPGRADED_KEY, upgradeStoredDocuments } from '../api/documents/schema-versions';
import { recordChanges } from '../platform/change-feed';
import { createTestApp, type TestApp } from '../tests/support/api';
import { testSiteContent } from '../tests/support/content';
import { testDatabase, testEngine } from '../tests/support/database';
import { createBackup } from './backup/archive';
import { restoreBackup } from './backup/restore';
import { siteMigrations } from './database';
import { createSitePages } from './live/site-pages';
import { checkStoredDocuments } from './check-documents';
import { version as statsVersion } from '../blocks/stats/schema';

/**
 * Content outlives the code: pages staff saved while the stats block was at
 * version 1 (its figures in `stats`; version 2 calls them `items`) are stored
 * as that release wrote them, without a record of versions. Every read brings
 * them to version 2, the start rewrites them, and a stored document that no
 * schema change accounted for is named on /api/ready while the rest of the
 * site serves.
 */
let t: TestApp;
let cookie: string;
const extra: TestApp[] = [];
beforeEach(async () => {
  t = await createTestApp({ keepData: true });
  cookie = await t.login();
});
afterEach(async () => {
  for (const e of extra.splice(0)) await e.close();
  await t.close();
});

const q = (path: string) => `?path=${encodeURIComponent(path)}`;
const HOME = '/';
const SERVICE = '/services/containers';

/** The page file's document as the editor gets it (the code's versions: stats' figures in `items`). */
const fileDocument = async (path: string) =>
  (await t.request('GET', `/api/admin/page${q(path)}`, { cookie })).json.published as PageDocument;

/** A page document with one staff-like edit to its stats block: the figure `value` first. */
function withFigure(doc: PageDocument, value: string, path = doc.path): PageDocument {
  const out = structuredClone({ ...doc, path });
  const stats = out.blocks.find((b) => b.type === 'stats')!;
  (stats.props as { items: { value: string }[] }).items[0].value = value;
  return out;
}

/** The same document as version 1 of the stats block stored it: `stats`, and no versions recorded. */
function asStoredV1(doc: PageDocument): string {
  const blocks = doc.blocks.map((b) => {
    if (b.type !== 'stats') return b;
    const { items, ...rest } = b.props as { items: unknown };
    return { ...b, props: { ...rest, stats: items } };
  });
  return JSON.stringify({ ...doc, blocks });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const statsProps = (doc: unknown) =>
  (doc as PageDocument).blocks.find((b) => b.type === 'stats')!.props as Record<string, unknown>;

interface Row {
  key: string;
  source: 'file' | 'admin';
  draft?: string;
  published?: string;
  deleted?: boolean;
  revisions?: string[];
}

/**
 * Rows as the earlier release left them, and the feed told of them so this instance reads them. That release
 * never brought the database to this code's versions (no mark), unless `marked`: rows an instance of the earlier
 * release wrote after a newer one had started, in a rolling deploy.
 */
async function storeAsEarlierRelease(app: TestApp, rows: Row[], marked = false): Promise<Record<string, number>> {
  if (!marked) await app.db.deleteFrom('appSettings').where('key', '=', UPGRADED_KEY).execute();
  const ids: Record<string, number> = {};
  for (const r of rows) {
    const row = await app.db
      .insertInto('documents')
      .values({
        kind: 'page',
        key: r.key,
        source: r.source,
        version: 2,
        draft: r.draft ?? null,
        draftIssues: r.draft ? '[]' : null,
        published: r.published ?? null,
        fileAtEdit: null,
        fileHash: null,
        updatedAt: nowIso(),
        updatedBy: 'admin',
        deletedAt: r.deleted ? nowIso() : null,
        deletedBy: r.deleted ? 'admin' : null,
        deletedRedirects: null,
        deletedRelinks: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[r.key] = row.id;
    for (const [i, document] of (r.revisions ?? []).entries())
      await app.db
        .insertInto('documentRevisions')
        .values({ documentId: row.id, version: i + 1, document, publishedAt: nowIso(), publishedBy: 'admin' })
        .execute();
  }
  await app.db.transaction().execute((trx) =>
    recordChanges(
      trx,
      rows.map((r) => ({ kind: 'page', key: r.key })),
    ),
  );
  await app.server.deps.changes.catchUp();
  return ids;
}

describe(`stored documents under earlier block versions (${testEngine()})`, () => {
  it('drafts, published pages, revisions, the trash and a schedule written under stats v1 read, publish, restore and go live under v2', async () => {
    const home = await fileDocument(HOME);
    const service = await fileDocument(SERVICE);
    const ids = await storeAsEarlierRelease(t, [
      {
        key: HOME,
        source: 'file',
        published: asStoredV1(withFigure(home, '701+')),
        draft: asStoredV1(withFigure(home, '702+')),
        revisions: [asStoredV1(withFigure(home, '700+')), asStoredV1(withFigure(home, '701+'))],
      },
      { key: '/our-numbers', source: 'admin', published: asStoredV1(withFigure(home, '703+', '/our-numbers')) },
      {
        key: '/old-numbers',
        source: 'admin',
        published: asStoredV1(withFigure(home, '704+', '/old-numbers')),
        deleted: true,
      },
      { key: SERVICE, source: 'file', draft: asStoredV1(withFigure(service, '705+')) },
    ]);
    // A schedule binds the version it was asked for, stored as that release wrote it.
    const scheduledRow = await t.db
      .selectFrom('documents')
      .select('version')
      .where('id', '=', ids[SERVICE])
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('documentSchedules')
      .values({
        documentId: ids[SERVICE],
        at: nowIso(),
        scheduledBy: 'admin',
        createdAt: nowIso(),
        failed: null,
        claimedBy: null,
        claimedUntil: null,
        version: scheduledRow.version,
        versionAt: nowIso(),
        document: asStoredV1(withFigure(service, '705+')),
      })
      .execute();

    // Live: the staff edit of a page file and a page made in the admin, both as v2 renders them.
    expect((await t.request('GET', HOME)).text).toContain('701+');
    const made = await t.request('GET', '/our-numbers');
    expect(made.status).toBe(200);
    expect(made.text).toContain('703+');
    expect((await t.request('GET', '/api/ready')).json.documents).toBe('ok');

    // The editor reads the draft and a revision in v2's shape.
    const detail = (await t.request('GET', `/api/admin/page${q(HOME)}`, { cookie })).json as PageDetail;
    expect((statsProps(detail.draft).items as unknown[])[0]).toMatchObject({ value: '702+' });
    expect(statsProps(detail.draft)).not.toHaveProperty('stats');
    const revision = await t.request('GET', `/api/admin/page/revision${q(HOME)}&version=1`, { cookie });
    expect(revision.status, revision.text).toBe(200);
    expect((statsProps(revision.json.page).items as unknown[])[0]).toMatchObject({ value: '700+' });

    // The v1 draft publishes, and goes live.
    const published = await t.request('POST', `/api/admin/page/publish${q(HOME)}`, {
      cookie,
      body: { baseVersion: detail.version },
    });
    expect(published.status, published.text).toBe(200);
    expect((await t.request('GET', HOME)).text).toContain('702+');

    // A v1 revision restores as a v2 draft, which publishes.
    const restored = await t.request('POST', `/api/admin/page/restore${q(HOME)}`, {
      cookie,
      body: { version: 1, baseVersion: published.json.version },
    });
    expect(restored.status, restored.text).toBe(200);
    const again = await t.request('POST', `/api/admin/page/publish${q(HOME)}`, {
      cookie,
      body: { baseVersion: restored.json.version },
    });
    expect(again.status, again.text).toBe(200);
    expect((await t.request('GET', HOME)).text).toContain('700+');

    // The trashed v1 page comes back live.
    const back = await t.request('POST', '/api/admin/pages/trash/restore', {
      cookie,
      body: { id: ids['/old-numbers'] },
    });
    expect(back.status, back.text).toBe(200);
    expect(back.json.asDraft).toBeUndefined();
    await t.server.deps.changes.catchUp();
    expect((await t.request('GET', '/old-numbers')).text).toContain('704+');

    // The v1 draft scheduled before the release publishes at its time.
    expect(await t.server.scheduler.publishDue(Date.now() + 60_000)).toEqual([SERVICE]);
    await t.server.deps.changes.catchUp();
    expect((await t.request('GET', SERVICE)).text).toContain('705+');

    // What this release wrote records its versions, so the next release knows where to start.
    const row = await t.db
      .selectFrom('documents')
      .select('published')
      .where('id', '=', ids[HOME])
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.published!).schemaVersions.blocks.stats).toBe(statsVersion);
  });

  it('rewrites every stored v1 text once at start, idempotent when instances start together, and only when versions rose', async () => {
    const home = await fileDocument(HOME);
    const ids = await storeAsEarlierRelease(t, [
      {
        key: HOME,
        source: 'file',
        published: asStoredV1(withFigure(home, '801+')),
        draft: asStoredV1(withFigure(home, '802+')),
        revisions: [asStoredV1(withFigure(home, '801+'))],
      },
      { key: '/gone', source: 'admin', published: asStoredV1(withFigure(home, '803+', '/gone')), deleted: true },
    ]);
    // Two instances at once: each text is rewritten by exactly one of them.
    const counts = await Promise.all([upgradeStoredDocuments(t.db), upgradeStoredDocuments(t.db)]);
    expect(counts[0] + counts[1]).toBe(4);
    expect(await upgradeStoredDocuments(t.db)).toBe(0);
    const rows = await t.db.selectFrom('documents').selectAll().where('id', 'in', Object.values(ids)).execute();
    const revisions = await t.db
      .selectFrom('documentRevisions')
      .selectAll()
      .where('documentId', '=', ids[HOME])
      .execute();
    const texts = [...rows.flatMap((r) => [r.draft, r.published]), ...revisions.map((r) => r.document)].filter(
      (x): x is string => !!x,
    );
    expect(texts).toHaveLength(4);
    for (const text of texts) {
      const doc = JSON.parse(text);
      expect(doc.schemaVersions.blocks.stats).toBe(statsVersion);
      expect(statsProps(doc)).toHaveProperty('items');
      expect(statsProps(doc)).not.toHaveProperty('stats');
    }
    // The editors' optimistic version is unchanged: nobody's open editor gets a 409 from a start.
    expect(rows.map((r) => r.version)).toEqual([2, 2]);
    // A start on a database not yet brought to this code's versions rewrites what the earlier release stored.
    const [late] = Object.values(
      await storeAsEarlierRelease(t, [
        { key: '/late-numbers', source: 'admin', published: asStoredV1(withFigure(home, '804+', '/late-numbers')) },
      ]),
    );
    const second = await createTestApp({ sameDataAs: t });
    extra.push(second);
    expect((await second.request('GET', HOME)).text).toContain('801+');
    const publishedOf = async (id: number) =>
      JSON.parse(
        (await t.db.selectFrom('documents').select('published').where('id', '=', id).executeTakeFirstOrThrow())
          .published!,
      );
    expect(statsProps(await publishedOf(late))).toHaveProperty('items');
    // Once brought up, a start reads no document for it: a v1 text written after (by an instance of the earlier
    // release, mid-deploy) stays as stored, and every read brings it up.
    const [straggler] = Object.values(
      await storeAsEarlierRelease(
        t,
        [{ key: '/mid-deploy', source: 'admin', published: asStoredV1(withFigure(home, '805+', '/mid-deploy')) }],
        true,
      ),
    );
    const third = await createTestApp({ sameDataAs: t });
    extra.push(third);
    expect(statsProps(await publishedOf(straggler))).toHaveProperty('stats');
    expect((await third.request('GET', '/mid-deploy')).text).toContain('805+');
  });

  it('a change without a migration: /api/ready answers 503 naming page, block and field; every other page serves', async () => {
    const home = await fileDocument(HOME);
    // Stored as if under the code's versions but in the shape before the change: a schema changed without
    // raising its version, so no migration runs.
    const unaccounted = (doc: PageDocument) => {
      const stored = JSON.parse(asStoredV1(doc));
      return JSON.stringify({ ...stored, schemaVersions: { document: 1, blocks: { stats: 2 } } });
    };
    await storeAsEarlierRelease(t, [
      { key: HOME, source: 'file', published: unaccounted(withFigure(home, '901+')) },
      { key: '/made-here', source: 'admin', published: unaccounted(withFigure(home, '902+', '/made-here')) },
    ]);
    const ready = await t.request('GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.json.ok).toBe(false);
    const block = home.blocks.findIndex((b) => b.type === 'stats') + 1;
    expect(ready.json.documents).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^/: block #${block} \\(stats\\) › items: `)),
        expect.stringMatching(new RegExp(`^/made-here: block #${block} \\(stats\\) › items: `)),
      ]),
    );
    // The start log says the same, one line each.
    const logged: string[] = [];
    await createSitePages(await testSiteContent(), t.db, (line) => logged.push(line)).reloadAll();
    expect(logged).toEqual(
      expect.arrayContaining(
        ready.json.documents.map((line: string) => expect.stringMatching(new RegExp(`: ${escapeRegExp(line)}$`))),
      ),
    );
    expect(logged.filter((l) => l.startsWith('Published page left off the site'))).toHaveLength(
      ready.json.documents.length,
    );
    // npm run check:documents on this database (either engine) would have said so before the deploy.
    const checked = await checkStoredDocuments(t.db);
    expect(checked.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^/ \\(published\\): block #${block} \\(stats\\) › items: `)),
        expect.stringMatching(new RegExp(`^/made-here \\(published\\): block #${block} \\(stats\\) › items: `)),
      ]),
    );
    // Staff see the same lines on the dashboard.
    const summary = await t.request('GET', '/api/admin/summary', { cookie });
    expect(summary.json.offSite).toEqual(ready.json.documents);
    // The page file's own version serves at its path, and the rest of the site as ever; the admin page is a 404.
    const served = await t.request('GET', HOME);
    expect(served.status).toBe(200);
    expect(served.text).not.toContain('901+');
    expect((await t.request('GET', SERVICE)).status).toBe(200);
    expect((await t.request('GET', '/made-here')).status).toBe(404);
  });

  it('a backup taken while the pages were stored under stats v1 restores, and its pages go live under v2', async () => {
    const home = await fileDocument(HOME);
    await storeAsEarlierRelease(t, [
      { key: HOME, source: 'file', published: asStoredV1(withFigure(home, '601+')) },
      { key: '/kept-numbers', source: 'admin', published: asStoredV1(withFigure(home, '602+', '/kept-numbers')) },
    ]);
    const work = mkdtempSync(join(tmpdir(), 'versions-backup-'));
    onTestFinished(() => rmSync(work, { recursive: true, force: true }));
    const file = join(work, 'site.tar');
    await createBackup({ db: t.db, media: t.media.blobs, migrations: Object.keys(siteMigrations), file });
    const config = { dataDir: mkdtempSync(join(work, 'restored-')), ...testDatabase() };
    await restoreBackup({ file, config });
    const restored = await createTestApp({ sameDataAs: { config: { ...t.config, ...config } } });
    extra.push(restored);
    expect((await restored.request('GET', HOME)).text).toContain('601+');
    expect((await restored.request('GET', '/kept-numbers')).text).toContain('602+');
    const row = await restored.db
      .selectFrom('documents')
      .select('published')
      .where('key', '=', '/kept-numbers')
      .executeTakeFirstOrThrow();
    expect(statsProps(JSON.parse(row.published!))).toHaveProperty('items');
    expect((await restored.request('GET', '/api/ready')).json.documents).toBe('ok');
  });
});
