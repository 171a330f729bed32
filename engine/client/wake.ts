import { watchImageFailures } from '../media-failure';
import { startVisibleVideos } from './videos';
import '../styles/base.css';
import type { IslandLoader } from './island-loader';

/**
 * What counts as reaching for an island: a pointer over or on it, a touch,
 * focus moving into it, a key pressed inside it. Loading the page is not one.
 */
const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** How far below the viewport a scrolling visitor's island starts to wake, so it is live when it arrives. */
const NEAR_MARGIN = '300px 0px';

type State = 'asleep' | 'loading' | 'hydrating';

/**
 * The public pages' client, kept free of React so a page costs a few KB of
 * script until the visitor acts. Each server-rendered island (an interactive
 * block) stays plain HTML, working through CSS and native elements, until
 * the visitor reaches for it or scrolls it near; then React and the block's
 * code load and hydrate it with its props. A click on a control made while
 * its code was still on its way is replayed once the island is live.
 */
export function wakeIslands(islands: Record<string, IslandLoader>) {
  watchImageFailures();
  startVisibleVideos();
  revealOnTime();
  const states = new Map<HTMLElement, State>();
  const clicked = new Map<HTMLElement, Pressed>();

  const wake = (el: HTMLElement) => {
    if (states.get(el) !== 'asleep') return;
    states.set(el, 'loading');
    const load = islands[el.dataset.island ?? ''];
    void import('./hydrate').then(({ hydrateIsland }) =>
      hydrateIsland(el, load, {
        onStart: () => {
          states.set(el, 'hydrating');
          // Marks the moment React starts to listen (a browser test presses exactly then).
          el.setAttribute('data-hydrating', '');
        },
        onLive: () => {
          // Marks the island live for whoever waits on it (the browser tests watch for this attribute).
          el.setAttribute('data-live', '');
          replayClick(el, clicked.get(el));
        },
      }),
    );
  };

  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
    states.set(el, 'asleep');
    const reach = () => wake(el);
    for (const type of REACH_EVENTS) el.addEventListener(type, reach, { capture: true, passive: true });
    // Remember the control the visitor pressed until the island is live. Once hydrateRoot has been called,
    // React itself queues and replays input on the element it hydrates, so the press is kept only for the
    // case React cannot serve: the island drawn anew, its pressed element gone (replayClick).
    el.addEventListener(
      'click',
      (e) => {
        const control = replayable(e.target);
        const reactListens = states.get(el) === 'hydrating';
        // A press React takes does not replace one it never saw (made while the code was on its way).
        if (control && !el.hasAttribute('data-live') && !(reactListens && clicked.has(el)))
          clicked.set(el, pressedIn(el, control, reactListens));
        wake(el);
      },
      { capture: true },
    );
  }
  replayPressesCutByRedraw(clicked);
  const arrivedAt = arrive();
  wakeWhenScrolledNear([...states.keys()], wake, arrivedAt);
}

/**
 * A block the visitor asked for by the address (server-rendered with
 * data-arrive, e.g. the gallery opened on a category) is where the page
 * opens, unless the address names a fragment or the visitor already scrolled.
 * Returns the scroll position it set, if it set one.
 */
function arrive(): number | undefined {
  const target = document.querySelector('[data-arrive]');
  if (!target || window.location.hash || window.scrollY > 0) return undefined;
  target.scrollIntoView({ behavior: 'instant', block: 'start' });
  return window.scrollY;
}

/**
 * An element server-rendered with data-reveal-at="ms" gets data-revealed that
 * long after load, so a block's CSS can keep it display:none (and its lazy
 * images unfetched) until then, e.g. a later hero slide shortly before its
 * first turn. One timer per element: unlike an animated display, nothing runs
 * on the main thread in between. Without script a noscript style shows them
 * all (Chromium loads lazy images eagerly then anyway).
 */
function revealOnTime() {
  const run = () => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-reveal-at]')) {
      const at = Number(el.dataset.revealAt);
      const show = () => el.setAttribute('data-revealed', '');
      if (!(at > 0)) show();
      else setTimeout(show, at);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/**
 * A scripted button (type="button") outside any part that works natively
 * before hydration: a popover toggle, or a region whose block adopts the state
 * its CSS showed (marked data-no-replay). Submit buttons and links do their
 * own thing without script and are left alone.
 */
function replayable(target: EventTarget | null): HTMLElement | undefined {
  if (!(target instanceof Element)) return undefined;
  const button = target.closest<HTMLButtonElement>('button[type="button"]');
  if (!button || button.hasAttribute('popovertarget') || button.closest('[data-no-replay]')) return undefined;
  return button;
}

/** A control pressed before its island was live: itself, and where it sits and what it says, to find it again. */
interface Pressed {
  control: HTMLElement;
  /** Child indexes from the island down to the control. */
  path: number[];
  label: string | null;
  /** Pressed after hydrateRoot was called: React replays the press itself where it kept the element. */
  reactListened: boolean;
}

function pressedIn(island: HTMLElement, control: HTMLElement, reactListened: boolean): Pressed {
  const path: number[] = [];
  for (let n: Element = control; n !== island && n.parentElement; n = n.parentElement)
    path.unshift(Array.prototype.indexOf.call(n.parentElement.children, n));
  return { control, path, label: control.textContent, reactListened };
}

/**
 * Presses the control again once its island is live. Should hydration have
 * drawn the island anew (its HTML and its data disagreed, say after a publish
 * in between), the pressed element is gone: the control at the same place
 * with the same words is pressed instead, so the visitor's tap is not lost.
 * That holds for a press React had already taken, too: React replays a press
 * on the element it hydrates, and an element drawn anew has nothing of it.
 */
function replayClick(island: HTMLElement, pressed: Pressed | undefined) {
  if (!pressed) return;
  if (pressed.control.isConnected) {
    if (!pressed.reactListened) pressed.control.click();
    return;
  }
  let n: Element | undefined = island;
  for (const i of pressed.path) n = n?.children[i];
  if (n instanceof HTMLButtonElement && n.type === 'button' && n.textContent === pressed.label) n.click();
}

/**
 * A press whose control hydration replaced between its down and its up (the
 * island drawn anew) gets no click from the browser: the click goes to what
 * the two targets share, outside the island. The press reaches for the island
 * and wakes it, so on a fast connection hydration lands inside a tap. Such a
 * press, released where it went down (a tap, not a drag or a scroll, which
 * cancels the pointer), counts as a click on the control: replayed now if the
 * island is live, else once it is.
 */
function replayPressesCutByRedraw(clicked: Map<HTMLElement, Pressed>) {
  let down: { island: HTMLElement; pressed: Pressed; x: number; y: number } | undefined;
  const downIn = (e: PointerEvent) => {
    const control = replayable(e.target);
    const island = control?.closest<HTMLElement>('[data-island]');
    down =
      island && control && !island.hasAttribute('data-live')
        ? { island, pressed: pressedIn(island, control, false), x: e.clientX, y: e.clientY }
        : undefined;
  };
  const release = (e: PointerEvent) => {
    const d = down;
    down = undefined;
    if (!d || e.type !== 'pointerup' || d.pressed.control.isConnected) return;
    if (Math.hypot(e.clientX - d.x, e.clientY - d.y) > 10) return;
    if (d.island.hasAttribute('data-live')) replayClick(d.island, d.pressed);
    else if (!clicked.has(d.island)) clicked.set(d.island, d.pressed);
  };
  document.addEventListener('pointerdown', downIn, { capture: true, passive: true });
  document.addEventListener('pointerup', release, { capture: true, passive: true });
  document.addEventListener('pointercancel', release, { capture: true, passive: true });
}

/**
 * Islands wake as a scrolling visitor nears them. Watching starts with the
 * first scroll, never at load: an island already in view when the page opens
 * waits for the visitor's hand (or their first scroll).
 */
function wakeWhenScrolledNear(islands: HTMLElement[], wake: (el: HTMLElement) => void, arrivedAt?: number) {
  if (!('IntersectionObserver' in window) || islands.length === 0) return;
  const start = () => {
    // The page's own arrival scroll is not the visitor's.
    if (arrivedAt !== undefined && window.scrollY === arrivedAt) return;
    window.removeEventListener('scroll', start);
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (!e.isIntersecting) continue;
          io.unobserve(e.target);
          wake(e.target as HTMLElement);
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    for (const el of islands) io.observe(el);
  };
  window.addEventListener('scroll', start, { passive: true });
}
