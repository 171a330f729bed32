import { EMPTY_MEDIA, collectMediaRefs, mediaKind, posterSlotOf } from './media-kind';
import type { PageShare } from './page';
import type { AnyPage } from './registry';

/**
 * The picture, title and description a link to a page shows where it is
 * shared (Open Graph). The picture is 1200 × 630, the 1.91 : 1 size
 * WhatsApp, Facebook and LinkedIn draw a large preview at; media/share-image.ts
 * cuts it from the photo around its focal point and serves it under
 * SHARE_IMAGE_PREFIX.
 */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Where the crops are served: /share-image/<the slot's path under /uploads>. */
export const SHARE_IMAGE_PREFIX = '/share-image/';

/** The address of a slot's share crop; the version (the file's and its focal point's) makes a changed photo a new address. */
export function shareImageUrl(slot: string, version: string, focus?: { x: number; y: number }): string {
  const at = focus ? `-${focus.x}-${focus.y}` : '';
  return `${SHARE_IMAGE_PREFIX}${slot.slice('/uploads/'.length)}?v=${encodeURIComponent(version + at)}`;
}

/**
 * The pictures a page could be shared with, best first: the one chosen for
 * sharing, the page file's socialImage, then every picture on the page in
 * reading order (a video by its poster frame), so the hero's first slide
 * comes first where the page has a hero. The head takes the first that has
 * a stored file; the editor's Sharing preview does the same by trying each.
 */
export function shareImageCandidates(page: {
  meta: { title: string; share?: unknown; socialImage?: unknown };
  blocks: AnyPage['blocks'];
}): string[] {
  const share = page.meta.share as PageShare | undefined;
  const chosen = [share?.image, page.meta.socialImage].filter(
    (s): s is string => typeof s === 'string' && !!s && s !== EMPTY_MEDIA,
  );
  // A video shows as its poster frame, once the video pipeline has made one.
  const onPage = [...collectMediaRefs(page.blocks)]
    .filter((s) => s !== EMPTY_MEDIA && mediaKind(s) !== 'pdf')
    .map((s) => (mediaKind(s) === 'video' ? posterSlotOf(s) : s));
  return [...new Set([...chosen, ...onPage])];
}

/**
 * The alt text a page gives a picture where it shows it (a hero slide's `alt`, a card's): a sharing preview
 * describes its picture with it when the file has no alt text of its own, as the page files' pictures have not.
 */
export function altOnPage(blocks: unknown, slot: string): string | undefined {
  let found: string | undefined;
  const walk = (v: unknown) => {
    if (found || !v || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const x of v) walk(x);
      return;
    }
    const o = v as Record<string, unknown>;
    if (typeof o.alt === 'string' && o.alt.trim() && Object.values(o).includes(slot)) {
      found = o.alt.trim();
      return;
    }
    for (const x of Object.values(o)) walk(x);
  };
  walk(blocks);
  return found;
}
