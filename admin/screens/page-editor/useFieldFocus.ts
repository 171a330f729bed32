import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Focuses a field by its DOM id once its form has rendered (after a jump from
 * the issues list or a click in the preview, which may first switch the
 * section shown). An id with no control of its own (a whole list or group)
 * focuses the nearest enclosing one; a field folded under "Advanced" is
 * unfolded first.
 */
export function useFieldFocus() {
  const pending = useRef<string | null>(null);
  const [, bump] = useState(0);
  useEffect(() => {
    const id = pending.current;
    if (!id) return;
    pending.current = null;
    requestAnimationFrame(() => {
      const parts = id.split('_');
      let el: HTMLElement | null = null;
      while (parts.length && !(el = document.getElementById(parts.join('_')))) parts.pop();
      if (!el) return;
      if (!el.matches('input, select, textarea, button'))
        el = el.querySelector<HTMLElement>('input, select, textarea, button') ?? el;
      const folded = el.closest('details');
      if (folded) folded.open = true;
      el.scrollIntoView({ block: 'center', behavior: 'smooth' });
      el.focus({ preventScroll: true });
    });
  });
  return useCallback((id: string) => {
    pending.current = id;
    bump((n) => n + 1);
  }, []);
}
