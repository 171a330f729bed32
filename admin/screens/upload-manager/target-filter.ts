import type { GroupView, TargetsView } from '../../../contracts/media';

/** A search lists at most this many files, so the page stays fast. */
export const MAX_SEARCH_ROWS = 200;

export type ShownGroups = ReturnType<typeof filterGroups>['groups'];

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

/** With a search: matching sections whole, else their matching files, capped so the page stays fast. */
export function filterGroups(groups: GroupView[], query: string) {
  if (!query) return { groups: groups.map((group) => ({ group, targets: group.targets })), truncated: false };
  const words = query.split(/\s+/);
  const out: { group: GroupView; targets: GroupView['targets'] }[] = [];
  let rows = 0;
  for (const group of groups) {
    const label = `${group.label} ${group.folder}`.toLowerCase();
    const targets = words.every((w) => label.includes(w))
      ? group.targets
      : group.targets.filter((t) => words.every((w) => label.includes(w) || t.fileName.toLowerCase().includes(w)));
    if (targets.length === 0) continue;
    const room = MAX_SEARCH_ROWS - rows;
    if (room <= 0) return { groups: out, truncated: true };
    out.push({ group, targets: targets.slice(0, room) });
    rows += Math.min(targets.length, room);
    if (targets.length > room) return { groups: out, truncated: true };
  }
  return { groups: out, truncated: false };
}

export function videosInProgress(data: TargetsView | undefined): boolean {
  return !!data?.groups.some((g) =>
    g.targets.some((t) => t.video?.state === 'queued' || t.video?.state === 'processing'),
  );
}
