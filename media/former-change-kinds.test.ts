import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { withChanges, type Change } from '../platform/change-feed';
import { testEngine } from '../tests/support/database';
import { NO_VIDEO_TOOLS, libraryUpload, mediaTestApp, testImage } from '../tests/support/media';

type App = Awaited<ReturnType<typeof mediaTestApp>>;
const SLOT = '/uploads/Gallery/product-images/prefab-units/prefab-units-1.jpg';
const SHOWN = { timeout: 15_000, interval: 50 };

/**
 * Media changes are one kind, 'media'. A feed written before the upgrade, or
 * by an instance of the older release during a rolling upgrade, still holds
 * the two kinds media had ('asset' for a library file, 'media-record' for a
 * slot): they are applied as media changes of the same key.
 */
describe(`media changes of the kinds an older release wrote (${testEngine()})`, () => {
  const apps: App[] = [];
  afterEach(async () => {
    for (const a of apps.reverse()) await a.close();
    apps.length = 0;
  });

  /** A write as the older release made it: the row changed and its change recorded under the old kind. */
  const olderWrite = (t: App, statement: ReturnType<typeof sql>, kind: string, key: string) =>
    withChanges(t.db, async (trx, changed) => {
      await statement.execute(trx);
      changed({ kind, key } as unknown as Change);
    });

  it('applies "asset" and "media-record" changes as media changes', async () => {
    const a = await mediaTestApp(undefined, { contentPollMs: 50, videoTools: NO_VIDEO_TOOLS });
    apps.push(a);
    const b = await mediaTestApp(undefined, { sameDataAs: a, contentPollMs: 50, videoTools: NO_VIDEO_TOOLS });
    apps.push(b);
    const uploaded = await libraryUpload(a, await testImage('jpeg', 800, 500), 'roof.jpg');
    expect(uploaded.status).toBe(201);
    // What this release writes is the one kind.
    const stored = await sql<{
      kind: string;
    }>`select kind from content_changes where key = ${uploaded.json.url}`.execute(a.db);
    expect(stored.rows.map((r) => r.kind)).toEqual(['media']);
    await expect.poll(() => b.store.hasAsset(uploaded.json.url), SHOWN).toBe(true);

    await olderWrite(
      a,
      sql`update assets set alt = ${'A tiled roof'} where url = ${uploaded.json.url}`,
      'asset',
      uploaded.json.url,
    );
    await expect
      .poll(() => b.store.resolve(uploaded.json.url).defaultAlt, {
        ...SHOWN,
        message: 'the library file on the other instance',
      })
      .toBe('A tiled roof');

    await olderWrite(
      a,
      sql`insert into media (url, category, sub_category, section, media_type, alt, position, is_visible, asset_url, updated_at)
          values (${SLOT}, 'Gallery', 'prefab-units', 'product-images', 'image', ${'Prefab unit on site'}, 1, 1, ${uploaded.json.url}, ${new Date().toISOString()})`,
      'media-record',
      SLOT,
    );
    await expect
      .poll(() => b.store.getRecord(SLOT), { ...SHOWN, message: 'the slot on the other instance' })
      .toMatchObject({ alt: 'Prefab unit on site', assetUrl: uploaded.json.url });
    // Applied, not left pending: the other instance is not behind.
    await expect.poll(() => b.changes.status().pending, SHOWN).toBe(0);
  });
});
