import { describe, expect, it } from 'vitest';
import { cssCycle, slideAt } from './css-cycle';

/** The keyframe values of one @keyframes rule, as [offset %, declarations]. */
function frames(css: string, name: string): [number, string][] {
  const body = new RegExp(`@keyframes ${name}\\{((?:[\\d.]+%\\{[^}]*\\})+)\\}`).exec(css)?.[1];
  if (!body) throw new Error(`no @keyframes ${name}`);
  return [...body.matchAll(/([\d.]+)%\{([^}]*)\}/g)].map((m) => [Number(m[1]), m[2]]);
}

/** The value of `prop` at `at` %, interpolated linearly as a browser does. */
function valueAt(css: string, name: string, prop: 'opacity', at: number): string {
  const list = frames(css, name).map(([o, d]) => [o, new RegExp(`${prop}:([^;]+)`).exec(d)![1]] as const);
  const i = list.findIndex(([o]) => o >= at);
  const [o1, v1] = list[i];
  if (o1 === at || i === 0) return v1;
  const [o0, v0] = list[i - 1];
  return String(Number(v0) + ((Number(v1) - Number(v0)) * (at - o0)) / (o1 - o0));
}

describe('the hero CSS slideshow', () => {
  it('plays each slide for its own duration, the first fully shown at load', () => {
    // Legs hub timing: a 20 s video, then 2 s images.
    const cycle = cssCycle([20_000, 2_000, 2_000]);
    expect(cycle.total).toBe(24_000);
    expect(cycle.starts).toEqual([0, 20_000, 22_000]);
    const at = (ms: number) => (ms / cycle.total) * 100;
    expect(valueAt(cycle.css, `${cycle.name}-s0`, 'opacity', 0)).toBe('1');
    expect(valueAt(cycle.css, `${cycle.name}-s1`, 'opacity', 0)).toBe('0');
    expect(valueAt(cycle.css, `${cycle.name}-s2`, 'opacity', 0)).toBe('0');
    // Mid-fade into slide 1 (it ends as slide 1's time begins).
    expect(Number(valueAt(cycle.css, `${cycle.name}-s0`, 'opacity', at(19_500)))).toBeCloseTo(0.5, 2);
    expect(Number(valueAt(cycle.css, `${cycle.name}-s1`, 'opacity', at(19_500)))).toBeCloseTo(0.5, 2);
    expect(valueAt(cycle.css, `${cycle.name}-s1`, 'opacity', at(21_000))).toBe('1');
    expect(valueAt(cycle.css, `${cycle.name}-s0`, 'opacity', at(21_000))).toBe('0');
  });

  it('displays a later slide (so its lazy image loads) only shortly before its first turn', () => {
    const cycle = cssCycle([10_000, 10_000, 5_000, 5_000]);
    expect(cycle.reveals).toEqual([0, 6_000, 16_000, 21_000]);
    // Only opacity and transform are animated over the cycle: the compositor can run them without the main thread.
    const animated = new Set([...cycle.css.matchAll(/[{;]([a-z-]+):/g)].map((m) => m[1]));
    expect([...animated].sort()).toEqual(['opacity', 'transform']);
  });

  it('names keyframes by timing alone and finds the slide on screen', () => {
    expect(cssCycle([10_000, 10_000]).name).toBe(cssCycle([10_000, 10_000]).name);
    expect(cssCycle([10_000, 10_000]).name).not.toBe(cssCycle([10_000, 5_000]).name);
    const cycle = cssCycle([10_000, 5_000, 5_000]);
    expect([0, 9_999, 10_000, 14_999, 15_000, 19_999, 20_000].map((t) => slideAt(cycle, t))).toEqual([
      0, 0, 1, 1, 2, 2, 0,
    ]);
  });
});
