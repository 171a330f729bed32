import { leadsTo, valueAt, type HrefPath } from './link-paths';

/**
 * A menu or footer link taken out of its list when the page it led to was
 * deleted: the list's place in the navigation, the link's position in that
 * list at the time, and the link as it was (with its description and
 * overview label), so a restore can put back exactly this.
 */
export interface RemovedLink {
  list: HrefPath;
  index: number;
  link: Record<string, unknown>;
}

type Entry = Record<string, unknown>;

/** The navigation's lists staff can lose a link from, and whether the list may become empty. */
const LISTS: { at: HrefPath; where: 'Menu' | 'Footer'; mayEmpty: boolean }[] = [
  { at: ['header', 'items'], where: 'Menu', mayEmpty: false },
  { at: ['footer', 'serviceLinks'], where: 'Footer', mayEmpty: false },
  { at: ['footer', 'companyLinks'], where: 'Footer', mayEmpty: false },
];

const labelOf = (e: Entry) => (typeof e.label === 'string' ? e.label : String(e.href));
const hasLinksInside = (e: Entry) => Array.isArray(e.submenus) && e.submenus.length > 0;

export function listAt(doc: unknown, at: HrefPath): Entry[] | undefined {
  const here = valueAt(doc, at);
  return Array.isArray(here) ? (here as Entry[]) : undefined;
}

/**
 * The navigation without its menu and footer links to `path`, each removal
 * recorded in the order it was made; what must stay (a group holding other
 * links, the last link of a list that needs one, the header button) is
 * named in `kept` so staff know what to point elsewhere. Null when nothing
 * was removed and nothing needed naming.
 */
export function unlinkNavigation<T>(
  nav: T,
  path: string,
): { doc: T; removed: RemovedLink[]; names: string[]; kept: string[] } | null {
  const doc = structuredClone(nav);
  const removed: RemovedLink[] = [];
  const names: { place: number[]; name: string }[] = [];
  const kept: string[] = [];
  const visit = (at: HrefPath, where: 'Menu' | 'Footer', mayEmpty: boolean, place: number[]) => {
    const list = listAt(doc, at);
    if (!list) return;
    // Inner lists first, at this list's positions before its own removals: undone in reverse, every recorded place is valid again.
    list.forEach((e, i) => {
      if (Array.isArray(e.submenus)) visit([...at, i, 'submenus'], where, true, [...place, i]);
    });
    const leading = list.flatMap((e, i) => (typeof e.href === 'string' && leadsTo(e.href, path) ? [i] : []));
    const removable = leading.filter((i) => !hasLinksInside(list[i]));
    for (const i of leading.filter((i) => hasLinksInside(list[i])))
      kept.push(
        `The menu group “${labelOf(list[i])}” leads there and holds other links: point it at another page in Navigation`,
      );
    if (!mayEmpty && removable.length === list.length) {
      for (const i of removable)
        kept.push(`“${labelOf(list[i])}” is the last link of its list: point it at another page in Navigation`);
      return;
    }
    for (const i of [...removable].reverse()) {
      const [link] = list.splice(i, 1);
      removed.push({ list: at, index: i, link });
    }
    // Named from the document as it was: every position here is one it had before any removal.
    names.push(
      ...removable.map((i) => ({ place: [...place, i], name: `${where}: ${labelOf(listAt(nav, at)?.[i] ?? {})}` })),
    );
  };
  LISTS.forEach((l, n) => visit(l.at, l.where, l.mayEmpty, [n]));
  const cta = (doc as { header?: { cta?: Entry } }).header?.cta;
  if (cta && typeof cta.href === 'string' && leadsTo(cta.href, path))
    kept.push(
      `The header button “${labelOf(cta)}” leads there and the menu needs it: point it at another page in Navigation`,
    );
  if (!removed.length && !kept.length) return null;
  return { doc, removed, names: names.sort((a, b) => byPlace(a.place, b.place)).map((n) => n.name), kept };
}

/** Document order: the menu before the footer, an item before the links in its group, then the next item. */
function byPlace(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/**
 * Puts removed links back, in reverse order of their removal, each at its
 * old place. A list that is gone, or already holding the same link again
 * (staff put it back by hand), keeps its state and is named in `kept`.
 */
export function restoreRemovedLinks<T>(nav: T, removed: RemovedLink[], kept: string[]): T | null {
  const doc = structuredClone(nav);
  let any = false;
  for (const r of [...removed].reverse()) {
    const list = listAt(doc, r.list);
    const label = labelOf(r.link);
    if (!list) {
      kept.push(`the menu group that held “${label}” is gone, so that link was not put back`);
      continue;
    }
    if (list.some((e) => e.href === r.link.href && e.label === r.link.label)) continue;
    list.splice(Math.min(r.index, list.length), 0, r.link);
    any = true;
  }
  return any ? doc : null;
}
