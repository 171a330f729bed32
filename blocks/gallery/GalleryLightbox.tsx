import { useEffect, useId, useRef } from 'react';
import { MediaImage } from '../../engine/media';
import { useSwipe } from '../_shared/useSwipe';

export interface LightboxItem {
  media: string;
  alt: string;
  title: string;
}

/**
 * One photo of the gallery, large, in a native modal <dialog>: the browser
 * keeps focus inside, Escape closes it and focus returns to the photo opened.
 * Previous and next (buttons, arrow keys or a swipe) walk the category and
 * wrap around; "3 of 100" says where the visitor is.
 */
export function GalleryLightbox({
  items,
  index,
  onIndex,
  onClose,
}: {
  items: LightboxItem[];
  index: number | null;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = index !== null && items.length > 0;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const step = (by: number) => index !== null && onIndex((index + by + items.length) % items.length);
  const swipe = useSwipe(
    () => step(1),
    () => step(-1),
  );
  const item = open ? items[index] : undefined;
  return (
    <dialog
      ref={ref}
      className="gallery-lightbox"
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') step(1);
        if (e.key === 'ArrowLeft') step(-1);
      }}
      // A click on the backdrop (the dialog itself, outside its content) closes it.
      onClick={(e) => e.target === e.currentTarget && onClose()}
      {...swipe}
    >
      {item && (
        <div className="gallery-lightbox__body">
          <MediaImage slot={item.media} alt={item.alt} className="gallery-lightbox__img" sizes="100vw" eager />
          <p id={titleId} className="gallery-lightbox__title">
            {item.title}{' '}
            <span className="gallery-lightbox__count">
              ({index! + 1} of {items.length})
            </span>
          </p>
          <div className="gallery-lightbox__controls">
            <button
              type="button"
              className="gallery-lightbox__btn"
              onClick={() => step(-1)}
              aria-label="Previous photo"
            >
              ‹
            </button>
            <button type="button" className="gallery-lightbox__btn" onClick={() => step(1)} aria-label="Next photo">
              ›
            </button>
            <button type="button" className="gallery-lightbox__btn" onClick={onClose} aria-label="Close">
              ×
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
