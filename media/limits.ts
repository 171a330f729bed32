import type { MediaKind } from '../engine/media-kind';

/**
 * Upload limits per kind (bytes), shared by the endpoint and the upload
 * manager (which refuses an oversized file before sending it). No imports
 * beyond types: the admin bundle loads this file.
 */
export const SIZE_LIMITS: Record<MediaKind, number> = {
  image: 15 * 1024 * 1024,
  pdf: 50 * 1024 * 1024,
  video: 300 * 1024 * 1024,
};
export const MAX_UPLOAD = Math.max(...Object.values(SIZE_LIMITS));

/** What the file picker offers for each kind (seed 000 §2.6: video for .mp4, PDF for .pdf, images otherwise). */
export const PICKER_ACCEPT: Record<MediaKind, string> = {
  image: 'image/jpeg,image/png,image/webp',
  video: 'video/mp4',
  pdf: 'application/pdf',
};
