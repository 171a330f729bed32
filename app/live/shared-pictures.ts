import { mediaKind } from '../../engine/media-kind';
import type { AnyPage } from '../../engine/registry';
import { shareImageCandidates } from '../../engine/share';
import type { MediaStore } from '../../media/store';

/**
 * Whether a picture is one a live page names as its sharing image, as the page's head picks it (engine/head.ts:
 * the first of the page's candidates with a stored image). /share-image/ serves only these: a photo uploaded to
 * the library but on no live page (a draft's, an unused one) stays private, and the crops that can be asked for
 * are at most one per page, so cycling through every stored photo no longer re-crops originals on each request.
 *
 * The candidates are indexed once per set of live pages (the same array until a change replaces it); which of
 * them has a file is asked at each request, as the head asks it, so an upload changes the answer at once.
 */
export function sharedPictures(pages: () => readonly AnyPage[], media: Pick<MediaStore, 'resolve'>) {
  let indexed: readonly AnyPage[] | undefined;
  let bySlot = new Map<string, string[][]>();
  const index = () => {
    const now = pages();
    if (now === indexed) return bySlot;
    indexed = now;
    bySlot = new Map();
    for (const page of now) {
      if (page.layout !== 'site') continue;
      const candidates = shareImageCandidates(page);
      for (const slot of candidates) {
        const lists = bySlot.get(slot) ?? [];
        lists.push(candidates);
        bySlot.set(slot, lists);
      }
    }
    return bySlot;
  };
  const stored = (slot: string) => mediaKind(slot) === 'image' && media.resolve(slot).exists;
  return (slot: string): boolean => (index().get(slot) ?? []).some((candidates) => candidates.find(stored) === slot);
}
