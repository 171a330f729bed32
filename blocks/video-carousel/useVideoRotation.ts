import { useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../_shared/useAutoAdvance';

export interface RotationTiming {
  intervalMs: number;
  tickMs: number;
  transitionMs: number;
}

/**
 * A progress counter ticks every `tickMs`; when it reaches
 * `intervalMs` a transition flag is raised for `transitionMs` (the 'Next
 * Video...' overlay), then the next video plays, wrapping, and progress resets.
 * Hover or focus pauses it, and so does the pause control; under
 * prefers-reduced-motion it starts paused (WCAG 2.2.2) until the visitor presses play.
 */
export function useVideoRotation(count: number, { intervalMs, tickMs, transitionMs }: RotationTiming) {
  const [index, setIndex] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const [transitioning, setTransitioning] = useState(false);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const reduced = usePrefersReducedMotion();
  const stopped = userPaused ?? reduced;
  const paused = stopped || held;
  const running = count > 1 && !paused && !transitioning;

  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => setElapsed((e) => Math.min(e + tickMs, intervalMs)), tickMs);
    return () => clearInterval(t);
  }, [running, tickMs, intervalMs]);

  useEffect(() => {
    if (elapsed >= intervalMs && running) setTransitioning(true);
  }, [elapsed, intervalMs, running]);

  useEffect(() => {
    if (!transitioning) return;
    const t = setTimeout(() => {
      setIndex((i) => (i + 1) % Math.max(count, 1));
      setElapsed(0);
      setTransitioning(false);
    }, transitionMs);
    return () => clearTimeout(t);
  }, [transitioning, count, transitionMs]);

  const go = useCallback(
    (i: number) => {
      if (count < 1) return;
      setIndex(((i % count) + count) % count);
      setElapsed(0);
      setTransitioning(false);
    },
    [count],
  );

  return {
    index: count ? index % count : 0,
    /** 0..100 */
    progress: Math.min(100, (elapsed / intervalMs) * 100),
    transitioning,
    go,
    stopped,
    paused,
    toggle: () => setUserPaused(!stopped),
    holdHandlers: {
      onMouseEnter: () => setHeld(true),
      onMouseLeave: () => setHeld(false),
      onFocus: () => setHeld(true),
      onBlur: (e: React.FocusEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      },
    },
  };
}
