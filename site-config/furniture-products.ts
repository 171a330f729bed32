import { furniture } from './media';

/** Product tiles of the executive furniture pages: generated, never listed by hand. */
export interface ProductTileInput {
  media: string;
  name: string;
  href?: string;
}

/** A name per position: a fixed list taken modulo its length, or a function of N (1-based). */
export type ProductNames = readonly string[] | ((n: number) => string);

/**
 * `count` tiles for a furniture category: image slot N of the category with the
 * N-th name. A list is taken modulo its length; an empty list or a
 * missing entry falls back to `fallback(N)`, e.g. 'Bar Product N'.
 */
export function productTiles(
  category: string,
  names: ProductNames,
  count = 100,
  fallback?: (n: number) => string,
): ProductTileInput[] {
  const slots = furniture(category);
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const listed = typeof names === 'function' ? names(n) : names.length ? names[i % names.length] : undefined;
    const name = listed || fallback?.(n) || `${category} product ${n}`;
    return { media: slots.productImage(n), name };
  });
}

/** The seed's own numbered names ('Office Product N' ...). */
export const numbered = (prefix: string) => (n: number) => `${prefix} ${n}`;

/**
 * Every pairing of `a` and `b`, ordered so neighbouring tiles differ in both
 * parts (row k pairs a[s] with b[(s + k) % b.length]); all a×b names are distinct.
 */
export function crossNames(
  a: readonly string[],
  b: readonly string[],
  format: (a: string, b: string) => string,
): string[] {
  const out: string[] = [];
  for (let k = 0; k < b.length; k++) for (let s = 0; s < a.length; s++) out.push(format(a[s], b[(s + k) % b.length]));
  return out;
}

/** Merges lists keeping each one's share even along the way (60 + 40 → 3, 2, 3, 2 ...). */
export function blendNames(...lists: readonly string[][]): string[] {
  const total = lists.reduce((n, l) => n + l.length, 0);
  const taken = lists.map(() => 0);
  const out: string[] = [];
  while (out.length < total) {
    let pick = -1;
    for (let i = 0; i < lists.length; i++) {
      if (taken[i] >= lists[i].length) continue;
      if (pick < 0 || taken[i] / lists[i].length < taken[pick] / lists[pick].length) pick = i;
    }
    out.push(lists[pick][taken[pick]++]);
  }
  return out;
}
