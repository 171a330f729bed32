import { readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Metadata } from 'sharp';
import type { MediaStore } from './store';
import { VARIANT_FORMATS } from './store';
import { commitFile, removeQuietly, type SniffedType } from './storage';

/** sharp (libvips, tens of MB of RSS) loads on the first image upload, not at server start. */
let sharpModule: Promise<typeof import('sharp')['default']> | undefined;
function loadSharp() {
  return (sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // Two cores: more threads only queue; AVIF at effort 2 is ~12x faster than the default for a small loss.
    sharp.concurrency(2);
    return sharp;
  }));
}

export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** Widths to make for an image this wide: the standard ones below it, and itself up to the largest. */
export function variantWidths(width: number): number[] {
  const out: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  const top = Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
  if (!out.includes(top)) out.push(top);
  return out;
}

export class ImageError extends Error {}

export interface PreparedImage {
  /** The file to store under the target's name (the upload, or its transcoded copy). */
  file: string;
  width: number;
  height: number;
  /** Variant temp files and where each goes. */
  variants: { tmp: string; dest: string }[];
  temps: string[];
}

/**
 * Decodes an uploaded image (proving it is one), stores it in the target's
 * format (a PNG sent to a .jpg target becomes a JPEG, so the served type is
 * right), and renders AVIF and WebP variants, all into temp files.
 */
export async function prepareImage(store: MediaStore, slot: string, upload: string, sniffed: SniffedType, want: SniffedType): Promise<PreparedImage> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(upload).metadata();
  } catch {
    throw new ImageError('The file could not be read as an image.');
  }
  if (!meta.width || !meta.height) throw new ImageError('The file could not be read as an image.');
  const swap = (meta.orientation ?? 1) >= 5;
  const width = swap ? meta.height : meta.width;
  const height = swap ? meta.width : meta.height;
  const temps: string[] = [];
  let file = upload;
  try {
    if (sniffed !== want) {
      file = `${upload}.${want}`;
      temps.push(file);
      const img = sharp(upload).rotate();
      await (want === 'png' ? img.png() : want === 'webp' ? img.webp({ quality: 90 }) : img.flatten({ background: '#ffffff' }).jpeg({ quality: 90 })).toFile(file);
    }
    const variants: PreparedImage['variants'] = [];
    const base = sharp(file).rotate();
    await Promise.all(
      variantWidths(width).flatMap((w) =>
        VARIANT_FORMATS.map(async (f) => {
          const tmp = `${upload}.${w}.${f.ext}`;
          temps.push(tmp);
          const resized = base.clone().resize({ width: w, withoutEnlargement: true });
          await (f.ext === 'avif' ? resized.avif({ effort: 2, quality: 50 }) : resized.webp({ quality: 75 })).toFile(tmp);
          variants.push({ tmp, dest: store.variantPath(slot, w, f.ext) });
        }),
      ),
    );
    return { file, width, height, variants, temps };
  } catch (err) {
    await Promise.all(temps.map(removeQuietly));
    if (err instanceof ImageError) throw err;
    throw new ImageError(`The image could not be processed: ${(err as Error).message}`);
  }
}

/** Puts new variants in place and removes the slot's old ones of other widths. */
export async function commitVariants(store: MediaStore, slot: string, variants: PreparedImage['variants']) {
  const keep = new Set(variants.map((v) => basename(v.dest)));
  for (const v of variants) await commitFile(v.tmp, v.dest);
  const probe = store.variantPath(slot, 1, 'avif');
  const dir = dirname(probe);
  const stem = basename(slot).replace(/\.[a-z0-9]+$/i, '');
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const n of names) {
    if (!keep.has(n) && n.startsWith(`${stem}-`) && /^-\d+w\.(avif|webp)$/.test(n.slice(stem.length))) await removeQuietly(join(dir, n));
  }
}
