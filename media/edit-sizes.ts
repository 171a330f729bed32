import { posix } from 'node:path';
import { editTag, isNoEdit, type PictureEdit } from './picture-edit';
import { withSlotLock } from './storage';
import type { MediaStore } from './store';
import { remakeVariants } from './variants';

/**
 * Each crop and turn of a library picture has its own sizes, named with the
 * crop's mark ("<id>.e1f2a3b4c5d6-800w.webp"; the original's have none). So a
 * draft crop's sizes are made beside the live crop's, pages keep naming the
 * live one's until the publish, and a restore finds the old crop's sizes or
 * makes them again. A crop's sizes are removed once neither what pages show,
 * nor a draft, nor a scheduled version names it.
 */

type Edit = PictureEdit | null | undefined;

/** The stored keys of every crop's sizes of one library picture, by the crop's mark. */
function sizesByTag(store: MediaStore, slot: string): Map<string, string[]> {
  const probe = store.variantKey(slot, 1, 'webp');
  const dir = posix.dirname(probe);
  const stem = posix.basename(probe).slice(0, -'-1w.webp'.length);
  const byTag = new Map<string, string[]>();
  for (const name of store.blobs.names(dir)) {
    if (!name.startsWith(`${stem}.`)) continue;
    const m = /^\.(e[0-9a-f]{12})-\d+w\.(avif|webp)$/.exec(name.slice(stem.length));
    if (!m) continue;
    const keys = byTag.get(m[1]) ?? [];
    keys.push(posix.join(dir, name));
    byTag.set(m[1], keys);
  }
  return byTag;
}

/** Whether the sizes of `edit` are stored (the original's are made at upload, so it always has them). */
export function hasEditSizes(store: MediaStore, slot: string, edit: Edit): boolean {
  if (isNoEdit(edit)) return true;
  const keys = sizesByTag(store, slot).get(editTag(edit)) ?? [];
  return keys.some((k) => k.endsWith('.webp')) && keys.some((k) => k.endsWith('.avif'));
}

/**
 * Makes the sizes of `edit` when they are not stored yet (a new crop, or an old one whose sizes were removed),
 * one edit of a file at a time; the store then shows them. Answers whether it made any.
 */
export async function ensureEditSizes(store: MediaStore, slot: string, edit: Edit): Promise<boolean> {
  if (hasEditSizes(store, slot, edit)) return false;
  return withSlotLock(slot, async () => {
    if (hasEditSizes(store, slot, edit)) return false;
    await remakeVariants(store, slot, edit ?? undefined);
    store.invalidate(slot);
    return true;
  });
}

/** Removes the sizes of every crop of the picture but those of `keep` (the original's always stay). */
export async function sweepEditSizes(store: MediaStore, slot: string, keep: readonly Edit[]): Promise<number> {
  const wanted = new Set(keep.map(editTag).filter(Boolean));
  return withSlotLock(slot, async () => {
    let removed = 0;
    for (const [tag, keys] of sizesByTag(store, slot)) {
      if (wanted.has(tag)) continue;
      for (const key of keys) await store.blobs.remove(key);
      removed += keys.length;
    }
    if (removed) store.invalidate(slot);
    return removed;
  });
}
