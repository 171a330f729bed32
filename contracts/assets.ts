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

/** PATCH /api/admin/media/:id: the default alt text, the focal point, or both. */
export const assetEditInput = z
  .strictObject({
    alt: z.string().trim().max(255, 'must be at most 255 characters').nullable().optional(),
    focus: focalPoint.optional(),
  })
  .refine((e) => e.alt !== undefined || e.focus !== undefined, 'give alt (the default alt text) or focus ({ x, y })');
export type AssetEditInput = z.output<typeof assetEditInput>;
