import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { posix } from 'node:path';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngine } from '../tests/support/database';
import { NO_VIDEO_TOOLS, libraryUpload, mediaTestApp } from '../tests/support/media';
import { updateAsset } from './assets';
import { SEPARATE_EARLIER_CROPS } from './earlier-crops';
import { editTag, type PictureEdit } from './picture-edit';
import { remakeVariants } from './variants';

type App = Awaited<ReturnType<typeof mediaTestApp>>;
const apps: App[] = [];
afterAll(async () => {
  for (const a of apps.reverse()) await a.close();
});

/** 1200 × 800: wide, three to two. Its left half (the crop below) is 600 × 800, upright. */
const wide = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0000ff' } })
    .jpeg()
    .toBuffer();
const LEFT_HALF: PictureEdit = { turns: 0, crop: { x: 0, y: 0, width: 0.5, height: 1 } };

/** Width over height of each WebP size of `url` (the untagged ones, or a crop's own). */
async function ratios(t: App, url: string, tag = '') {
  const probe = t.store.variantKey(url, 1, 'webp', tag);
  const dir = posix.dirname(probe);
  const prefix = posix.basename(probe).slice(0, -'1w.webp'.length);
  const names = t.store.blobs
    .names(dir)
    .filter((n) => n.startsWith(prefix) && /^\d+w\.webp$/.test(n.slice(prefix.length)));
  const out: number[] = [];
  for (const name of names) {
    const read = await t.store.blobs.read(posix.join(dir, name));
    const chunks: Buffer[] = [];
    for await (const c of read!.body) chunks.push(c as Buffer);
    const m = await sharp(Buffer.concat(chunks)).metadata();
    out.push(Math.round((m.width! / m.height!) * 100) / 100);
  }
  return out;
}

/**
 * A picture cropped before each crop had sizes of its own: its crop was made again in place, so the untagged
 * sizes (the picture as uploaded) held the crop. A start with this release gives the crop its own sizes and
 * the untagged ones the original back, so a Reset to original published later shows the original.
 */
describe(`pictures cropped the earlier way (${testEngine()})`, () => {
  it('a start gives the crop sizes of its own and makes the untagged ones from the original again, once', async () => {
    const first = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS, keepData: true });
    apps.push(first);
    const uploaded = await libraryUpload(first, await wide(), 'yard.jpg');
    expect(uploaded.status).toBe(201);
    const { id, url } = uploaded.json as { id: string; url: string };
    expect(await ratios(first, url)).toContain(1.5);

    // What the earlier release left: the crop saved on the row, and made into the untagged sizes.
    const tag = editTag(LEFT_HALF);
    await remakeVariants(first.store, url, LEFT_HALF);
    await first.store.blobs.refresh();
    const probe = first.store.variantKey(url, 1, 'webp', tag);
    const dir = posix.dirname(probe);
    const stem = posix.basename(probe).slice(0, -'-1w.webp'.length);
    // It made the crop's widths and removed the original's others (a 600 px crop has fewer widths).
    const plain = stem.slice(0, -`.${tag}`.length);
    for (const name of first.store.blobs.names(dir).filter((n) => n.startsWith(`${plain}-`)))
      await first.store.blobs.remove(posix.join(dir, name));
    for (const name of first.store.blobs.names(dir).filter((n) => n.startsWith(`${stem}-`))) {
      const read = await first.store.blobs.read(posix.join(dir, name));
      const chunks: Buffer[] = [];
      for await (const c of read!.body) chunks.push(c as Buffer);
      const tmp = join(first.dataDir, `earlier-${name}`);
      writeFileSync(tmp, Buffer.concat(chunks));
      await first.store.blobs.commit(posix.join(dir, name.replace(`.${tag}-`, '-')), tmp);
      await first.store.blobs.remove(posix.join(dir, name));
    }
    await updateAsset(first.db, id, { edit: LEFT_HALF });
    await sql`DELETE FROM data_migrations WHERE name = ${SEPARATE_EARLIER_CROPS}`.execute(first.db);
    await first.store.blobs.refresh();
    expect(await ratios(first, url, tag)).toEqual([]);
    expect(new Set(await ratios(first, url))).toEqual(new Set([0.75]));

    // The next start: the crop's own sizes hold the crop, the untagged ones the original.
    const next = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS, sameDataAs: { config: first.config } });
    apps.push(next);
    await next.store.blobs.refresh();
    expect(new Set(await ratios(next, url, tag))).toEqual(new Set([0.75]));
    expect(new Set(await ratios(next, url))).toEqual(new Set([1.5]));
    const done = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM data_migrations WHERE name = ${SEPARATE_EARLIER_CROPS}`.execute(next.db);
    expect(Number(done.rows[0].n)).toBe(1);
  });
});
