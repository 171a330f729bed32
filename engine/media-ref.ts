import { z } from 'zod';
import { ASSET_PREFIX, EMPTY_MEDIA, MEDIA_PREFIX, SLOT_NAME_MAX, SLOT_PATTERN, slotNamesFit } from './media-kind';

export {
  ASSET_PREFIX,
  MEDIA_PREFIX,
  collectMediaRefs,
  isAssetUrl,
  isMediaRef,
  mediaKind,
  type MediaKind,
} from './media-kind';

/**
 * A media slot: a path under /uploads following the seed naming conventions.
 * Blocks take slots, never URLs; the media store resolves a slot at render time
 * to a versioned URL when a file exists, or to a placeholder when it does not.
 * The media manifest finds slots by walking validated pages for these strings.
 */
export const mediaRef = z
  .string()
  .regex(
    SLOT_PATTERN,
    'must be a media slot: /uploads/<folder>/<file>.(jpg|png|webp|mp4|pdf), or a file from the media library',
  )
  .refine((s) => !s.includes('..') && !s.includes('//'), 'must not contain ".." or "//"')
  // A slot straight under /uploads has no upload target (the upload manager files each slot under its folder), so
  // no upload could ever fill it; only the built-in placeholder lives there.
  .refine(
    (s) => s.startsWith(ASSET_PREFIX) || s === EMPTY_MEDIA || s.slice(MEDIA_PREFIX.length).includes('/'),
    'must be in a folder: /uploads/<folder>/<file>, or a file from the media library',
  )
  .refine(
    slotNamesFit,
    `must have a file name, a first and a second folder, and the folders after those, of at most ${SLOT_NAME_MAX} characters each`,
  );

export const imageRef = mediaRef.refine(
  (s) => /\.(jpg|jpeg|png|webp)$/.test(s),
  'must be an image slot (.jpg, .png or .webp)',
);
export const videoRef = mediaRef.refine((s) => s.endsWith('.mp4'), 'must be a video slot (.mp4)');
export const pdfRef = mediaRef.refine((s) => s.endsWith('.pdf'), 'must be a PDF slot (.pdf)');
