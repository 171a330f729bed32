import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';

/** How long the last panel stays after the pointer leaves the bar (a slip of the hand should not close it). */
export const CLOSE_GRACE_MS = 300;
/** How long a neighbour waits while the pointer is on its way down into the open panel. */
export const AIM_DELAY_MS = 250;

interface Point {
  x: number;
  y: number;
}

/** True when `p` lies inside the triangle a-b-c (either winding). */
function inTriangle(p: Point, a: Point, b: Point, c: Point): boolean {
  const side = (u: Point, v: Point, w: Point) => (u.x - w.x) * (v.y - w.y) - (v.x - w.x) * (u.y - w.y);
  const d1 = side(p, a, b);
  const d2 = side(p, b, c);
  const d3 = side(p, c, a);
  const neg = d1 < 0 || d2 < 0 || d3 < 0;
  const pos = d1 > 0 || d2 > 0 || d3 > 0;
  return !(neg && pos);
}

export interface OpenDropdown {
  index: number;
  /** Opened by a click or the keyboard: a click on its button then closes it. Hover-opened ones stay open on a click. */
  pinned: boolean;
}

/**
 * One open-state for all the bar's dropdowns, with one close timer, so moving
 * from one dropdown to the next opens the next at once and no dropdown's
 * leftover timer can close its neighbour. While the pointer heads down from
 * an open dropdown into its panel (it may cross a neighbour's button on the
 * way), the neighbour waits a moment instead of taking over.
 */
export function useDropdowns() {
  const [open, setOpen] = useState<OpenDropdown | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const aimTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pointer = useRef<Point | null>(null);
  /** The neighbour waiting for the pointer to stop heading into the open panel. */
  const waiting = useRef<number | null>(null);
  const panels = useRef(new Map<number, HTMLElement>());
  const current = useRef(open);
  current.current = open;

  const clearTimers = () => {
    clearTimeout(closeTimer.current);
    clearTimeout(aimTimer.current);
    waiting.current = null;
  };
  useEffect(() => clearTimers, []);

  /** The pointer is moving down towards the open panel's top edge. */
  const aiming = (from: Point | null, to: Point): boolean => {
    const o = current.current;
    const panel = o && panels.current.get(o.index);
    if (!from || !panel || to.y <= from.y) return false;
    const r = panel.getBoundingClientRect();
    if (r.height === 0 || from.y >= r.top) return false;
    return inTriangle(to, from, { x: r.left, y: r.top }, { x: r.right, y: r.top });
  };

  const openNow = useCallback((index: number, pinned = false) => {
    clearTimers();
    setOpen((o) => (o?.index === index ? { index, pinned: o.pinned || pinned } : { index, pinned }));
  }, []);

  const close = useCallback((index?: number) => {
    clearTimers();
    setOpen((o) => (index === undefined || o?.index === index ? null : o));
  }, []);

  return {
    open,
    openNow,
    close,
    /** Registers a dropdown's panel (for the pointer's aim). */
    panelRef: (index: number) => (el: HTMLElement | null) => {
      if (el) panels.current.set(index, el);
      else panels.current.delete(index);
    },
    /** Spread on the menu list: follows the pointer over the bar and the panels. */
    trackPointer: {
      onMouseMove: (e: MouseEvent) => {
        const to = { x: e.clientX, y: e.clientY };
        const from = pointer.current;
        // The mouseenter of this same movement already saw this point.
        if (from && from.x === to.x && from.y === to.y) return;
        // A waiting neighbour opens as soon as the pointer stops heading for the panel.
        if (waiting.current !== null && !aiming(from, to)) openNow(waiting.current);
        pointer.current = to;
      },
    },
    /** Hover handlers of dropdown `index`'s list item. */
    hover: (index: number) => ({
      onMouseEnter: (e: MouseEvent) => {
        const to = { x: e.clientX, y: e.clientY };
        clearTimers();
        const o = current.current;
        if (o && o.index !== index && aiming(pointer.current, to)) {
          waiting.current = index;
          aimTimer.current = setTimeout(() => openNow(index), AIM_DELAY_MS);
        } else if (o?.index !== index) {
          openNow(index);
        }
        pointer.current = to;
      },
      onMouseLeave: () => {
        clearTimers();
        closeTimer.current = setTimeout(() => close(), CLOSE_GRACE_MS);
      },
    }),
  };
}
