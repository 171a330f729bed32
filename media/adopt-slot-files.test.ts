import { createHash } from 'node:crypto';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MP4_BYTES, NO_VIDEO_TOOLS, SITE, mediaTestApp, testImage } from '../tests/support/media';
import { gallery, home } from '../site-config/media';
import { ADOPT_SLOT_FILES, adoptSlotFiles } from './adopt-slot-files';
import { slotFileCopies } from './asset-files';
import { pageAssets } from './assets';
import { posterSlotOf, smallVideoSlotOf } from './folders';
import { saveMediaRecord } from './records';
import { prepareImage, commitVariants } from './variants';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

type App = Awaited<ReturnType<typeof mediaTestApp>>;

/** The database as a release before the library left it: no record that the slot files were adopted. */
const asBeforeTheLibrary = (t: App) => sql`delete from data_migrations where name = ${ADOPT_SLOT_FILES}`.execute(t.db);

/** A JPEG stored the way uploads were stored before the library: at the slot's own path, with a record and no library file. */
async function oldStyleUpload(t: App, slot: string, jpeg: Buffer) {
  const target = t.store.manifest!.bySlot(slot)!;
  const tmp = join(t.dataDir, 'old-upload.jpg');
  writeFileSync(tmp, jpeg);
  const img = await prepareImage(t.store, slot, tmp, 'jpeg', 'jpeg');
  await commitVariants(t.store, slot, img.variants);
  await t.store.blobs.commit(t.store.key(slot), img.file);
  await saveMediaRecord(t.db, target, {
    file: { contentHash: sha(jpeg), size: jpeg.length, width: 1200, height: 800 },
  });
}

describe('uploads made before the media library', () => {
  it('become library files on the next start, with their variants; nothing is lost and the old address answers', async () => {
    const slot = gallery.productImage('prefab-units', 1);
    const first = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS, keepData: true });
    const jpeg = await testImage('jpeg', 1200, 800);
    try {
      await oldStyleUpload(first, slot, jpeg);
      await asBeforeTheLibrary(first);
    } finally {
      await first.close();
    }
    const oldPath = join(first.dataDir, 'uploads', slot.replace('/uploads/', ''));
    expect(existsSync(oldPath)).toBe(true);

    const second = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS, sameDataAs: { config: first.config } });
    try {
      const [asset] = await pageAssets(second.db, { limit: 10 });
      expect(asset).toMatchObject({ kind: 'image', fileName: slot.split('/').pop(), width: 1200, height: 800 });
      const m = second.store.resolve(slot);
      expect(second.store.getRecord(slot)?.assetUrl).toBe(asset.url);
      // The page keeps the slot's addresses, answered from the library file's keys.
      expect(m.src.startsWith(`${slot}?v=`)).toBe(true);
      expect(second.store.key(slot)).toBe(`_assets/${asset.id}.jpg`);
      const variant = m.sources![1].srcSet.split(' ')[0];
      expect(second.store.storedKey(variant.replace(/^\/uploads\//, '').replace(/\?.*/, ''))).toBe(
        `_variants/_assets/${asset.id}-480w.webp`,
      );
      expect((await second.app.request(`${SITE}${variant}`)).status).toBe(200);
      const byAsset = await second.app.request(`${SITE}${asset.url}`);
      expect(sha(Buffer.from(await byAsset.arrayBuffer()))).toBe(sha(jpeg));
      const bySlot = await second.app.request(`${SITE}${slot}`);
      expect(sha(Buffer.from(await bySlot.arrayBuffer()))).toBe(sha(jpeg));
      // The original stays where it was, and a second pass adopts nothing twice.
      expect(existsSync(oldPath)).toBe(true);
      expect(await adoptSlotFiles(second.db, second.store)).toBe(0);
    } finally {
      await second.close();
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });

  it('a video takes its poster and its phone rendition along, and the slot keeps naming both', async () => {
    const slot = home.heroVideo('prefab-units', 1);
    const first = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS, keepData: true });
    // Stand-ins for the three files (the store does not look inside them); each is told apart by its bytes.
    const files = {
      video: MP4_BYTES,
      poster: await testImage('jpeg', 320, 180),
      small: Buffer.from('phone rendition'),
    };
    try {
      const target = first.store.manifest!.bySlot(slot)!;
      for (const [s, bytes] of [
        [slot, files.video],
        [posterSlotOf(slot), files.poster],
        [smallVideoSlotOf(slot), files.small],
      ] as const) {
        const tmp = join(first.dataDir, 'old-file');
        writeFileSync(tmp, bytes);
        await first.store.blobs.commit(first.store.key(s), tmp);
      }
      await saveMediaRecord(first.db, target, {
        file: { contentHash: sha(files.video), size: files.video.length, width: 1280, height: 720 },
      });
      await asBeforeTheLibrary(first);
    } finally {
      await first.close();
    }
    const second = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS, sameDataAs: { config: first.config } });
    try {
      const [asset] = await pageAssets(second.db, { limit: 10 });
      expect(asset).toMatchObject({ kind: 'video' });
      expect(second.store.key(smallVideoSlotOf(slot))).toBe(`_posters/_assets/${asset.id}.mp4`);
      const m = second.store.resolve(slot);
      expect(m.smallSrc?.startsWith(`${smallVideoSlotOf(slot)}?v=`)).toBe(true);
      const bySlot = await second.app.request(`${SITE}${m.smallSrc}`);
      expect(Buffer.from(await bySlot.arrayBuffer()).toString()).toBe('phone rendition');
      const byAsset = await second.app.request(`${SITE}${smallVideoSlotOf(asset.url)}`);
      expect(Buffer.from(await byAsset.arrayBuffer()).toString()).toBe('phone rendition');
      // A static export writes it under the slot's own address too, as the page names it.
      expect(slotFileCopies(second.store, slot)).toContainEqual([
        smallVideoSlotOf(slot).slice('/uploads/'.length),
        `_posters/_assets/${asset.id}.mp4`,
      ]);
    } finally {
      await second.close();
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });

  it('runs once per database: a later start does not look again, a database without the record (an older backup restored) does', async () => {
    const slot = gallery.productImage('prefab-units', 1);
    const jpeg = await testImage('jpeg', 1200, 800);
    // The first start on a new database adopts (nothing) and records it.
    const first = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS, keepData: true });
    const reopen = () => mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS, sameDataAs: { config: first.config } });
    try {
      // A slot file of the old kind after that (only a script writes one now): the next start leaves it alone.
      await oldStyleUpload(first, slot, jpeg);
    } finally {
      await first.close();
    }
    const second = await reopen();
    try {
      expect(second.store.getRecord(slot)?.assetUrl).toBeNull();
      expect(await pageAssets(second.db, { limit: 10 })).toEqual([]);
      await asBeforeTheLibrary(second);
    } finally {
      await second.close();
    }
    // Without the record, as a restored backup from before this release is: adopted at the next start, once.
    const third = await reopen();
    try {
      const [asset] = await pageAssets(third.db, { limit: 10 });
      expect(third.store.getRecord(slot)?.assetUrl).toBe(asset.url);
      expect(
        (await sql`select name from data_migrations where name = ${ADOPT_SLOT_FILES}`.execute(third.db)).rows,
      ).toHaveLength(1);
    } finally {
      await third.close();
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});
