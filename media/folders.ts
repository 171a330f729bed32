import { isMediaRef } from '../engine/media-kind';

/*
 * The folders under /uploads that hold derived files rather than page slots.
 * A module of their own so that the store and the slot aliases, which both
 * need them, need not import each other.
 */

/** Responsive variants live here under /uploads; no page slot can start with '_', so no target collides. */
export const VARIANTS_DIR = '_variants';

/**
 * Video posters live here under /uploads (with their variants under _variants/_posters), and beside each
 * poster its video's small rendition for phones (same stem, .mp4): like variants, out of every page slot's way.
 */
export const POSTERS_DIR = '_posters';

/** The poster image of a video slot (in engine/media-kind.ts, where the page head's share picture finds it too). */
export { posterSlotOf, smallVideoSlotOf } from '../engine/media-kind';

const ASSET_KEY = /^_assets\/[0-9a-f]{32}\.(jpg|png|webp|mp4|pdf)$/;
const DERIVED_KEY = new RegExp(`^(${VARIANTS_DIR}|${POSTERS_DIR})/[A-Za-z0-9_][A-Za-z0-9._\\-/]*$`);

/**
 * Whether anything the site stores can live at `key` (below /uploads/, decoded): a library file's content
 * hash, a derived file (variant, poster, phone rendition) or a slot a page may name. Any other name is a 404
 * without asking the store: a flood of made-up names then costs no bucket request at all.
 */
export function couldBeStored(key: string): boolean {
  if (key.includes('..') || key.includes('//')) return false;
  if (key.startsWith('_')) return ASSET_KEY.test(key) || DERIVED_KEY.test(key);
  return isMediaRef(`/uploads/${key}`);
}
