import { createWriteStream } from 'node:fs';
import { posix } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import { assetAddress, getAsset, insertAsset } from './assets';
import { withChanges } from '../platform/change-feed';
import { runDataMigration } from '../platform/data-migrations';
import { listMediaRecords, toSlotRecord, type MediaDatabaseHandle, type MediaTable } from './records';
import { VARIANTS_DIR, posterSlotOf, smallVideoSlotOf } from './folders';
import type { MediaStore } from './store';
import { removeQuietly, targetFormat, tempFile } from './storage';

/** Copies one stored object to another key (through a temp file: a bucket and a folder alike). */
async function copyBlob(store: MediaStore, from: string, to: string) {
  if (store.blobs.info(to)) return;
  const found = await store.blobs.read(from);
  if (!found) return;
  const t = await tempFile(store.tmpDir, 'adopt');
  await t.fh.close();
  try {
    await pipeline(found.body, createWriteStream(t.path));
    await store.blobs.commit(to, t.path, found.contentType);
  } finally {
    await removeQuietly(t.path);
  }
}

/** The variant keys of `key` ("a/b.jpg" → "_variants/a/b-480w.webp", ...), paired with the same variants of `asKey`. */
function variantPairs(store: MediaStore, key: string, asKey: string): [string, string][] {
  const dir = posix.join(VARIANTS_DIR, posix.dirname(key));
  const stem = posix.basename(key).replace(/\.[a-z0-9]+$/i, '');
  const asDir = posix.join(VARIANTS_DIR, posix.dirname(asKey));
  const asStem = posix.basename(asKey).replace(/\.[a-z0-9]+$/i, '');
  return store.blobs
    .names(dir)
    .filter((n) => n.startsWith(`${stem}-`) && /^-\d+w\.[a-z0-9]+$/.test(n.slice(stem.length)))
    .map((n) => [posix.join(dir, n), posix.join(asDir, asStem + n.slice(stem.length))]);
}

/** The data migration's name in `data_migrations` (never change it: databases record it). */
export const ADOPT_SLOT_FILES = 'media: slot files into the library';

/**
 * The adoption as a one-time data migration (platform/data-migrations.ts): it
 * runs at a start until it has once finished on this database, so a database
 * that ran it (before it was one, at every start) runs it once more, finding
 * nothing to do, and never again; a database restored from a backup of an
 * older release runs it at its first start. Answers how many slots it adopted.
 */
export async function adoptSlotFilesOnce(
  db: MediaDatabaseHandle,
  store: MediaStore,
  log: (line: string) => void = () => {},
): Promise<number> {
  let adopted = 0;
  await runDataMigration(db, ADOPT_SLOT_FILES, async () => {
    adopted = await adoptSlotFiles(db, store, log);
  });
  return adopted;
}

/**
 * Uploads made before the library become library files: each slot that holds a file gets an asset with the same
 * bytes, variants, poster and phone rendition (copied to the asset's address; the originals
 * stay where they were, so nothing is lost and old links keep answering),
 * and the slot is pointed at it. A slot already pointing at a file is left
 * alone, so running this again, or on two instances at once, does nothing twice.
 * A server start runs it once per database (adoptSlotFilesOnce); the demo seed,
 * which writes files straight into slots, runs it after each seeding.
 */
export async function adoptSlotFiles(
  db: MediaDatabaseHandle,
  store: MediaStore,
  log: (line: string) => void = () => {},
): Promise<number> {
  let adopted = 0;
  const waiting = (await listMediaRecords(db)).filter(
    (rec) => !rec.assetUrl && rec.contentHash && store.blobs.info(store.key(rec.url)),
  );
  // A bucket copies each file through this server: say what is happening on a first start with thousands.
  if (waiting.length) log(`Media library: adding ${waiting.length} earlier uploads to the library…`);
  for (const rec of waiting) {
    const contentHash = rec.contentHash!;
    if (adopted > 0 && adopted % 200 === 0) log(`Media library: ${adopted} of ${waiting.length} added`);
    const key = store.key(rec.url);
    const info = store.blobs.info(key);
    if (!info) continue;
    const fileName = posix.basename(rec.url);
    const address = assetAddress(
      contentHash,
      rec.mediaType === 'image' ? targetFormat(fileName) : rec.mediaType === 'video' ? 'mp4' : 'pdf',
    );
    const assetKey = store.key(address.url);
    await copyBlob(store, key, assetKey);
    for (const [from, to] of variantPairs(store, key, assetKey)) await copyBlob(store, from, to);
    if (rec.mediaType === 'video') {
      const poster = store.key(posterSlotOf(rec.url));
      const assetPoster = store.key(posterSlotOf(address.url));
      if (store.blobs.info(poster)) {
        await copyBlob(store, poster, assetPoster);
        for (const [from, to] of variantPairs(store, poster, assetPoster)) await copyBlob(store, from, to);
      }
      await copyBlob(store, store.key(smallVideoSlotOf(rec.url)), store.key(smallVideoSlotOf(address.url)));
    }
    if (!(await getAsset(db, address.id)))
      await insertAsset(db, {
        id: address.id,
        url: address.url,
        kind: rec.mediaType,
        fileName,
        alt: null,
        width: rec.width,
        height: rec.height,
        bytes: rec.size ?? info.size,
        contentHash,
        createdAt: rec.uploadDate ?? rec.updatedAt,
        createdBy: 'before the library',
      });
    await withChanges(db, async (trx, changed) => {
      await (trx as Kysely<{ media: MediaTable }>)
        .updateTable('media')
        .set({ assetUrl: address.url })
        .where('url', '=', rec.url)
        .where('assetUrl', 'is', null)
        .execute();
      changed({ kind: 'media', key: rec.url });
    });
    store.setRecord(rec.url, toSlotRecord({ ...rec, assetUrl: address.url }));
    adopted++;
  }
  return adopted;
}
