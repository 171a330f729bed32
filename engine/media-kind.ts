/** Media slot helpers with no dependencies, safe for client bundles (no zod). */
export const MEDIA_PREFIX = '/uploads/';
export const SLOT_PATTERN = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._\-/]*\.(jpg|jpeg|png|webp|mp4|pdf)$/;

export type MediaKind = 'image' | 'video' | 'pdf';

/** Media is a video if its path contains .mp4, .mov or .avi. */
export function mediaKind(ref: string): MediaKind {
  if (/\.(mp4|mov|avi)/i.test(ref)) return 'video';
  if (/\.pdf$/i.test(ref)) return 'pdf';
  return 'image';
}

export function isMediaRef(value: unknown): value is string {
  return typeof value === 'string' && SLOT_PATTERN.test(value) && !value.includes('..') && !value.includes('//');
}

/** Every media slot referenced anywhere inside a value (props, page, list). */
export function collectMediaRefs(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (isMediaRef(value)) into.add(value);
  else if (Array.isArray(value)) for (const v of value) collectMediaRefs(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectMediaRefs(v, into);
  return into;
}
