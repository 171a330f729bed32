/** Media slot helpers with no dependencies, safe for client bundles (no zod). */
export const MEDIA_PREFIX = '/uploads/';
/**
 * A media reference: a seed slot (a name a page file declares, e.g. /uploads/home/hero/x.jpg)
 * or a library asset (/uploads/_assets/<content hash>.<ext>, an address that never changes).
 */
export const SLOT_PATTERN =
  /^\/uploads\/(?:_assets\/[0-9a-f]{32}|[A-Za-z0-9][A-Za-z0-9._\-/]*)\.(jpg|jpeg|png|webp|mp4|pdf)$/;

/**
 * The poster image the video pipeline makes for a video slot, under
 * /uploads/_posters: /uploads/home/hero/x.mp4 → /uploads/_posters/home/hero/x.jpg.
 */
export const posterSlotOf = (videoSlot: string) =>
  `${MEDIA_PREFIX}_posters/${videoSlot.slice(MEDIA_PREFIX.length).replace(/\.[a-z0-9]+$/i, '')}.jpg`;

/**
 * The small rendition of a video slot that phones play (at most 640×360),
 * beside its poster: /uploads/home/hero/x.mp4 → /uploads/_posters/home/hero/x.mp4.
 * It shares the poster's folder so that everything that keeps, copies or
 * removes a video's derived files already walks past it.
 */
export const smallVideoSlotOf = (videoSlot: string) => posterSlotOf(videoSlot).replace(/\.jpg$/, '.mp4');

/** Where library assets live under /uploads; no slot can start with '_', so no page file declares one. */
export const ASSET_PREFIX = '/uploads/_assets/';
const ASSET_PATTERN = /^\/uploads\/_assets\/[0-9a-f]{32}\.(jpg|png|webp|mp4|pdf)$/;

/** A library asset's URL (as opposed to a seed slot's name). */
export const isAssetUrl = (value: unknown): value is string => typeof value === 'string' && ASSET_PATTERN.test(value);

export type MediaKind = 'image' | 'video' | 'pdf';

/** Media is a video if its path contains .mp4, .mov or .avi. */
export function mediaKind(ref: string): MediaKind {
  if (/\.(mp4|mov|avi)/i.test(ref)) return 'video';
  if (/\.pdf$/i.test(ref)) return 'pdf';
  return 'image';
}

/**
 * The longest folder or file name a slot may have: a slot's media record keeps its first folder, its second,
 * and the folders after those (joined) in columns of 100 characters, which PostgreSQL enforces and SQLite does not.
 */
export const SLOT_NAME_MAX = 100;

/** Whether each of a slot's stored parts fits its column (see SLOT_NAME_MAX). */
export function slotNamesFit(ref: string): boolean {
  const parts = ref.slice(MEDIA_PREFIX.length).split('/');
  const file = parts.pop() ?? '';
  const [first = '', second = '', ...rest] = parts;
  return [file, first, second, rest.join('/')].every((p) => p.length <= SLOT_NAME_MAX);
}

export function isMediaRef(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    SLOT_PATTERN.test(value) &&
    !value.includes('..') &&
    !value.includes('//') &&
    slotNamesFit(value)
  );
}

/** Every media slot referenced anywhere inside a value (props, page, list). */
export function collectMediaRefs(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (isMediaRef(value)) into.add(value);
  else if (Array.isArray(value)) for (const v of value) collectMediaRefs(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectMediaRefs(v, into);
  return into;
}

/** What an empty media field holds: the placeholder image, which every image or media field accepts and renders as "no file yet". */
export const EMPTY_MEDIA = '/uploads/placeholder.jpg';

/**
 * A copy of `value` in which no seed slot remains: a new section, a
 * duplicated one or a copied page must never point at another page's named
 * files (an upload into the name would change that page too). A slot in a
 * list goes; a slot in a single field becomes the placeholder (a PDF field,
 * which the placeholder image cannot fill, keeps its slot). Library assets
 * stay: their files never change, so sharing them is safe.
 */
export function withoutSeedSlots<T>(value: T): T {
  const isSlot = (v: unknown): v is string => isMediaRef(v) && !isAssetUrl(v) && v !== EMPTY_MEDIA;
  const visit = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.filter((item) => !isSlot(item)).map(visit);
    if (isSlot(v)) return mediaKind(v) === 'pdf' ? v : EMPTY_MEDIA;
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, visit(item)]));
    return v;
  };
  return visit(value) as T;
}
