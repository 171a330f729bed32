import { posix } from 'node:path';
import type { Kysely } from 'kysely';
import type { MediaDatabaseHandle } from './records';
import { VARIANTS_DIR, posterSlotOf, smallVideoSlotOf } from './folders';
import type { MediaStore } from './store';
import { withSlotLock } from './storage';
import type { VideoJobTable } from './video/jobs';

/**
 * The keys of an item's responsive variants ("_variants/_assets/<id>-480w.webp", ...), each crop's own
 * among them ("<id>.e1f2a3b4c5d6-480w.webp", media/edit-sizes.ts).
 */
function variantKeys(store: MediaStore, url: string): string[] {
  const key = store.key(url); // a bound slot's: its library file's
  const dir = posix.join(VARIANTS_DIR, posix.dirname(key));
  const stem = posix.basename(key).replace(/\.[a-z0-9]+$/i, '');
  return store.blobs
    .names(dir)
    .filter((n) => n.startsWith(stem) && /^(\.e[0-9a-f]{12})?-\d+w\.[a-z0-9]+$/i.test(n.slice(stem.length)))
    .map((n) => posix.join(dir, n));
}

/**
 * Removes a deleted asset's bytes: the file, its variants, a video's poster
 * and the poster's variants and its phone rendition, and a transcode job still waiting for it (a
 * worker that is running one finds its job gone and drops the result). Under
 * the address's lock, so an upload of the same bytes waits until this is done.
 */
export async function removeAssetFiles(store: MediaStore, db: MediaDatabaseHandle, url: string) {
  await withSlotLock(url, async () => {
    await (db as Kysely<{ videoJobs: VideoJobTable }>).deleteFrom('videoJobs').where('slot', '=', url).execute();
    const poster = posterSlotOf(url);
    const keys = [store.key(url), ...variantKeys(store, url)];
    if (store.blobs.info(store.key(poster))) keys.push(store.key(poster), ...variantKeys(store, poster));
    const small = store.key(smallVideoSlotOf(url));
    if (store.blobs.info(small)) keys.push(small);
    for (const key of keys) await store.blobs.remove(key);
    store.invalidate(url);
  });
}

/** The asset id a stored key belongs to (the file, its variants, its poster, its phone rendition), or undefined for a key outside the library. */
export function assetIdOfKey(key: string): string | undefined {
  return /(?:^|\/)_assets\/([0-9a-f]{32})(?:\.|(?:\.e[0-9a-f]{12})?-\d+w\.)[a-z0-9]+$/.exec(key)?.[1];
}

/**
 * Whether the static export ships a stored key: everything outside the
 * library (the named slots and their variants), and of the library only the
 * files a published page shows. Drafts and unused uploads stay private.
 */
export function shippedInExport(key: string, publishedAssets: ReadonlySet<string>): boolean {
  const id = assetIdOfKey(key);
  return id === undefined || publishedAssets.has(id);
}

/**
 * The files a slot naming a library file answers for, as [the slot's key,
 * the key holding the bytes]: the file, its variants, and a video's poster
 * with its variants and its phone rendition. Pages print the slot's own addresses, so a static
 * export writes these under the slot's keys.
 */
export function slotFileCopies(store: MediaStore, slot: string): [string, string][] {
  const own = (s: string) => s.slice('/uploads/'.length);
  const pairs: [string, string][] = [];
  const add = (s: string) => {
    if (!store.blobs.info(store.key(s))) return;
    pairs.push([own(s), store.key(s)]);
    const variantDir = posix.join(VARIANTS_DIR, posix.dirname(own(s)));
    const stem = posix.basename(own(s)).replace(/\.[a-z0-9]+$/i, '');
    const storedStem = posix.basename(store.key(s)).replace(/\.[a-z0-9]+$/i, '');
    for (const stored of variantKeys(store, s)) {
      // "-800w.webp", or a crop's ".e1f2a3b4c5d6-800w.webp": pages name a crop's sizes with its mark.
      const suffix = posix.basename(stored).slice(storedStem.length);
      pairs.push([posix.join(variantDir, `${stem}${suffix}`), stored]);
    }
  };
  add(slot);
  add(posterSlotOf(slot));
  // The rendition shares the poster's stem, so its own variants would be the poster's again: the file alone.
  const small = smallVideoSlotOf(slot);
  if (store.blobs.info(store.key(small))) pairs.push([own(small), store.key(small)]);
  return pairs;
}
