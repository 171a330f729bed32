import { type RefObject, useEffect } from 'react';

/** Room left between a bar and the field scrolled next to it, so the focus ring shows too. */
const GAP = 8;

/** How far down from the top, and up from the bottom, a bar that stays on screen covers the page. */
function covers(el: Element): { top: number; bottom: number } {
  const style = getComputedStyle(el);
  const box = el.getBoundingClientRect();
  if (style.position === 'sticky') return { top: (Number.parseFloat(style.top) || 0) + box.height, bottom: 0 };
  if (style.position !== 'fixed') return { top: 0, bottom: 0 };
  // A fixed bar in the lower half of the screen covers the bottom.
  return box.top > window.innerHeight / 2
    ? { top: 0, bottom: window.innerHeight - box.top }
    : { top: box.bottom, bottom: 0 };
}

/**
 * Keeps a focused field clear of the bars that stay on screen over the page
 * (the admin top bar, an editor's sticky bar, a phone's action bar fixed at
 * the bottom): the browser scrolls a field that gets focus, or that a jump
 * scrolls to, only until it is inside the window, and a field under a bar is
 * inside the window. The document's scroll padding tells it how much of the
 * window the bars take; it is measured again whenever a bar changes size or
 * the layout changes with the window's width, and removed when the screen
 * goes. `bars` holds the screen's bar; its descendants that are fixed count
 * too.
 */
export function useScrollClearance(bars: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = bars.current;
    if (!bar) return;
    const root = document.documentElement;
    const watched = (): Element[] => {
      const topbar = document.querySelector('.admin-topbar');
      return [...(topbar ? [topbar] : []), bar, ...bar.querySelectorAll(':scope > *')];
    };
    const measure = () => {
      let top = 0;
      let bottom = 0;
      for (const el of watched()) {
        const c = covers(el);
        top = Math.max(top, c.top);
        bottom = Math.max(bottom, c.bottom);
      }
      root.style.scrollPaddingTop = `${Math.ceil(top) + GAP}px`;
      root.style.scrollPaddingBottom = bottom ? `${Math.ceil(bottom) + GAP}px` : '';
    };
    measure();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (const el of watched()) resized?.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      resized?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.scrollPaddingTop = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [bars]);
}
