import { useCallback, useEffect, useState } from 'react';

export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!mq) return;
    setReduced(mq.matches);
    const on = () => setReduced(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return reduced;
}

/**
 * Index of a wrapping carousel that advances after `duration(index)` ms.
 * It pauses while hovered or focused, when the user pauses it, and never
 * auto-advances under prefers-reduced-motion (WCAG 2.2.2).
 */
export function useAutoAdvance(count: number, duration: (index: number) => number) {
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hoverPaused, setHoverPaused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const paused = userPaused || hoverPaused || reduced;
  const ms = count > 0 ? duration(index) : 0;
  useEffect(() => {
    if (paused || count < 2) return;
    const t = setTimeout(() => setIndex((i) => (i + 1) % count), ms);
    return () => clearTimeout(t);
  }, [index, paused, count, ms]);
  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  return {
    index: count ? index % count : 0,
    go,
    next: () => go(index + 1),
    prev: () => go(index - 1),
    paused,
    userPaused,
    reduced,
    toggle: () => setUserPaused((p) => !p),
    /** Spread on the carousel root: pause while the pointer or focus is inside. */
    pauseHandlers: {
      onMouseEnter: () => setHoverPaused(true),
      onMouseLeave: () => setHoverPaused(false),
      onFocus: () => setHoverPaused(true),
      onBlur: (e: React.FocusEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHoverPaused(false);
      },
    },
    duration: ms,
  };
}
