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
 * It pauses while hovered or focused and when the user pauses it. Under
 * prefers-reduced-motion it starts stopped (WCAG 2.2.2), and its control
 * says so (play, not pause) until the visitor presses play.
 */
export function useAutoAdvance(count: number, duration: (index: number) => number) {
  const [index, setIndex] = useState(0);
  // null until the visitor uses the control: then their choice wins over the motion preference.
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hoverPaused, setHoverPaused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const stopped = userPaused ?? reduced;
  const paused = stopped || hoverPaused;
  const ms = count > 0 ? duration(index) : 0;
  useEffect(() => {
    if (paused || count < 2) return;
    const t = setTimeout(() => setIndex((i) => (i + 1) % count), ms);
    return () => clearTimeout(t);
  }, [index, paused, count, ms]);
  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  // The script wakes on the visitor's first hover or focus, after the browser sent that event: a root that is
  // already under the pointer or holds the focus when it mounts starts paused, as the event would have made it.
  const wokenInside = useCallback((el: HTMLElement | null) => {
    if (el && (el.matches(':hover') || el.contains(document.activeElement))) setHoverPaused(true);
  }, []);
  return {
    index: count ? index % count : 0,
    go,
    next: () => go(index + 1),
    prev: () => go(index - 1),
    paused,
    /** Stopped by the visitor, or by their reduced-motion preference: the control offers play. */
    stopped,
    reduced,
    toggle: () => setUserPaused(!stopped),
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
    /** Give it the root once mounted (a ref, or an effect): paused at once when woken by a hover or focus inside. */
    pauseIfInside: wokenInside,
  };
}

/** For a root held in a ref: once mounted (and while `on`), the carousel is paused if it woke under the pointer or focus. */
export function usePausedIfWokenInside(
  root: { readonly current: HTMLElement | null },
  on: boolean,
  pauseIfInside: (el: HTMLElement | null) => void,
) {
  useEffect(() => {
    if (on) pauseIfInside(root.current);
  }, [on, root, pauseIfInside]);
}
