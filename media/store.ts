import { basename, dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PLACEHOLDER_IMAGE,
  PLACEHOLDER_SIZE,
  placeholderResolver,
  type MediaResolver,
  type ResolvedMedia,
} from '../engine/context';
import { MEDIA_PREFIX, mediaKind } from '../engine/media-kind';

/** The folder under /uploads holding library files (ASSET_PREFIX's last part). */
const ASSETS_DIR = '_assets';
import { fileBlobStore } from './blobs/file';
import type { BlobStore } from './blobs/types';
import type { MediaManifest } from './manifest';
import type { VideoLimits } from './video/limits';
import { POSTERS_DIR, VARIANTS_DIR, posterSlotOf, smallVideoSlotOf } from './folders';
import { createMediaFacts } from './media-facts';
import { createSlotAliases, stemOf } from './slot-aliases';
import type { VideoTools } from './video/tools';

/** Files shipped with the code: the placeholder image and the favicon. */
export const BUILTIN_ASSETS_DIR = fileURLToPath(new URL('./assets/', import.meta.url));

export const VARIANT_FORMATS = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
] as const;

/** The video pipeline as the upload endpoint sees it (media/video/pipeline.ts; absent when none was composed). */
export interface VideoHooks {
  readonly enabled: boolean;
  readonly tools: VideoTools;
  /** What a video upload may be (duration, picture size, frame rate) and how long processing it may take. */
  readonly limits: VideoLimits;
  kick(): void;
}

import type { AssetInfo, SlotRecord } from './media-facts';
import { editTag, taggedStem, type PictureEdit } from './picture-edit';

export type { AssetInfo, SlotRecord };

export interface MediaStore {
  /** DATA_DIR/uploads (where a file store keeps media; with a bucket, nothing is kept there). */
  root: string;
  /** Where uploads are written before the commit (same file system as root, never served). */
  tmpDir: string;
  /** The folder or the bucket the bytes live in. */
  blobs: BlobStore;
  resolve: MediaResolver;
  /** A slot's key in the blob store ("home/hero/x.jpg"; a slot naming a library file: the file's, "_assets/<id>.jpg"). */
  key(slot: string): string;
  /** The key holding the bytes a request for /uploads/<key> answers with (a bound slot's, its variants' and poster's are its file's). */
  storedKey(key: string): string;
  /** The key of one responsive variant of an image slot (`tag`: of one crop of it, media/picture-edit.ts editTag). */
  variantKey(slot: string, width: number, ext: string, tag?: string): string;
  /** Absolute file path of a slot inside a file store (tests and scripts that look at the folder). */
  filePath(slot: string): string;
  /** Absolute path of one variant inside a file store. */
  variantPath(slot: string, width: number, ext: string): string;
  /** Forget what is known of a slot (after an upload); bumps `generation`. */
  invalidate(slot?: string): void;
  /** Changes whenever stored media changes, so rendered HTML caches know to drop. */
  readonly generation: number;
  /** Called with the slot (none: every slot) whenever what is known of media is forgotten: rendered pages showing it are stale. */
  onInvalidate?: (slot?: string) => void;
  /** The upload targets (set once the pages are loaded). */
  manifest?: MediaManifest;
  setManifest(m: MediaManifest): void;
  /** Records (media table) as the renderer needs them; setting one invalidates the slot. */
  setRecord(slot: string, rec: SlotRecord | undefined): void;
  getRecord(slot: string): SlotRecord | undefined;
  /** Library assets (media/assets.ts) by URL: whether one exists (page validation) and its pixel size (rendering). */
  setAsset(url: string, info: AssetInfo | undefined): void;
  hasAsset(url: string): boolean;
  /** The crop and rotation of the library file a slot is or names (undefined: shown as uploaded). */
  editOf(slot: string): PictureEdit | undefined;
  /**
   * The sizes made of a library picture at `edit` (a draft crop's, for its preview), whatever pages show;
   * undefined when none are made.
   */
  sourcesAt(slot: string, edit: PictureEdit | undefined): ResolvedMedia['sources'];
  /** Reads again what the blob store holds for one slot or library file: its bytes, variants, poster and phone rendition. */
  refreshSlot(slot: string): Promise<void>;
  /** Replaces the whole asset index (on start, and when another instance changed the library). */
  replaceAssets(list: readonly (AssetInfo & { url: string })[]): void;
  /** Set by the composition root: probes, cleans and queues video uploads for transcoding. */
  video?: VideoHooks;
}

const variantName = (fileName: string, width: number, ext: string, tag = '') =>
  `${taggedStem(fileName.replace(/\.[a-z0-9]+$/i, ''), tag)}-${width}w.${ext}`;

/**
 * The AVIF and WebP variants stored for each slot: one listing per folder,
 * read when a slot of that folder is first resolved and kept until forgotten.
 */
function createVariantIndex(blobs: BlobStore, storedKey: (key: string) => string) {
  const listings = new Map<string, Map<string, { width: number; ext: string }[]>>();
  const rel = (slot: string) => slot.slice(MEDIA_PREFIX.length);
  /** The folder and file stem a slot's variants are stored under. */
  const variantStem = (slot: string) => storedKey(posix.join(VARIANTS_DIR, stemOf(rel(slot))));
  const variantDir = (slot: string) => posix.dirname(variantStem(slot));

  /**
   * Variant widths stored for a slot (written by media/variants.ts at upload); their URLs are the slot's own.
   * `tag` names a crop's own sizes; when it has none yet (a picture cropped before each crop had its own files,
   * whose sizes were made again in place), the untagged ones are answered unless `exact`.
   */
  function sourcesOf(slot: string, v: string, tag = '', exact = false): ResolvedMedia['sources'] {
    const dir = variantDir(slot);
    // One listing per folder, not per slot, indexed by file stem: a product folder holds 100 images × 6 variants,
    // and the library's one folder holds every asset's.
    let byStem = listings.get(dir);
    if (byStem === undefined) {
      byStem = new Map();
      for (const name of blobs.names(dir)) {
        const m = /^(.*)-(\d+)w\.([a-z0-9]+)$/.exec(name);
        if (!m) continue;
        let list = byStem.get(m[1]);
        if (!list) byStem.set(m[1], (list = []));
        list.push({ width: Number(m[2]), ext: m[3] });
      }
      listings.set(dir, byStem);
    }
    const stem = posix.basename(variantStem(slot));
    const tagged = tag ? byStem.get(taggedStem(stem, tag)) : undefined;
    if (tag && !tagged && exact) return undefined;
    const used = tagged ? tag : '';
    const found = tagged ?? byStem.get(stem) ?? [];
    // A library file's sizes are made again when its crop or turn changes while the file itself stays:
    // each size's address carries its own version, so no browser or CDN keeps a crop under another's address
    // (not even for the moment between the new sizes and the saved edit, nor after a Reset).
    const ownVersions = dir === `${VARIANTS_DIR}/${ASSETS_DIR}`;
    const sources: NonNullable<ResolvedMedia['sources']> = [];
    for (const f of VARIANT_FORMATS) {
      const widths = found
        .filter((x) => x.ext === f.ext)
        .map((x) => x.width)
        .sort((a, b) => a - b);
      if (widths.length === 0) continue;
      const urlDir = `${MEDIA_PREFIX}${VARIANTS_DIR}/${dirname(rel(slot))}`;
      const versionOf = (name: string) => (ownVersions ? (blobs.info(posix.join(dir, name))?.version ?? v) : v);
      sources.push({
        type: f.type,
        srcSet: widths
          .map((w) => {
            const name = variantName(basename(slot), w, f.ext, used);
            return `${urlDir}/${name}?v=${versionOf(name)} ${w}w`;
          })
          .join(', '),
      });
    }
    return sources.length ? sources : undefined;
  }

  return {
    sources: sourcesOf,
    /** Drops the listing of one slot's variant folder (or of every folder). */
    forget(slot?: string) {
      if (slot) listings.delete(variantDir(slot));
      else listings.clear();
    },
  };
}

/**
 * The media of the site: slots resolved against the files in `blobs` (a
 * folder under `root`, or a bucket). A stored file gets a
 * URL versioned by its mtime and size (stable until the file changes, and an
 * upload's rename always changes it, so it can be cached as immutable), plus
 * its AVIF/WebP variants; a missing one gets the placeholder. Admin records
 * add alt text, a product name and the hidden flag.
 */
export function createMediaStore({
  root,
  tmpDir,
  blobs = fileBlobStore(root),
}: {
  root: string;
  tmpDir?: string;
  blobs?: BlobStore;
}): MediaStore {
  // A slot naming a library file is served in place from the file's keys (media/slot-aliases.ts).
  const aliases = createSlotAliases();
  const storedKey = aliases.storedKey;
  let generation = 0;
  let manifest: MediaManifest | undefined;
  const rel = (slot: string) => slot.slice(MEDIA_PREFIX.length);
  const key = (slot: string) => storedKey(rel(slot));
  const variantKey = (slot: string, width: number, ext: string, tag?: string) =>
    storedKey(posix.join(VARIANTS_DIR, posix.dirname(rel(slot)), variantName(basename(slot), width, ext, tag)));
  const variants = createVariantIndex(blobs, storedKey);
  const facts = createMediaFacts(aliases, (slot) => invalidate(slot));
  const resolver = createSlotResolver({ blobs, key, variants, facts });

  const invalidate = (slot?: string) => {
    resolver.forget(slot);
    if (slot) {
      variants.forget(slot);
      variants.forget(posterSlotOf(slot));
    } else variants.forget();
    generation++;
    store.onInvalidate?.(slot);
  };

  const store: MediaStore = {
    root,
    tmpDir: tmpDir ?? join(dirname(root), 'upload-tmp'),
    blobs,
    resolve: resolver.resolve,
    key,
    storedKey,
    variantKey,
    filePath: (slot) => join(root, key(slot)),
    variantPath: (slot, width, ext) => join(root, variantKey(slot, width, ext)),
    invalidate,
    get generation() {
      return generation;
    },
    get manifest() {
      return manifest;
    },
    setManifest(m) {
      manifest = m;
    },
    setRecord: facts.setRecord,
    getRecord: facts.record,
    setAsset: facts.setAsset,
    hasAsset: facts.hasAsset,
    editOf: facts.editFor,
    sourcesAt(slot, edit) {
      const st = blobs.info(key(slot));
      return st ? variants.sources(slot, st.version, editTag(edit), true) : undefined;
    },
    replaceAssets: facts.replaceAssets,
    async refreshSlot(slot) {
      const k = key(slot);
      const stem = k.replace(/\.[a-z0-9]+$/i, '');
      await blobs.refreshPrefixes([
        k,
        `_variants/${stem}-`,
        // Each crop's own sizes ("<stem>.e1f2a3b4c5d6-800w.webp").
        `_variants/${stem}.e`,
        // The poster (.jpg) and the phone rendition (.mp4).
        `${POSTERS_DIR}/${stem}.`,
        `_variants/${POSTERS_DIR}/${stem}-`,
      ]);
      invalidate(slot);
      invalidate(posterSlotOf(slot));
    },
  };
  return store;
}

/**
 * One slot as a page shows it: a stored file gets a URL versioned by its
 * mtime and size (stable until the file changes, and an upload's rename
 * always changes it, so it can be cached as immutable), its AVIF/WebP
 * variants, a video its poster and phone rendition; a missing one gets the
 * placeholder. Staff's words (the facts) go over both. Kept until forgotten.
 */
function createSlotResolver({
  blobs,
  key,
  variants,
  facts,
}: {
  blobs: BlobStore;
  key: (slot: string) => string;
  variants: ReturnType<typeof createVariantIndex>;
  facts: ReturnType<typeof createMediaFacts>;
}) {
  const cache = new Map<string, ResolvedMedia>();

  /**
   * What the pipeline made of a video: its poster frame (with its AVIF/WebP variants), else the placeholder, and
   * its small rendition for phones. A video from before renditions has none and plays its one file everywhere.
   */
  function videoExtras(slot: string): Pick<ResolvedMedia, 'poster' | 'posterSources' | 'smallSrc'> {
    const smallSlot = smallVideoSlotOf(slot);
    const small = blobs.info(key(smallSlot));
    const smallSrc = small ? { smallSrc: `${smallSlot}?v=${small.version}` } : {};
    const posterSlot = posterSlotOf(slot);
    const st = blobs.info(key(posterSlot));
    if (!st) return { poster: PLACEHOLDER_IMAGE, ...smallSrc };
    const sources = variants.sources(posterSlot, st.version);
    return { poster: `${posterSlot}?v=${st.version}`, ...(sources ? { posterSources: sources } : {}), ...smallSrc };
  }

  function stored(slot: string, version: string): ResolvedMedia {
    const kind = mediaKind(slot);
    const rec = facts.record(slot);
    const size = rec?.width && rec?.height ? { width: rec.width, height: rec.height } : PLACEHOLDER_SIZE;
    const resolved: ResolvedMedia = {
      slot,
      kind,
      exists: true,
      src: `${slot}?v=${version}`,
      ...(kind === 'video' ? videoExtras(slot) : {}),
      ...size,
      // A library picture's sizes are those of the crop pages show (its published one).
      ...(kind === 'image' ? { sources: variants.sources(slot, version, editTag(facts.editFor(slot))) } : {}),
      ...facts.overridesFor(slot),
    };
    if (!resolved.sources) delete resolved.sources;
    // A cropped or turned picture's own file is the original: the fallback is its largest made size instead.
    const edited = facts.editFor(slot) && resolved.sources?.find((s) => s.type === 'image/webp');
    if (edited) resolved.src = edited.srcSet.split(',').pop()!.trim().split(/\s+/)[0];
    return resolved;
  }

  const resolve: MediaResolver = (slot) => {
    const hit = cache.get(slot);
    if (hit) return hit;
    const st = slot === PLACEHOLDER_IMAGE ? undefined : blobs.info(key(slot));
    const resolved = st ? stored(slot, st.version) : { ...placeholderResolver(slot), ...facts.overridesFor(slot) };
    cache.set(slot, resolved);
    return resolved;
  };

  return {
    resolve,
    forget(slot?: string) {
      if (slot) cache.delete(slot);
      else cache.clear();
    },
  };
}
