import { mediaKind } from '../engine/media-kind';
import { SHARE_IMAGE } from '../engine/share';
import { MAX_IMAGE_PIXELS } from '../contracts/media';
import { createJobQueue } from './job-queue';
import type { MediaStore } from './store';
import { editStamp, turnedAndCropped } from './picture-edit';

/**
 * The picture a shared link shows (Open Graph og:image, engine/share.ts):
 * 1200 × 630, cut from the page's photo around its focal point, as a JPEG
 * every app that draws link previews reads. The site's own variants are AVIF
 * and WebP at the photo's own proportions, and the stored original can be
 * 4096 px and several MB, more than WhatsApp fetches for a preview; so the
 * crop is made here, once per photo version and focal point, and kept in
 * memory.
 */
export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The largest 1200:630 box inside a `width` × `height` photo, centred on the
 * focal point (fractions 0..1 from the top left) as far as the edges allow.
 */
export function shareCrop(width: number, height: number, focus = { x: 0.5, y: 0.5 }): CropBox {
  const ratio = SHARE_IMAGE.width / SHARE_IMAGE.height;
  const boxWidth = Math.min(width, Math.round(height * ratio));
  const boxHeight = Math.min(height, Math.round(boxWidth / ratio));
  const place = (centre: number, box: number, whole: number) =>
    Math.min(whole - box, Math.max(0, Math.round(centre * whole - box / 2)));
  return {
    left: place(focus.x, boxWidth, width),
    top: place(focus.y, boxHeight, height),
    width: boxWidth,
    height: boxHeight,
  };
}

let sharpModule: Promise<typeof import('sharp')['default']> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

/** One crop at a time (a 4096 px photo is ~50 MB decoded); a few more wait, the rest are told to come back. */
const cropQueue = createJobQueue({ concurrency: 1, maxWaiting: 4 });

/** Crops made, newest last; a site has a few dozen pages, so a small cache holds every page's picture. */
const MAX_CACHED = 48;

export interface ShareImages {
  /** The JPEG for a slot (undefined when the slot is no stored image); throws QueueFullError when busy. */
  render(slot: string): Promise<Buffer | undefined>;
}

export function createShareImages(store: Pick<MediaStore, 'resolve' | 'blobs' | 'key' | 'editOf'>): ShareImages {
  const cache = new Map<string, Buffer>();
  return {
    async render(slot) {
      if (mediaKind(slot) !== 'image') return undefined;
      const resolved = store.resolve(slot);
      const version = store.blobs.info(store.key(slot))?.version;
      if (!resolved.exists || !version) return undefined;
      const focus = resolved.focus ? { x: resolved.focus.x / 100, y: resolved.focus.y / 100 } : undefined;
      // A library picture's crop and turn apply here too: the link preview shows what the page shows.
      const edit = store.editOf(slot);
      const cacheKey = `${slot}|${version}|${focus?.x ?? 0.5}|${focus?.y ?? 0.5}|${editStamp(edit)}`;
      const hit = cache.get(cacheKey);
      if (hit) {
        cache.delete(cacheKey);
        cache.set(cacheKey, hit);
        return hit;
      }
      const read = await store.blobs.read(store.key(slot));
      if (!read) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of read.body) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      const jpeg = await cropQueue.run(async () => {
        const sharp = await loadSharp();
        // Stored originals are upright already (media/variants.ts turns them at upload); staff's turn and crop
        // come first, and the focal point is a place in the picture they give.
        const shown = edit ? await turnedAndCropped(sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }), edit) : bytes;
        const open = () =>
          Buffer.isBuffer(shown)
            ? sharp(shown, { limitInputPixels: MAX_IMAGE_PIXELS })
            : sharp(shown.data, { raw: shown.info });
        const { width = 0, height = 0 } = await open().metadata();
        if (!width || !height) return undefined;
        const box = shareCrop(width, height, focus);
        return open()
          .extract(box)
          .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'fill' })
          .jpeg({ quality: 80, mozjpeg: true })
          .toBuffer();
      });
      if (!jpeg) return undefined;
      cache.set(cacheKey, jpeg);
      if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
      return jpeg;
    },
  };
}
