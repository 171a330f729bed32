import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLACEHOLDER_IMAGE, PLACEHOLDER_SIZE, type MediaResolver, type ResolvedMedia } from '../engine/context';
import { MEDIA_PREFIX, mediaKind } from '../engine/media-kind';

/** Files shipped with the code: the placeholder image and the favicon. */
export const BUILTIN_ASSETS_DIR = fileURLToPath(new URL('./assets/', import.meta.url));

export interface MediaStore {
  /** DATA_DIR/uploads */
  root: string;
  resolve: MediaResolver;
  /** Absolute file path of a slot inside the store. */
  filePath(slot: string): string;
  /** Forget what is known of a slot (after an upload); bumps `generation`. */
  invalidate(slot?: string): void;
  /** Changes whenever stored media changes, so rendered HTML caches know to drop. */
  readonly generation: number;
}

/**
 * Resolves media slots against the files under `root`. A stored file gets a
 * URL versioned by its mtime and size (stable until the file changes, so it
 * can be cached as immutable); a missing one gets the placeholder.
 */
export function createMediaStore({ root }: { root: string }): MediaStore {
  const cache = new Map<string, ResolvedMedia>();
  let generation = 0;
  const filePath = (slot: string) => join(root, slot.slice(MEDIA_PREFIX.length));
  const resolve: MediaResolver = (slot) => {
    const hit = cache.get(slot);
    if (hit) return hit;
    const kind = mediaKind(slot);
    const file = filePath(slot);
    let resolved: ResolvedMedia;
    if (existsSync(file)) {
      const st = statSync(file);
      const v = `${Math.floor(st.mtimeMs).toString(36)}${st.size.toString(36)}`;
      resolved = { slot, kind, exists: true, src: `${slot}?v=${v}`, poster: kind === 'video' ? PLACEHOLDER_IMAGE : undefined, ...PLACEHOLDER_SIZE };
    } else {
      resolved = {
        slot,
        kind,
        exists: false,
        src: kind === 'image' ? PLACEHOLDER_IMAGE : slot,
        poster: kind === 'video' ? PLACEHOLDER_IMAGE : undefined,
        ...PLACEHOLDER_SIZE,
      };
    }
    cache.set(slot, resolved);
    return resolved;
  };
  return {
    root,
    resolve,
    filePath,
    invalidate(slot) {
      if (slot) cache.delete(slot);
      else cache.clear();
      generation++;
    },
    get generation() {
      return generation;
    },
  };
}
