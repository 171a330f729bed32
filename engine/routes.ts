import type { AnyPage } from './registry';

export interface RouteMatch<P extends AnyPage = AnyPage> {
  page: P;
  /** The path this page is canonically served at (aliases point here). */
  canonicalPath: string;
  /** The path that was asked for. */
  requestedPath: string;
}

export interface AliasPrefix {
  /** e.g. /services/prefab-units */
  from: string;
  /** e.g. /services/containers */
  to: string;
}

/**
 * The route table, generated from the page registry: each page's path, its own
 * aliases, and every path under an alias prefix. Nothing here names a page.
 */
export function createRouteTable<P extends AnyPage>(pages: readonly P[], aliasPrefixes: readonly AliasPrefix[] = []) {
  const table = new Map<string, RouteMatch<P>>();
  const add = (path: string, page: P) => {
    if (!table.has(path)) table.set(path, { page, canonicalPath: page.path, requestedPath: path });
  };
  for (const page of pages) add(page.path, page);
  for (const page of pages) {
    for (const alias of page.aliases) add(alias, page);
    for (const { from, to } of aliasPrefixes) {
      if (page.path === to || page.path.startsWith(`${to}/`)) add(from + page.path.slice(to.length), page);
    }
  }
  const canonical = pages.filter((p) => p.layout === 'site' && !p.meta.noindex);
  return {
    /** Exact match; trailing slashes are the caller's to redirect. */
    match(pathname: string): RouteMatch<P> | undefined {
      return table.get(pathname);
    },
    paths: () => [...table.keys()],
    /** Canonical public routes, for the sitemap. */
    sitemapPaths: () => canonical.map((p) => p.path).sort(),
    pages,
    /** The page at a canonical path (for breadcrumbs). */
    byPath: (path: string) => pages.find((p) => p.path === path),
  };
}

export type RouteTable<P extends AnyPage = AnyPage> = ReturnType<typeof createRouteTable<P>>;

export function sitemapXml(siteUrl: string, paths: string[], lastmod?: string): string {
  const base = siteUrl.replace(/\/$/, '');
  const urls = paths
    .map((p) => `  <url><loc>${escapeXml(base + p)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml\n`;
}

function escapeXml(s: string) {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}
