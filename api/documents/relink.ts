/** A link to `from` (the page itself, an anchor on it or a query to it) rewritten to `to`; anything else unchanged. */
export function relink(href: string, from: string, to: string): string {
  if (href === from) return to;
  if (href.startsWith(`${from}#`) || href.startsWith(`${from}?`)) return to + href.slice(from.length);
  return href;
}

/**
 * The document (a page, the navigation) with every `href` that leads to
 * `from` pointing at `to`; null when none did.
 */
export function relinkHrefs<T>(doc: T, from: string, to: string): T | null {
  let changed = false;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        if (k === 'href' && typeof v === 'string') {
          const next = relink(v, from, to);
          if (next !== v) changed = true;
          out[k] = next;
        } else out[k] = walk(v);
      }
      return out;
    }
    return value;
  };
  const next = walk(doc) as T;
  return changed ? next : null;
}
