/**
 * The site's one stylesheet, cut down for one page: rules that style only
 * blocks the page does not contain are left out of its inline <style>.
 * Less CSS is less for a phone to parse and match before its first paint
 * (the LCP's render delay), and the cut is safe because a block's classes
 * are named after its type (`.gallery`, `.gallery__item`, `.gallery--wide`):
 * a block whose root class is nowhere in the page's HTML has nothing to style,
 * and a block that is on the page keeps all its rules, also for the states
 * its script adds later. Anything not named after a block type (base styles,
 * utilities, state classes) is always kept.
 */

/** Splits `text` at top-level occurrences of `sep` (outside (), [] and strings). */
function splitTop(text: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === sep && depth === 0) {
      out.push(text.slice(from, i));
      from = i + 1;
    }
  }
  out.push(text.slice(from));
  return out;
}

/** Top-level rules of a stylesheet: each a prelude (selector or at-rule) and its block's body. */
function rules(css: string): { prelude: string; body: string }[] {
  const out: { prelude: string; body: string }[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semi = css.indexOf(';', i);
    // A statement at-rule (@import, @charset, @layer a, b;) has no block.
    if (semi >= 0 && (open < 0 || semi < open)) {
      out.push({ prelude: css.slice(i, semi + 1), body: '' });
      i = semi + 1;
      continue;
    }
    if (open < 0) break;
    let depth = 1;
    let quote = '';
    let j = open + 1;
    for (; j < css.length && depth > 0; j++) {
      const ch = css[j];
      if (quote) {
        if (ch === '\\') j++;
        else if (ch === quote) quote = '';
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === '{') depth++;
      else if (ch === '}') depth--;
    }
    out.push({ prelude: css.slice(i, open), body: css.slice(open + 1, j - 1) });
    i = j;
  }
  return out;
}

/** The block types named by a selector's classes. */
function blockTypesOf(selector: string, isType: (name: string) => string | undefined): string[] {
  const types: string[] = [];
  for (const m of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
    const t = isType(m[1]);
    if (t) types.push(t);
  }
  return types;
}

/** Which of `types` have a class (the type itself, `type__x` or `type--x`) anywhere in `html`. */
export function blockTypesIn(html: string, types: readonly string[]): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const c of m[1].split(/\s+/)) if (c) classes.add(c);
  const present = new Set<string>();
  for (const c of classes) {
    const t = typeOfClass(c, types);
    if (t) present.add(t);
  }
  return present;
}

function typeOfClass(name: string, types: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const t of types)
    if ((name === t || name.startsWith(`${t}__`) || name.startsWith(`${t}--`)) && (!best || t.length > best.length))
      best = t;
  return best;
}

/** The stylesheet without the rules that only style block types absent from `present`. */
export function cssForBlocks(css: string, types: readonly string[], present: ReadonlySet<string>): string {
  const memo = new Map<string, string | undefined>();
  const isType = (name: string) => {
    if (!memo.has(name)) memo.set(name, typeOfClass(name, types));
    return memo.get(name);
  };
  const keepSelector = (sel: string) => blockTypesOf(sel, isType).every((t) => present.has(t));
  const filter = (text: string): string =>
    rules(text)
      .map(({ prelude, body }) => {
        const head = prelude.trim();
        if (!body && head.endsWith(';')) return head;
        // Grouping rules hold rules: filter inside, drop them if nothing is left.
        if (/^@(media|supports|container|layer|scope)\b/.test(head)) {
          const inner = filter(body);
          return inner ? `${head}{${inner}}` : '';
        }
        if (head.startsWith('@')) return `${head}{${body}}`;
        const kept = splitTop(head, ',').filter(keepSelector);
        return kept.length ? `${kept.join(',')}{${body}}` : '';
      })
      .join('');
  return filter(css);
}

/**
 * `cssForBlocks` for each distinct set of blocks, computed once: a site has
 * a handful of page shapes, and the HTML cache keeps the pages themselves.
 */
export function pageCssCache(css: string, types: readonly string[]) {
  const byBlocks = new Map<string, string>();
  return (html: string): string => {
    const present = blockTypesIn(html, types);
    const key = [...present].sort().join(' ');
    let out = byBlocks.get(key);
    if (out === undefined) {
      out = cssForBlocks(css, types, present);
      byBlocks.set(key, out);
    }
    return out;
  };
}
