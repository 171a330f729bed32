import { z } from 'zod';

/**
 * A media slot: a path under /uploads following the seed naming conventions.
 * Blocks take slots, never URLs; the media store resolves a slot at render time
 * to a versioned URL when a file exists, or to a placeholder when it does not.
 * The media manifest finds slots by walking validated pages for these strings.
 */
export const MEDIA_PREFIX = '/uploads/';
const slotPattern = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._\-/]*\.(jpg|jpeg|png|webp|mp4|pdf)$/;

export const mediaRef = z
  .string()
  .regex(slotPattern, 'must be a media slot: /uploads/<folder>/<file>.(jpg|png|webp|mp4|pdf)')
  .refine((s) => !s.includes('..') && !s.includes('//'), 'must not contain ".." or "//"');

export const imageRef = mediaRef.refine((s) => /\.(jpg|jpeg|png|webp)$/.test(s), 'must be an image slot (.jpg, .png or .webp)');
export const videoRef = mediaRef.refine((s) => s.endsWith('.mp4'), 'must be a video slot (.mp4)');
export const pdfRef = mediaRef.refine((s) => s.endsWith('.pdf'), 'must be a PDF slot (.pdf)');

export type MediaKind = 'image' | 'video' | 'pdf';

/** Seed 001 §4: media is a video if its path contains .mp4, .mov or .avi. */
export function mediaKind(ref: string): MediaKind {
  if (/\.(mp4|mov|avi)/i.test(ref)) return 'video';
  if (/\.pdf$/i.test(ref)) return 'pdf';
  return 'image';
}

export function isMediaRef(value: unknown): value is string {
  return typeof value === 'string' && slotPattern.test(value);
}

/** Every media slot referenced anywhere inside a value (props, page, list). */
export function collectMediaRefs(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (isMediaRef(value)) into.add(value);
  else if (Array.isArray(value)) for (const v of value) collectMediaRefs(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectMediaRefs(v, into);
  return into;
}
