import { createHash } from 'node:crypto';
import type { Sharp } from 'sharp';
import type { CropRect, PictureEdit } from '../contracts/assets';

/**
 * A library picture's crop and rotation, applied when its sizes are made
 * (media/variants.ts) and when its sharing picture is cut
 * (media/share-image.ts). The stored original is never changed, so Reset
 * only has to make the sizes again from it.
 */
export type { PictureEdit };

/** What the assets table keeps of an edit (turns 0 and no crop: the original). */
export interface EditColumns {
  turns: number;
  cropX: number | null;
  cropY: number | null;
  cropWidth: number | null;
  cropHeight: number | null;
}

export const NO_EDIT_COLUMNS: EditColumns = { turns: 0, cropX: null, cropY: null, cropWidth: null, cropHeight: null };

/** The row's columns as an edit, or undefined when the picture is shown as uploaded. */
export function editOfColumns(c: EditColumns): PictureEdit | undefined {
  const turns = Number(c.turns) || 0;
  const crop: CropRect | null =
    c.cropX === null || c.cropY === null || c.cropWidth === null || c.cropHeight === null
      ? null
      : { x: Number(c.cropX), y: Number(c.cropY), width: Number(c.cropWidth), height: Number(c.cropHeight) };
  if (turns === 0 && !crop) return undefined;
  return { turns, crop };
}

export function columnsOfEdit(edit: PictureEdit | null | undefined): EditColumns {
  if (!edit) return NO_EDIT_COLUMNS;
  return {
    turns: edit.turns,
    cropX: edit.crop?.x ?? null,
    cropY: edit.crop?.y ?? null,
    cropWidth: edit.crop?.width ?? null,
    cropHeight: edit.crop?.height ?? null,
  };
}

/** An edit that changes nothing (no turn, the whole picture) is the original: stored as no edit at all. */
export function isNoEdit(edit: PictureEdit | null | undefined): boolean {
  if (!edit) return true;
  const c = edit.crop;
  const whole = !c || (c.x === 0 && c.y === 0 && c.width === 1 && c.height === 1);
  return edit.turns === 0 && whole;
}

export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where the edit cuts a `width` × `height` original: the turned picture's size,
 * and the crop in its pixels (inside it, at least one pixel each way).
 */
export function editGeometry(width: number, height: number, edit: PictureEdit | undefined) {
  const sideways = (edit?.turns ?? 0) % 2 === 1;
  const turned = { width: sideways ? height : width, height: sideways ? width : height };
  const c = edit?.crop;
  if (!c) return { turned, box: { left: 0, top: 0, ...turned } };
  const left = Math.min(turned.width - 1, Math.round(c.x * turned.width));
  const top = Math.min(turned.height - 1, Math.round(c.y * turned.height));
  const box: PixelBox = {
    left,
    top,
    width: Math.max(1, Math.min(turned.width - left, Math.round(c.width * turned.width))),
    height: Math.max(1, Math.min(turned.height - top, Math.round(c.height * turned.height))),
  };
  return { turned, box };
}

/** The picture's size as pages show it: the crop's, or the turned original's. */
export function editedSize(width: number, height: number, edit: PictureEdit | undefined) {
  const { box } = editGeometry(width, height, edit);
  return { width: box.width, height: box.height };
}

/** A short stamp of the edit, for caches that must tell one crop from another. */
export const editStamp = (edit: PictureEdit | undefined) =>
  edit
    ? `${edit.turns}:${edit.crop ? [edit.crop.x, edit.crop.y, edit.crop.width, edit.crop.height].join(',') : ''}`
    : '';

/**
 * The mark a crop's sizes carry in their names ("<id>.e1f2a3b4c5d6-800w.webp"; the original's sizes have none):
 * each crop and turn has its own files, so a draft crop's sizes are made beside the live one's and pages go on
 * naming the live one's until the publish. Empty for no edit.
 */
export const editTag = (edit: PictureEdit | null | undefined): string =>
  isNoEdit(edit) ? '' : `e${createHash('sha256').update(editStamp(edit!)).digest('hex').slice(0, 12)}`;

/** A variant stem with a crop's mark: "x" → "x.e1f2a3b4c5d6" (no mark: as it is). */
export const taggedStem = (stem: string, tag: string) => (tag ? `${stem}.${tag}` : stem);

/** A variant key's stem split from the crop's mark it may end with. */
export function splitTag(stem: string): { stem: string; tag: string } {
  const m = /^(.*)\.(e[0-9a-f]{12})$/.exec(stem);
  return m ? { stem: m[1], tag: m[2] } : { stem, tag: '' };
}

export type RawInfo = { width: number; height: number; channels: 1 | 2 | 3 | 4 };

/** The picture turned by the edit's quarter turns, then cut to its crop, as raw pixels. */
export async function turnedAndCropped(img: Sharp, edit: PictureEdit) {
  const meta = await img.metadata();
  const { box } = editGeometry(meta.width ?? 1, meta.height ?? 1, edit);
  // rotate() before extract(): sharp then cuts the turned picture, which is what the crop's fractions measure.
  const { data, info } = await img
    .rotate(90 * edit.turns)
    .extract(box)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } as RawInfo };
}
