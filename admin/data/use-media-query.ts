import { useSyncExternalStore } from 'react';

/**
 * A phone or tablet: no hover and a finger for a pointer, or a screen too
 * narrow for the editor's side-by-side layout. Such screens usually have no
 * keyboard, so help names the buttons rather than the keys.
 */
export const TOUCH_SCREEN = '(hover: none) and (pointer: coarse), (max-width: 700px)';

/** Whether a media query matches now, following changes (a phone turned, a window resized). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const mq = window.matchMedia?.(query);
      mq?.addEventListener('change', changed);
      return () => mq?.removeEventListener('change', changed);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
