import type { Asset, CropRect } from '../../../contracts/assets';

/** The whole picture: what a crop starts as, and what it is saved as (no crop). */
export const WHOLE: CropRect = { x: 0, y: 0, width: 1, height: 1 };

/** The shapes staff pick from; Free lets the rectangle be any shape. Width over height. */
export const ASPECTS = [
  { id: 'free', label: 'Free', ratio: undefined },
  { id: '16:9', label: '16:9', ratio: 16 / 9 },
  { id: '4:3', label: '4:3', ratio: 4 / 3 },
  { id: '1:1', label: '1:1', ratio: 1 },
] as const;
export type AspectId = (typeof ASPECTS)[number]['id'];

const round = (f: number) => Math.round(f * 10_000) / 10_000;
const clamp01 = (f: number) => Math.min(1, Math.max(0, f));
/** The smallest side a crop may have (the API refuses less). */
const MIN = 0.02;

/** The file's own size (before any turn), from the answer. */
export function originalSize(asset: Pick<Asset, 'width' | 'height' | 'edit'>) {
  return asset.edit?.original ?? { width: asset.width ?? 1, height: asset.height ?? 1 };
}

/** The picture's size after `turns` quarter turns. */
export function turnedSize(original: { width: number; height: number }, turns: number) {
  return turns % 2 ? { width: original.height, height: original.width } : original;
}

/** A rectangle kept inside the picture, with at least the smallest size each way. */
export function insidePicture(r: CropRect): CropRect {
  const width = Math.min(1, Math.max(MIN, r.width));
  const height = Math.min(1, Math.max(MIN, r.height));
  return {
    x: round(Math.min(1 - width, clamp01(r.x))),
    y: round(Math.min(1 - height, clamp01(r.y))),
    width: round(width),
    height: round(height),
  };
}

/**
 * The rectangle given the shape `ratio` (width over height, in pixels of the turned picture `size`), around its
 * own centre, as large as it can be without growing past its width or leaving the picture.
 */
export function withAspect(r: CropRect, ratio: number | undefined, size: { width: number; height: number }): CropRect {
  if (!ratio) return insidePicture(r);
  // In fractions: a pixel ratio becomes ratio × height / width of the picture.
  const fractionRatio = (ratio * size.height) / size.width;
  let width = r.width;
  let height = width / fractionRatio;
  if (height > 1) {
    height = 1;
    width = fractionRatio;
  }
  if (width > 1) {
    width = 1;
    height = 1 / fractionRatio;
  }
  const cx = r.x + r.width / 2;
  const cy = r.y + r.height / 2;
  return insidePicture({ x: cx - width / 2, y: cy - height / 2, width, height });
}

/** The rectangle as it lies after the picture turns a quarter to the right (1) or the left (-1). */
export function turnRect(r: CropRect, direction: 1 | -1): CropRect {
  return direction === 1
    ? insidePicture({ x: 1 - r.y - r.height, y: r.x, width: r.height, height: r.width })
    : insidePicture({ x: r.y, y: 1 - r.x - r.width, width: r.height, height: r.width });
}

/** The rectangle between two points of a drag (fractions of the picture), in the chosen shape. */
export function dragRect(
  from: { x: number; y: number },
  to: { x: number; y: number },
  ratio: number | undefined,
  size: { width: number; height: number },
): CropRect {
  const a = { x: clamp01(from.x), y: clamp01(from.y) };
  const b = { x: clamp01(to.x), y: clamp01(to.y) };
  let width = Math.abs(b.x - a.x);
  let height = Math.abs(b.y - a.y);
  if (ratio) {
    const fractionRatio = (ratio * size.height) / size.width;
    // The drag's longer side (in the chosen shape) decides; the other follows.
    if (width / fractionRatio >= height) height = width / fractionRatio;
    else width = height * fractionRatio;
  }
  const x = b.x >= a.x ? a.x : a.x - width;
  const y = b.y >= a.y ? a.y : a.y - height;
  return insidePicture({ x, y, width, height });
}

export const isWhole = (r: CropRect) => r.x === 0 && r.y === 0 && r.width === 1 && r.height === 1;
