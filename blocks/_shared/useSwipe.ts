import { useRef } from 'react';

/** A horizontal swipe: at least this far, and more sideways than up or down (a scroll is not a swipe). */
const MIN_SWIPE_PX = 40;

/**
 * Touch handlers for a carousel: a swipe to the left shows the next slide, to
 * the right the previous one. Only touch: a mouse drag selects text as usual.
 */
export function useSwipe(onNext: () => void, onPrev: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(e: React.TouchEvent) {
      const t = e.touches[0];
      start.current = t ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd(e: React.TouchEvent) {
      const from = start.current;
      const t = e.changedTouches[0];
      start.current = null;
      if (!from || !t) return;
      const dx = t.clientX - from.x;
      const dy = t.clientY - from.y;
      if (Math.abs(dx) < MIN_SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return;
      if (dx < 0) onNext();
      else onPrev();
    },
  };
}
