import type { PageDocument } from '../../../contracts/pages';

/** Where a click in the preview leads: a section, and the field inside it (a path into its props). */
export interface PreviewPick {
  block: number;
  path: (string | number)[];
}

/** What was clicked, read off the preview's HTML. */
export interface PreviewTarget {
  /** The visible text of the clicked words and of the headings, paragraphs or links around them, innermost first. */
  texts?: string[];
  /** A picture's or video's address. */
  src?: string;
  /** The section the click fell in, counted from the page's main content; a hint, not always exact. */
  guess?: number;
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** Every string in a value, with its path. */
function strings(value: unknown, path: (string | number)[] = [], out: [(string | number)[], string][] = []) {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, [...path, i], out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, [...path, k], out);
  return out;
}

/** A media address as the page stores it, reduced to what survives in the rendered src (no query, no extension). */
const stem = (s: string) => s.split(/[?#]/)[0]!.replace(/\.[a-z0-9]+$/i, '');

/**
 * The field a click in the preview most likely shows. The rendered page has
 * no ids of the editor's fields, so the clicked text (or picture address) is
 * looked up among the page's own values: the same words in a field, the
 * section the click fell in first. A text that no field holds whole (a
 * sentence built from several) leads to the section alone.
 */
export function pickInPreview(page: PageDocument, target: PreviewTarget): PreviewPick | null {
  const order = page.blocks.map((_, i) => i);
  if (target.guess !== undefined && target.guess < order.length)
    order.sort((a, b) => (a === target.guess ? -1 : b === target.guess ? 1 : a - b));
  const src = target.src ? stem(decodeURIComponent(target.src)) : '';
  const matchesSrc = (v: string) => {
    const s = stem(v);
    return !!src && s.length > 8 && (src.endsWith(s) || src.includes(`${s}-`) || src.includes(`${s}.`));
  };
  const texts = (target.texts ?? []).map(norm).filter(Boolean);
  for (const text of src ? [''] : texts)
    for (const block of order) {
      const found = strings(page.blocks[block]!.props).find(([, v]) => (src ? matchesSrc(v) : norm(v) === text));
      if (found) return { block, path: found[0] };
    }
  if (target.guess !== undefined && target.guess < page.blocks.length) return { block: target.guess, path: [] };
  return null;
}

const TEXTUAL = 'h1,h2,h3,h4,h5,h6,p,li,a,button,figcaption,blockquote,dt,dd,td,th,label,span,strong,em,small';

/** Which section of the page's main content an element is in: islands carry their index (b3), other sections count on. */
function sectionOf(el: Element): number | undefined {
  const main = el.ownerDocument.querySelector('main');
  if (!main?.contains(el)) return undefined;
  let i = 0;
  for (const child of main.children) {
    const island = child.matches('[data-island]') && /^b(\d+)$/.exec(child.id);
    if (island) i = Number(island[1]);
    if (child.contains(el)) return i;
    i++;
  }
  return undefined;
}

/** What a click on an element of the preview points at: its picture, or its words, and its section. */
export function previewTarget(el: Element): PreviewTarget {
  const guess = sectionOf(el);
  const media = el.closest('img, video, picture');
  const shown = media?.matches('picture') ? media.querySelector('img') : media;
  if (shown) {
    const m = shown as HTMLImageElement & HTMLVideoElement;
    const src = m.currentSrc || m.getAttribute('src') || m.querySelector('source')?.getAttribute('src') || m.poster;
    if (src) return { src, guess };
  }
  const texts: string[] = [];
  for (
    let at: Element | null = el.closest(TEXTUAL);
    at && at.tagName !== 'MAIN';
    at = at.parentElement?.closest(TEXTUAL) ?? null
  )
    texts.push(at.textContent ?? '');
  return { texts: texts.length ? texts : [el.textContent ?? ''], guess };
}
