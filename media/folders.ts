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
