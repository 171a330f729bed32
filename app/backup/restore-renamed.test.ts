import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { siteMigrations } from '../database';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { testDatabase, testEngine } from '../../tests/support/database';
import { createBackup } from './archive';
import { restoreBackup } from './restore';

const work = mkdtempSync(join(tmpdir(), 'restore-renamed-'));
const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps.reverse()) await a.close();
  rmSync(work, { recursive: true, force: true });
});

const history = async (app: TestApp, cookie: string) =>
  (await app.request('GET', '/api/admin/page/history?path=%2Frenamed-offer', { cookie })).json.items.map(
    (e: { action: string; version: number }) => `${e.action} ${e.version}`,
  );

/**
 * The activity log was the table page_audit (column path) until migration
 * 0360 named it document_activity (column subject). A site's database from
 * before is made here by taking the rename back by hand: the migration must
 * carry its rows over, and a backup made then must restore them under the new names.
 */
describe(`the activity log's rename (${testEngine()})`, async () => {
  const site = await createTestApp();
  apps.push(site);
  const cookie = await site.login();
  const made = await site.request('POST', '/api/admin/page?path=%2Frenamed-offer', {
    cookie,
    body: { title: 'Renamed Offer' },
  });
  expect(made.status).toBe(201);
  expect(
    (
      await site.request('POST', '/api/admin/page/publish?path=%2Frenamed-offer', {
        cookie,
        body: { baseVersion: made.json.version },
      })
    ).status,
  ).toBe(200);
  const before = await history(site, cookie);
  const raw = site.db.withoutPlugins();

  async function asBeforeTheRename() {
    await sql`DROP INDEX document_activity_subject_id`.execute(raw);
    await sql`ALTER TABLE document_activity RENAME TO page_audit`.execute(raw);
    await sql`ALTER TABLE page_audit RENAME COLUMN subject TO path`.execute(raw);
    await sql`CREATE INDEX page_audit_path_id ON page_audit (path, id)`.execute(raw);
    await sql`DELETE FROM kysely_migration WHERE name = '0360_document_activity'`.execute(raw);
  }

  it('a backup made before the rename restores its activity into the renamed table', async () => {
    expect(before).toEqual(['publish 2', 'create 1']);
    await asBeforeTheRename();
    const archive = join(work, 'before.tar');
    const manifest = await createBackup({
      db: site.db,
      media: site.media.blobs,
      migrations: Object.keys(siteMigrations).filter((m) => m !== '0360_document_activity'),
      file: archive,
    });
    expect(manifest.tables.page_audit).toBe(2);
    expect(manifest.tables.document_activity).toBeUndefined();

    const config = { dataDir: mkdtempSync(join(work, 'restored-')), ...testDatabase() };
    await restoreBackup({ file: archive, config });
    const restored = await createTestApp({ sameDataAs: { config: { ...site.config, ...config } } });
    apps.push(restored);
    expect(await history(restored, await restored.login())).toEqual(before);
  });

  it('the migration carries the rows of a database from before the rename over', async () => {
    // The first test left the site's own database as it was before the rename; a start migrates it.
    const again = await createTestApp({ sameDataAs: { config: site.config } });
    apps.push(again);
    expect(await history(again, await again.login())).toEqual(before);
  });
});
