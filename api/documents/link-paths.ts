/** Where in a document (object keys and list positions) an `href` sits. */
export type HrefPath = (string | number)[];

/** A link to `from` (the page itself, an anchor on it or a query to it) rewritten to `to`; anything else unchanged. */
export function relink(href: string, from: string, to: string): string {
  if (href === from) return to;
  if (href.startsWith(`${from}#`) || href.startsWith(`${from}?`)) return to + href.slice(from.length);
  return href;
}

/** Whether a link leads to `path`: the page itself, an anchor on it or a query to it (not a longer address that starts alike). */
export const leadsTo = (href: string, path: string): boolean =>
  href === path || href.startsWith(`${path}#`) || href.startsWith(`${path}?`);

/** The value at `at` in a parsed document, or undefined when the document no longer has that place. */
export function valueAt(doc: unknown, at: HrefPath): unknown {
  let here: unknown = doc;
  for (const step of at) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string | number, unknown>)[step];
  }
  return here;
}
