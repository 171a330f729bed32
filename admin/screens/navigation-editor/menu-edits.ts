import type { NavigationItem } from '../../../contracts/navigation';

/**
 * Edits of a menu, as pure functions: each answers a new list and leaves
 * the old one as it was (the editor keeps the old one for undo and for
 * telling whether anything changed). A menu item is addressed by its
 * indexes from the top: [2, 1] is the second link of the third item.
 */
export type ItemPath = readonly number[];

/** The list at `path` replaced by what `edit` makes of it. */
export function editList(
  items: readonly NavigationItem[],
  path: ItemPath,
  edit: (list: NavigationItem[]) => NavigationItem[],
): NavigationItem[] {
  if (path.length === 0) return edit([...items]);
  const [i, ...rest] = path as [number, ...number[]];
  return items.map((item, n) => {
    if (n !== i) return item;
    const next = editList(item.submenus ?? [], rest, edit);
    const { submenus: _old, ...plain } = item;
    return next.length ? { ...plain, submenus: next } : plain;
  });
}

/** The item at `path` with `patch` applied; an empty optional text is removed rather than kept as "". */
export function updateItem(items: readonly NavigationItem[], path: ItemPath, patch: Partial<NavigationItem>) {
  const parent = path.slice(0, -1);
  const at = path[path.length - 1]!;
  return editList(items, parent, (list) =>
    list.map((item, n) => {
      if (n !== at) return item;
      const next: NavigationItem = { ...item, ...patch };
      for (const key of ['description', 'overviewLabel'] as const) if (next[key] === '') delete next[key];
      return next;
    }),
  );
}

/** Moves the item at `path` one place up (-1) or down (+1) within its list; at an end nothing changes. */
export function moveItem(items: readonly NavigationItem[], path: ItemPath, delta: -1 | 1) {
  const at = path[path.length - 1]!;
  return editList(items, path.slice(0, -1), (list) => {
    const to = at + delta;
    if (to < 0 || to >= list.length) return list;
    [list[at], list[to]] = [list[to]!, list[at]!];
    return list;
  });
}

export const removeItem = (items: readonly NavigationItem[], path: ItemPath) =>
  editList(items, path.slice(0, -1), (list) => list.filter((_, n) => n !== path[path.length - 1]));

/** A new link at the end of the list at `parent` (the top menu when empty). */
export const addItem = (items: readonly NavigationItem[], parent: ItemPath, item: NavigationItem) =>
  editList(items, parent, (list) => [...list, item]);

/** The list a path's item sits in has this many items (to know whether it can move up or down). */
export function siblingsOf(items: readonly NavigationItem[], path: ItemPath): number {
  let list = items;
  for (const i of path.slice(0, -1)) list = list[i]?.submenus ?? [];
  return list.length;
}
