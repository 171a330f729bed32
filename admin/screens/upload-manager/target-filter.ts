import type { GroupView } from '../../../contracts/media';
import type { AssetFilter } from '../media-library/library-api';

/** A narrowed view lists at most this many files, so the page stays fast. */
export const MAX_SEARCH_ROWS = 200;

/** One key per slot, for selections and progress. */
export const targetKey = (folder: string, fileName: string) => `${folder}/${fileName}`;

export type ShownGroups = ReturnType<typeof filterGroups>['groups'];

/** Whether the library's filter narrows the slots at all (a narrowed tree opens every match). */
export const narrows = (f: AssetFilter) => !!f.q.trim() || !!f.kind || f.unused;

/** Sections under their page, in manifest order. */
export function byPage(groups: ShownGroups) {
  const pages = new Map<string, { page: string; pageLabel: string; sections: ShownGroups }>();
  for (const g of groups) {
    let p = pages.get(g.group.page);
    if (!p) pages.set(g.group.page, (p = { page: g.group.page, pageLabel: g.group.pageLabel, sections: [] }));
    p.sections.push(g);
  }
  return [...pages.values()];
}

/**
 * The slots through the library's filter: words match a section whole (its label or folder) or a slot's
 * name, a kind keeps slots of that kind, and "unused" keeps the slots with no file yet. Capped at
 * {@link MAX_SEARCH_ROWS} files once narrowed, so the page stays fast.
 */
export function filterGroups(groups: GroupView[], filter: AssetFilter) {
  if (!narrows(filter)) return { groups: groups.map((group) => ({ group, targets: group.targets })), truncated: false };
  const words = filter.q.toLowerCase().split(/\s+/).filter(Boolean);
  const out: { group: GroupView; targets: GroupView['targets'] }[] = [];
  let rows = 0;
  for (const group of groups) {
    const label = `${group.label} ${group.folder}`.toLowerCase();
    const targets = group.targets.filter(
      (t) =>
        (!filter.kind || t.kind === filter.kind) &&
        (!filter.unused || !t.exists) &&
        words.every((w) => label.includes(w) || t.fileName.toLowerCase().includes(w)),
    );
    if (targets.length === 0) continue;
    const room = MAX_SEARCH_ROWS - rows;
    if (room <= 0) return { groups: out, truncated: true };
    out.push({ group, targets: targets.slice(0, room) });
    rows += Math.min(targets.length, room);
    if (targets.length > room) return { groups: out, truncated: true };
  }
  return { groups: out, truncated: false };
}
