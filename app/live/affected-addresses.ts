import type { AnyPage } from '../../engine/registry';
import type { Shell } from '../../engine/server/site';
import { ASSET_PREFIX } from '../../engine/media-kind';
import type { Change } from '../../platform/change-feed';
import { PROJECTS_PATH, projectPath } from '../../contracts/projects';

/** The public addresses a change touches, or 'all' when it is on every page. */
export type Affected = 'all' | { paths: string[] };

export const SITEMAP = '/sitemap.xml';

export interface AffectedSite {
  /** The pages served now (after the change was applied). */
  pages: readonly AnyPage[];
  /** The header and footer every page shows. */
  shell: Shell;
  /** The listing pages that show a project now or did before the change (app/live/site-pages.ts). */
  listedBy?: (slug: string) => readonly string[];
}

/** Whether the JSON of `value` names `address` as a whole value (a link, a slot), not a longer path that starts with it. */
function names(value: unknown, address: string) {
  const text = JSON.stringify(value);
  const quoted = JSON.stringify(address).slice(0, -1);
  let at = text.indexOf(quoted);
  while (at !== -1) {
    const next = text[at + quoted.length];
    if (next === '"' || next === '#' || next === '?') return true;
    at = text.indexOf(quoted, at + 1);
  }
  return false;
}

/** The page at `path`, the pages below it (their breadcrumbs show its title) and those that link to it (cards show its title). */
function pageAddresses(path: string, pages: readonly AnyPage[]): string[] {
  const under = path === '/' ? '/' : `${path}/`;
  const paths = new Set([path, SITEMAP]);
  for (const p of pages) {
    if (p.layout !== 'site') continue;
    // Every page's breadcrumbs start with the home page's label.
    if (path === '/' || p.path.startsWith(under) || names(p.blocks, path)) paths.add(p.path);
  }
  return [...paths];
}

/**
 * A project: its own page, the index, the sitemap, and exactly the pages whose
 * listings show it after the change or showed it before (a project that
 * leaves a listing, or is unpublished, changes that page as much as one that
 * joins it). Nothing else names a project's content.
 */
export function projectAddresses(slug: string, site: AffectedSite): string[] {
  return [...new Set([projectPath(slug), PROJECTS_PATH, SITEMAP, ...(site.listedBy?.(slug) ?? [])])];
}

/**
 * Which public addresses a change touches: what the HTML cache drops and
 * the static mirror renders again. A page: itself, the pages whose
 * breadcrumbs or cards show its title, and the sitemap. The navigation and
 * the contact details are on every page; so is a library file (any slot may
 * show it, and its alt text and focal point go with it) and a picture the
 * header or footer shows. A page's own picture: the pages that name it. A
 * redirect: its source. Aliases are found by the cache itself (it knows
 * which cached address serves which page).
 */
export function affectedAddresses(change: Change, site: AffectedSite): Affected {
  switch (change.kind) {
    case 'page':
      return { paths: pageAddresses(change.key, site.pages) };
    case 'navigation':
    case 'contact':
      return 'all';
    case 'redirect':
      return { paths: [change.key] };
    // Its publish records the asset's change too, which names the pages; the picture's own names none.
    case 'picture':
      return { paths: [] };
    case 'project':
      return { paths: projectAddresses(change.key, site) };
    case 'media': {
      if (change.key.startsWith(ASSET_PREFIX) || names(site.shell, change.key)) return 'all';
      return { paths: site.pages.filter((p) => p.layout === 'site' && names(p, change.key)).map((p) => p.path) };
    }
    default:
      return 'all';
  }
}
