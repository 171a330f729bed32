import { PLACEHOLDER_IMAGE } from './placeholder';

/**
 * A failed image hides itself (and logs), or, where a block asks
 * for it, swaps to the placeholder. Idempotent: React's onError (hydrated
 * islands) and the document-level listener (static blocks, and failures that
 * happened before hydration) may both see the same failure.
 */
export function handleImageFailure(img: HTMLImageElement) {
  if (img.dataset.failed) return;
  img.dataset.failed = '1';
  console.error(`Image failed to load: ${img.currentSrc || img.src}`);
  if (img.dataset.onfail === 'placeholder' && !img.src.endsWith(PLACEHOLDER_IMAGE)) {
    img.parentElement?.querySelectorAll('source').forEach((s) => s.remove());
    img.src = PLACEHOLDER_IMAGE;
  } else {
    img.style.visibility = 'hidden';
  }
}

/** Handles every media image's failure on the page, including those that failed before this script ran. */
export function watchImageFailures(doc: Document = document) {
  doc.addEventListener(
    'error',
    (e) => {
      const t = e.target;
      if (t instanceof HTMLImageElement && t.dataset.onfail) handleImageFailure(t);
    },
    true,
  );
  for (const img of doc.querySelectorAll<HTMLImageElement>('img[data-onfail]')) {
    if (img.complete && img.naturalWidth === 0 && (img.currentSrc || img.src)) handleImageFailure(img);
  }
}
