/**
 * The hero's slideshow as CSS keyframes, so it runs on the seed's timing
 * before (and without) the island's script. One cycle of `total` ms plays
 * every slide for its own duration with a 1 s cross-fade into the next, the
 * fade ending as the next slide's time begins; the first slide is fully
 * shown at load (its fade-in is the end of the cycle).
 */
export const FADE_MS = 1000;
/** How sharply a dot lights up or the progress bar snaps back (a step, in practice). */
const STEP_MS = 50;
/** How long before its turn a later slide is displayed, so its lazy image has time to arrive. */
export const REVEAL_AHEAD_MS = 4000;

export interface CssCycle {
  /** Prefix of the keyframes' names: the durations decide them, so two heroes with the same timing share them. */
  name: string;
  total: number;
  /** Where each slide starts in the cycle (ms). */
  starts: number[];
  /**
   * When each slide is first displayed (ms after load): until then it is display:none, so its lazy image
   * is not fetched with the page. The page's entry flips it on a timer (data-reveal-at): the cycle
   * animates only opacity and transform, which the compositor runs without the main thread, and an
   * animated display (even only in a delay phase) had Chromium restyle the page every frame.
   */
  reveals: number[];
  /** The @keyframes text: `${name}-s${i}` (slide), `${name}-d${i}` (dot's light), `${name}-bar` (progress bar). */
  css: string;
}

interface Frame {
  t: number;
  decls: string;
}

const mod = (x: number, m: number) => ((x % m) + m) % m;
const pct = (t: number, total: number) => `${Math.round((t / total) * 1e6) / 1e4}%`;

/** Keyframes sampling `at` at each breakpoint (given in a slide's own time u, shifted by `start`) and at both ends. */
function keyframes(name: string, total: number, start: number, breaks: number[], at: (u: number) => string): string {
  const times = new Set([0, total]);
  for (const b of breaks) times.add(mod(b + start, total));
  const frames: Frame[] = [...times].sort((a, b) => a - b).map((t) => ({ t, decls: at(mod(t - start, total)) }));
  return `@keyframes ${name}{${frames.map((f) => `${pct(f.t, total)}{${f.decls}}`).join('')}}`;
}

export function cssCycle(durations: number[]): CssCycle {
  const total = durations.reduce((a, b) => a + b, 0);
  const starts = durations.map((_, i) => durations.slice(0, i).reduce((a, b) => a + b, 0));
  const name = `hc-${durations.map((d) => Math.round(d / 100)).join('-')}`;
  const parts = durations.map((d, i) => {
    const start = starts[i];
    const fadeIn = total - FADE_MS;
    const fadeOut = d - FADE_MS;
    const opacity = (u: number) =>
      u >= fadeIn ? (u - fadeIn) / FADE_MS : u < fadeOut ? 1 : u < d ? 1 - (u - fadeOut) / FADE_MS : 0;
    const slide = keyframes(
      `${name}-s${i}`,
      total,
      start,
      [0, fadeOut, d, fadeIn],
      (u) => `opacity:${Math.round(opacity(u) * 1000) / 1000}`,
    );
    const lit = (u: number) => u < d - STEP_MS || u >= total - STEP_MS;
    const dot = keyframes(`${name}-d${i}`, total, start, [d - STEP_MS, d, total - STEP_MS], (u) =>
      lit(u) ? 'opacity:1' : 'opacity:0',
    );
    return slide + dot;
  });
  // The bar fills across each slide's time and snaps back as the next begins.
  const bar = `@keyframes ${name}-bar{${starts
    .flatMap((s, i) => [
      `${pct(s, total)}{transform:scaleX(0)}`,
      `${pct(s + durations[i] - STEP_MS, total)}{transform:scaleX(1)}`,
    ])
    .join('')}100%{transform:scaleX(1)}}`;
  const reveals = starts.map((s) => Math.max(0, s - REVEAL_AHEAD_MS));
  return { name, total, starts, reveals, css: parts.join('') + bar };
}

/** The slide on screen at `t` ms into the cycle. */
export function slideAt(cycle: Pick<CssCycle, 'starts' | 'total'>, t: number): number {
  const u = mod(t, cycle.total);
  let index = 0;
  for (let i = 0; i < cycle.starts.length; i++) if (cycle.starts[i] <= u) index = i;
  return index;
}

/**
 * Where the CSS slideshow is now, read from a running slide animation (its
 * iteration's progress), so the live carousel carries on from that slide.
 * 0 when nothing runs (reduced motion, or no animations support).
 */
export function cssSlideNow(root: Element | null, cycle: Pick<CssCycle, 'starts' | 'total'>): number {
  const slide = root?.querySelector('.hero-carousel__slide');
  const anim = slide?.getAnimations?.()[0];
  const progress = anim?.effect?.getComputedTiming().progress;
  return typeof progress === 'number' ? slideAt(cycle, progress * cycle.total) : 0;
}
