import { useLayoutEffect, useRef } from 'react';

/** Frames the button is held for at most, and how many still frames end the hold early. */
const HOLD_FRAMES = 60;
const STILL_FRAMES = 4;

/**
 * Collapsing removes 80 tiles above the "Showing 100/100" button: the page
 * scrolls by as much as the button moved, so it stays where the visitor's
 * finger left it.
 *
 * One correction is not enough. The tiles that come near the screen only now
 * (an off-screen tile is not laid out: `content-visibility: auto` in
 * gallery.css) get their real height a frame or more later, and on a busy
 * phone those frames come late; each one pushed the button away again (once
 * by 156 px). So the button is held where the finger was, frame by frame,
 * until the layout has been still for a few frames or about a second has
 * passed. The visitor's own scrolling (wheel, touch, keys) ends the hold at
 * once: the page never fights the visitor.
 */
export function useButtonKeptInPlace(expanded: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  const top = useRef<number | null>(null);
  useLayoutEffect(() => {
    const target = top.current;
    top.current = null;
    const button = ref.current;
    if (target === null || !button) return;
    const keep = () => {
      const shift = button.getBoundingClientRect().top - target;
      if (Math.abs(shift) <= 1) return false;
      window.scrollBy({ top: shift, behavior: 'instant' });
      return true;
    };
    keep();
    return holdFrameByFrame(keep);
  }, [expanded]);
  return {
    ref,
    rememberWhere: (button: HTMLButtonElement, collapsing: boolean) => {
      if (collapsing) top.current = button.getBoundingClientRect().top;
    },
  };
}

/** Runs `keep` each frame until it has had nothing to do for a few frames, the time is up, or the visitor scrolls. */
function holdFrameByFrame(keep: () => boolean) {
  let frame = 0;
  let frames = 0;
  let still = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop);
  };
  const tick = () => {
    still = keep() ? 0 : still + 1;
    if (still >= STILL_FRAMES || ++frames >= HOLD_FRAMES) stop();
    else frame = requestAnimationFrame(tick);
  };
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(tick);
  return stop;
}

const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown'] as const;
