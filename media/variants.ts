import { randomUUID } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import type { Metadata } from 'sharp';
import type { MediaStore } from './store';
import { VARIANT_FORMATS } from './store';
import { type JobQueue, QueueFullError, createJobQueue } from './job-queue';
import { stripJpegMetadata } from './jpeg-metadata';
import { MAX_IMAGE_PIXELS } from '../contracts/media';
import { DiskFullError, isDiskFull, removeQuietly, type SniffedType } from './storage';
import { editTag, turnedAndCropped, type PictureEdit, type RawInfo } from './picture-edit';

/** sharp (libvips, tens of MB of RSS) loads on the first image upload, not at server start. */
let sharpModule: Promise<typeof import('sharp')['default']> | undefined;
function loadSharp() {
  return (sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // Two cores: more threads only queue; AVIF at effort 2 is ~12x faster than the default for a small loss.
    sharp.concurrency(2);
    // Each upload is read once: libvips' operation cache would only keep decoded pixels alive.
    sharp.cache(false);
    return sharp;
  }));
}

/**
 * 800 is there for the most common phone screens: 360–412 CSS px at a device
 * pixel ratio of 1.75–2 need 630–824 px for a full-width picture, and
 * Chromium takes the smallest candidate at least that wide. Without it those
 * phones got the 960 variant (and with a 720 one, 412 px at 1.75 still did:
 * it needs 721). The 960 variant of a phone photo was 2–3 times the bytes.
 */
export const VARIANT_WIDTHS = [480, 800, 960, 1600] as const;

/**
 * The stored original is at most this many pixels on its long side (larger
 * uploads are scaled down, keeping their proportions). The site never shows
 * more than its 1600 px variants; beyond 4096 px an original only costs
 * memory while it is turned upright (held whole, 3 bytes a pixel: 180 MB for
 * a 61 MP portrait photo) and bandwidth where it is served as the fallback.
 */
export const MAX_STORED_EDGE = 4096;

/** Widths to make for an image this wide: the standard ones below it, and itself up to the largest. */
export function variantWidths(width: number): number[] {
  const out: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  const top = Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
  if (!out.includes(top)) out.push(top);
  return out;
}

export class ImageError extends Error {}

/** Refused from the header alone: the image has more pixels than MAX_IMAGE_PIXELS. */
export class ImageTooLargeError extends ImageError {}

/** Refused because the image queue is full (the server is busy with other images). */
export class ImageBusyError extends ImageError {}

const megapixels = (n: number) => `${Math.round(n / 1e4) / 100} megapixels`;

/** The 413 message: the image's size and the limit, in words staff can act on. */
export function tooManyPixels(width: number, height: number, limit = MAX_IMAGE_PIXELS): string | undefined {
  if (width * height <= limit) return undefined;
  return `The image is ${width} × ${height} pixels (${megapixels(width * height)}); the largest accepted is ${megapixels(limit)} (for example 9800 × 6500). Scale it down and upload it again.`;
}

/**
 * One image at a time, up to eight waiting: the memory image work can take is
 * one job's, whatever number of uploads arrive together.
 */
let imageQueueSettings = { concurrency: 1, maxWaiting: 8 };
let imageQueue = createJobQueue(imageQueueSettings);

/** The queue in use and its settings, for the test suite's check that no test file leaves them changed or busy (tests/leaks.ts). */
export const imageQueueInUse = (): { queue: JobQueue; concurrency: number; maxWaiting: number } => ({
  queue: imageQueue,
  ...imageQueueSettings,
});

/**
 * For batch work with nobody else waiting (the bench's demo media, a restore):
 * run `workers` images side by side, one per core, each on one libvips thread
 * so they do not fight over the cores. The server keeps one at a time, since
 * its memory bound is one job's. Call it before the first image.
 */
export async function setImageWorkers(workers: number): Promise<void> {
  const sharp = await loadSharp();
  const n = Math.max(1, Math.floor(workers));
  sharp.concurrency(n > 1 ? 1 : 2);
  imageQueueSettings = { concurrency: n, maxWaiting: Math.max(8, n * 4) };
  imageQueue = createJobQueue(imageQueueSettings);
}

export interface PreparedImage {
  /** The file to store under the target's name (the upload, or its cleaned or transcoded copy). */
  file: string;
  width: number;
  height: number;
  /** Variant temp files and where each goes. */
  variants: { tmp: string; key: string }[];
  temps: string[];
}

/**
 * Checks an uploaded image's header (type and pixel count, before any pixel
 * is decoded), then, through the image queue, stores it without metadata in
 * the target's format and renders AVIF and WebP variants, all into temp files.
 *
 * What is served carries no metadata: no EXIF (GPS position, camera, author,
 * thumbnails), XMP, IPTC, comments or colour profile. The orientation is
 * applied to the pixels first and the colours converted to sRGB, so the
 * picture looks the same without them; one over MAX_STORED_EDGE is scaled
 * down. A JPEG that needs none of this keeps its compressed data untouched
 * (media/jpeg-metadata.ts): no quality lost to a second encoding.
 */
export async function prepareImage(
  store: MediaStore,
  slot: string,
  upload: string,
  sniffed: SniffedType,
  want: SniffedType,
): Promise<PreparedImage> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // Reads the header only: the pixel count is known before anything is decoded.
    meta = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageError('The file could not be read as an image.');
  }
  if (!meta.width || !meta.height) throw new ImageError('The file could not be read as an image.');
  const tooLarge = tooManyPixels(meta.width, meta.height);
  if (tooLarge) throw new ImageTooLargeError(tooLarge);
  try {
    return await imageQueue.run(() => render(sharp, store, slot, upload, meta, sniffed, want));
  } catch (err) {
    if (err instanceof QueueFullError)
      throw new ImageBusyError('The server is busy processing other images. Please try this one again in a minute.');
    throw err;
  }
}

type Sharp = Awaited<ReturnType<typeof loadSharp>>;

async function render(
  sharp: Sharp,
  store: MediaStore,
  slot: string,
  upload: string,
  meta: Metadata,
  sniffed: SniffedType,
  want: SniffedType,
): Promise<PreparedImage> {
  // Every decoder gets the limit too, should a file's header and its data disagree.
  const open = (input: string | Buffer) => sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS });
  const temps: string[] = [];
  try {
    let file = `${upload}.clean.${want}`;
    const fits = Math.max(meta.width!, meta.height!) <= MAX_STORED_EDGE;
    const untouched =
      fits &&
      sniffed === 'jpeg' &&
      want === 'jpeg' &&
      (meta.orientation ?? 1) === 1 &&
      !meta.icc &&
      (meta.space === 'srgb' || meta.space === 'b-w');
    const stripped = untouched ? stripJpegMetadata(await readFile(upload)) : undefined;
    let width: number;
    let height: number;
    if (stripped) {
      width = meta.width!;
      height = meta.height!;
      if (stripped.length === (await stat(upload)).size) file = upload;
      else {
        temps.push(file);
        await writeFile(file, stripped);
      }
    } else {
      temps.push(file);
      // Orientation first, then sRGB; no keepMetadata(), so nothing else is written. Scaling down
      // to MAX_STORED_EDGE happens before the turn, so only the smaller image is ever held whole.
      const img = open(upload)
        .autoOrient()
        .resize({ width: MAX_STORED_EDGE, height: MAX_STORED_EDGE, fit: 'inside', withoutEnlargement: true })
        .toColourspace('srgb');
      // optimiseCoding off: with it libjpeg holds every coefficient of the image until the end (+70 MB for 24 MP).
      const out =
        want === 'png'
          ? img.png()
          : want === 'webp'
            ? img.webp({ quality: 90 })
            : img.flatten({ background: '#ffffff' }).jpeg({ quality: 90, optimiseCoding: false });
      const info = await out.toFile(file);
      width = info.width;
      height = info.height;
    }
    const variants = await encodeVariants(sharp, store, slot, open(file), { width, base: upload, temps });
    return { file, width, height, variants, temps };
  } catch (err) {
    await Promise.all(temps.map(removeQuietly));
    if (err instanceof ImageError) throw err;
    // A full disk is not the image's fault; the caller answers it as such (507).
    if (isDiskFull(err)) throw new DiskFullError();
    // The library's words can name the temporary files; the server's paths are nobody's business.
    const said = (err as Error).message.replace(/\/[^\s:'"]+/g, 'a temporary file');
    throw new ImageError(`The image could not be processed: ${said}`);
  }
}

/**
 * The AVIF and WebP variants of `img` (`width` px wide) into temp files named after `base`.
 * They start from one copy at the largest variant width, decoded once (a JPEG shrinks on load).
 */
async function encodeVariants(
  sharp: Sharp,
  store: MediaStore,
  slot: string,
  img: import('sharp').Sharp,
  { width, base, temps, tag }: { width: number; base: string; temps: string[]; tag?: string },
): Promise<PreparedImage['variants']> {
  const top = await img
    .resize({ width: Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const variants: PreparedImage['variants'] = [];
  // One encoder at a time: an AVIF encoder alone takes tens of MB. AVIF at 4:2:0 like the JPEGs
  // it comes from (sharp's default, 4:4:4, spends bytes on colour detail a photo does not have,
  // and took 130 MB instead of 80 for a 1600 × 2400 variant).
  for (const w of variantWidths(width)) {
    for (const f of VARIANT_FORMATS) {
      const tmp = `${base}.${w}.${f.ext}`;
      temps.push(tmp);
      const resized = sharp(top.data, {
        raw: { width: top.info.width, height: top.info.height, channels: top.info.channels },
      }).resize({ width: w, withoutEnlargement: true });
      await (f.ext === 'avif'
        ? resized.avif({ effort: 2, quality: 50, chromaSubsampling: '4:2:0' })
        : resized.webp({ quality: 75 })
      ).toFile(tmp);
      variants.push({ tmp, key: store.variantKey(slot, w, f.ext, tag) });
    }
  }
  return variants;
}

/**
 * Makes a library picture's variants from its stored original with `edit` (undefined: as uploaded), through the
 * image queue, and puts them in place under that edit's own names (media/picture-edit.ts editTag): another
 * crop's sizes, the live one's among them, are not touched, nor is the original. Answers the edited size.
 */
export async function remakeVariants(
  store: MediaStore,
  slot: string,
  edit: PictureEdit | undefined,
): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  const read = await store.blobs.read(store.key(slot));
  if (!read) throw new ImageError('The stored picture is missing; upload it again.');
  const chunks: Buffer[] = [];
  for await (const chunk of read.body) chunks.push(chunk as Buffer);
  const original = Buffer.concat(chunks);
  await mkdir(store.tmpDir, { recursive: true });
  const temps: string[] = [];
  try {
    const made = await imageQueue.run(async () => {
      const open = (input: Buffer, raw?: RawInfo) =>
        sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, ...(raw ? { raw } : {}) });
      const shown = edit ? await turnedAndCropped(open(original), edit) : undefined;
      const width = shown?.info.width ?? (await open(original).metadata()).width ?? 1;
      const height = shown?.info.height ?? (await open(original).metadata()).height ?? 1;
      const base = join(store.tmpDir, `edit-${randomUUID()}`);
      const img = shown ? open(shown.data, shown.info) : open(original);
      const tag = editTag(edit);
      return { width, height, variants: await encodeVariants(sharp, store, slot, img, { width, base, temps, tag }) };
    });
    if (editTag(edit)) for (const v of made.variants) await store.blobs.commit(v.key, v.tmp);
    else await commitVariants(store, slot, made.variants);
    return { width: made.width, height: made.height };
  } catch (err) {
    if (err instanceof QueueFullError)
      throw new ImageBusyError('The server is busy processing other images. Please try this one again in a minute.');
    if (isDiskFull(err)) throw new DiskFullError();
    throw err;
  } finally {
    await Promise.all(temps.map(removeQuietly));
  }
}

/** Puts new variants in place and removes the slot's old ones of other widths. */
export async function commitVariants(store: MediaStore, slot: string, variants: PreparedImage['variants']) {
  const keep = new Set(variants.map((v) => posix.basename(v.key)));
  for (const v of variants) await store.blobs.commit(v.key, v.tmp);
  const dir = posix.dirname(store.variantKey(slot, 1, 'avif'));
  const stem = posix.basename(slot).replace(/\.[a-z0-9]+$/i, '');
  for (const n of store.blobs.names(dir)) {
    if (!keep.has(n) && n.startsWith(`${stem}-`) && /^-\d+w\.(avif|webp)$/.test(n.slice(stem.length)))
      await store.blobs.remove(posix.join(dir, n));
  }
}
