import type { PageSearchMatch } from '../../contracts/pages';
import { isRichTextDocument, plainText } from '../../contracts/rich-text';

/** How much text a match shows on each side of the words found. */
const CONTEXT_CHARS = 60;

const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');

/** Values that are addresses, not words: links and files (a search for an address finds the page at it). */
const ADDRESS = /^(\/|https?:|tel:|mailto:|#)/;

/**
 * Every text a page document holds, in reading order: headings, paragraphs, button labels, list items, the
 * meta description. Addresses are left out, of files and of links (a search for "jpg" or for a page's
 * address should not find every page that links to it), and so are the block type names, which staff never
 * see.
 */
export function textsOf(doc: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown, key: string) => {
    // Rich text is searched as its words: a phrase found across a bold word and a link is still found.
    if (isRichTextDocument(v)) {
      const words = plainText(v).replace(/\n/g, ' ');
      if (words.trim()) out.push(words);
    } else if (typeof v === 'string') {
      if (key !== 'type' && !ADDRESS.test(v.trim()) && v.trim()) out.push(v);
    } else if (Array.isArray(v)) for (const x of v) walk(x, key);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(doc, '');
  return out;
}

/**
 * Where a page's words hold what staff typed: the first text of the live version, then of the draft, that
 * contains it (case and spacing ignored), with some words around it so the list can show why the page was
 * found. The live version comes first: it is what visitors read.
 */
export function findInPage(
  typed: string,
  versions: { in: PageSearchMatch['in']; doc: unknown }[],
): PageSearchMatch | undefined {
  const needle = fold(typed.trim());
  if (!needle) return undefined;
  for (const v of versions) {
    if (!v.doc) continue;
    for (const text of textsOf(v.doc)) {
      const flat = text.replace(/\s+/g, ' ');
      const at = fold(flat).indexOf(needle);
      if (at < 0) continue;
      const start = Math.max(0, at - CONTEXT_CHARS);
      const end = Math.min(flat.length, at + needle.length + CONTEXT_CHARS);
      return {
        in: v.in,
        before: (start > 0 ? '…' : '') + flat.slice(start, at),
        found: flat.slice(at, at + needle.length),
        after: flat.slice(at + needle.length, end) + (end < flat.length ? '…' : ''),
      };
    }
  }
  return undefined;
}
