import { z } from 'zod';
import { pageQuery } from './paging';

/**
 * The media library's contract (GET/POST /api/admin/media, PATCH/DELETE
 * /api/admin/media/:id), shared by the API and the picker and Library screens.
 */
export type AssetKind = 'image' | 'video' | 'pdf';

/**
 * Where an asset is used: a page whose published document shows it, or
 * whose draft does; a deleted page in the trash, or an earlier published
 * version kept in a page's History, that would show it again if restored.
 */
export interface AssetUse {
  path: string;
  state: 'published' | 'draft' | 'trash' | 'revision';
}

/** Uses that keep a file from being deleted at all; the others (trash, History) ask for a confirmation. */
export const BLOCKING_USES: readonly AssetUse['state'][] = ['published', 'draft'];

export interface Asset {
  /** The content key: the same on every instance, in every backup. */
  id: string;
  /** The address pages use; it never changes. */
  url: string;
  kind: AssetKind;
  fileName: string;
  /** The file's default description, edited in the Library (searchable; each page's field keeps its own alt text). */
  alt: string | null;
  width: number | null;
  height: number | null;
  /** Where the subject is, as fractions from the top left (0.5, 0.5: the centre); crops keep it in view. */
  focus: FocalPoint;
  /**
   * The crop and rotation staff gave the picture (null: shown as uploaded). The stored file is never changed:
   * width and height above are the picture as pages show it, the edit's `original` the file's own size.
   */
  edit: PictureEdit | null;
  /**
   * A picture whose focal point or crop has a saved draft that pages do not show yet (it waits for Publish,
   * a schedule or review): said in the list, so a change nobody published is never out of sight.
   */
  unpublishedChange?: boolean;
  bytes: number;
  createdAt: string;
  createdBy: string;
  usedBy: AssetUse[];
  /** A small image for lists: the narrowest WebP variant of an image, a video's poster; absent for PDFs. */
  thumb?: string;
}

/**
 * 409 answer of DELETE while something uses the asset. `confirm: true` when
 * only the trash or History keep it: DELETE …?confirm=1 deletes it anyway
 * (restoring those then shows the field as a problem to fix).
 */
export interface AssetInUseAnswer {
  error: string;
  usedBy: AssetUse[];
  confirm?: boolean;
}

export const assetDeleteQuery = z.strictObject({ confirm: z.literal('1', 'must be 1').optional() });

export const ASSET_ID = /^[0-9a-f]{32}$/;

export const assetListQuery = z.strictObject({
  q: z.string().max(100, 'must be at most 100 characters').optional(),
  kind: z.enum(['image', 'video', 'pdf'], 'must be image, video or pdf').optional(),
  unused: z.enum(['1', '0'], 'must be 1 (only files no page uses) or 0').optional(),
  ...pageQuery,
});
export type AssetListQuery = z.output<typeof assetListQuery>;

const fraction = z
  .number('must be a number from 0 (left or top) to 1 (right or bottom)')
  .min(0, 'must be at least 0 (the left or top edge)')
  .max(1, 'must be at most 1 (the right or bottom edge)')
  // A ten-thousandth of the width is finer than any crop can show; PostgreSQL's real cannot hold a value
  // below about 1.2e-38 and answered 500 for one.
  .transform((v) => Math.round(v * 10_000) / 10_000);
export const focalPoint = z.strictObject({ x: fraction, y: fraction });
export type FocalPoint = z.output<typeof focalPoint>;

/** The smallest crop side, as a fraction of the turned picture: below it a crop is a mistake (a click, not a drag). */
export const MIN_CROP = 0.02;

const cropSide = z
  .number('must be a number from 0.02 to 1 (a fraction of the turned picture)')
  .min(MIN_CROP, `must be at least ${MIN_CROP} (a crop needs a size; Reset shows the whole picture)`)
  .max(1, 'must be at most 1 (the whole width or height)')
  .transform((v) => Math.round(v * 10_000) / 10_000);

/** A crop rectangle in fractions of the picture after its turn, from the top left; it must lie inside it. */
export const cropRect = z
  .strictObject({ x: fraction, y: fraction, width: cropSide, height: cropSide })
  .refine((r) => r.x + r.width <= 1.0001, {
    message: 'x + width must be at most 1: the crop goes past the right edge of the picture',
    path: ['width'],
  })
  .refine((r) => r.y + r.height <= 1.0001, {
    message: 'y + height must be at most 1: the crop goes past the bottom edge of the picture',
    path: ['height'],
  });
export type CropRect = z.output<typeof cropRect>;

/**
 * A picture's edit: quarter turns clockwise (0 to 3), then a crop of the turned picture (null: all of it).
 * The original stays as uploaded; every size pages use, and the sharing picture, are made from it with the edit.
 */
export const pictureEdit = z.strictObject({
  turns: z
    .number('must be a number of quarter turns clockwise: 0, 1, 2 or 3')
    .int('must be a whole number of quarter turns (0, 1, 2 or 3): pictures turn by 90 degrees only')
    .min(0, 'must be 0, 1, 2 or 3 quarter turns clockwise (a turn to the left is 3)')
    .max(3, 'must be 0, 1, 2 or 3 quarter turns clockwise (4 is the picture as it was: 0)'),
  crop: cropRect.nullable(),
});
export type PictureEdit = z.output<typeof pictureEdit> & { original?: { width: number; height: number } };

/** PATCH /api/admin/media/:id: the default alt text, the focal point, the crop and rotation (null: back to the original). */
export const assetEditInput = z
  .strictObject({
    alt: z.string().trim().max(255, 'must be at most 255 characters').nullable().optional(),
    focus: focalPoint.optional(),
    edit: pictureEdit.nullable().optional(),
  })
  .refine(
    (e) => e.alt !== undefined || e.focus !== undefined || e.edit !== undefined,
    'give alt (the default alt text), focus ({ x, y }) or edit ({ turns, crop }, or null for the original)',
  );
export type AssetEditInput = z.output<typeof assetEditInput>;
