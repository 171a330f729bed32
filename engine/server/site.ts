import { Hono, type Context } from 'hono';
import type { MediaResolver, SiteData } from '../context';
import { buildHead, escapeHtml, pageTitle, scriptJson, type HeadContext } from '../head';
import { SHARE_IMAGE, shareImageUrl } from '../share';
import type { AnyPage, Registry } from '../registry';
import { htmlReply, idleRecompressor, makeEntry, type CachedHtml, type IdleRecompressor } from './html-cache';
import { pageCssCache } from '../render/page-css';
import { islandPayload, renderBlock, renderDocument, type BlockEntry, type PageAssets } from '../render/ssr';
import { ISLAND_DATA_PATH } from '../block';
import { createRouteTable, robotsTxt, sitemapXml, type AliasPrefix, type RouteMatch } from '../routes';

export interface Shell {
  header: BlockEntry[];
  footer: BlockEntry[];
}

export interface SiteOptions {
  registry: Registry;
  /**
   * The routed pages, or a getter for them when they change while the server
   * runs (pages edited in an admin). The getter is asked on every request; a
   * different array than last time rebuilds the route tables, the sitemap
   * and drops the rendered HTML, so it should return the same array until
   * something changed (the same holds for a `shell` getter).
   */
  pages: AnyPage[] | (() => AnyPage[]);
  /** Rendered, with status 404, for any path no page serves. */
  notFound: AnyPage;
  /** The header and footer around every page, or a getter when they change while the server runs (a navigation published in an admin). */
  shell: Shell | (() => Shell);
  aliasPrefixes?: AliasPrefix[];
  siteUrl: string;
  /**
   * The base URL as this request should see it, when it can differ from
   * `siteUrl` (behind a trusted proxy that terminated https for a site whose
   * SITE_URL says http). Canonical links, the sitemap and robots.txt use it.
   */
  siteUrlFor?: (c: Context) => string;
  assets: { public: PageAssets; admin: PageAssets };
  /** Per request: the stored contact details etc. */
  getSite: (path: string) => SiteData;
  /**
   * The site's name as this request's data gives it: every title ends in it
   * ("{page} | {name}"), and og:site_name carries it. A function because the
   * name can be edited while the server runs (ours is the stored contact record's).
   */
  siteName: (site: SiteData) => string;
  media: MediaResolver;
  /**
   * Changes whenever anything a rendered page shows changes (content, settings, media): the whole cache is
   * then stale. Absent, cached pages stay until `invalidate` drops them (the app drops just the pages a
   * change touches) or the navigation changes.
   */
  contentVersion?: () => string;
  /** Cache rendered HTML per path (off in development). */
  cache?: boolean;
  /**
   * Recompress cached pages with brotli's best once no page has been asked
   * for this long (ms; see `idleRecompressor`). 0 or absent: they stay at the
   * quality they were first sent with.
   */
  recompressIdleMs?: number;
  /**
   * What an address no page serves does instead of 404: a page moved
   * (301 to `to`), or gone for good (410 with the not-found page).
   */
  movedAddress?: (path: string) => { to: string } | { gone: true } | undefined;
}

const MAX_CACHED_PAGES = 500;

/**
 * The page's declared query parameters (page.query), first value of each,
 * and nothing else: these are all a render may depend on, so they alone key
 * the HTML cache. A value over 200 characters is treated as absent.
 */
export function readQuery(params: URLSearchParams, declared: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of declared) {
    const value = params.get(name);
    if (value !== null && value.length <= 200) query[name] = value;
  }
  return query;
}

/** The path of a request URL exactly as it was sent: percent-encoding kept, no query. */
function sentPath(url: string): string {
  const start = url.indexOf('/', url.indexOf('://') + 3);
  if (start === -1) return '/';
  const end = url.slice(start).search(/[?#]/);
  return end === -1 ? url.slice(start) : url.slice(start, start + end);
}

/** Characters a path may carry as they are; everything else is percent-encoded. */
const PATH_SAFE = /[A-Za-z0-9\-._~!$&'()*+,;=:@/]/;

/**
 * The target of a normalising redirect: repeated slashes collapsed, the
 * trailing slash removed. A browser resolves `//host`, `/\host` and `/<tab>/host`
 * to another host, so the result must start with exactly one slash followed by
 * something that is not a slash, and every character a browser might
 * reinterpret (backslash, whitespace, controls, a stray %) is percent-encoded:
 * a backslash is an ordinary character of the path here, never a separator.
 * Existing escapes such as %2F are kept as they are; they are data, not slashes.
 */
export function normalisedPath(path: string): string {
  let encoded = '';
  for (let i = 0; i < path.length; i++) {
    const ch = path[i];
    if (ch === '%' && /^[0-9A-Fa-f]{2}$/.test(path.slice(i + 1, i + 3))) encoded += ch;
    else if (PATH_SAFE.test(ch)) encoded += ch;
    else {
      const cp = path.codePointAt(i)!;
      const whole = cp > 0xffff ? path.slice(i, i + 2) : ch;
      if (cp > 0xffff) i++;
      // A lone surrogate cannot be UTF-8 encoded: it becomes U+FFFD, as a browser would send it.
      encoded += cp >= 0xd800 && cp <= 0xdfff ? '%EF%BF%BD' : encodeURIComponent(whole);
    }
  }
  const collapsed = `/${encoded}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

type RouteTables = ReturnType<typeof routeTables>;

/** The route tables of a page list: every route, the public site's, and the admin screens'. */
function routeTables(pages: AnyPage[], aliasPrefixes?: AliasPrefix[]) {
  return {
    pages,
    routes: createRouteTable(pages, aliasPrefixes),
    siteRoutes: createRouteTable(
      pages.filter((p) => p.layout === 'site'),
      aliasPrefixes,
    ),
    adminRoutes: createRouteTable(pages.filter((p) => p.layout === 'admin')),
  };
}

/** Home, then each page above this one that exists, then the page itself. */
function breadcrumbsOf(page: AnyPage, routes: RouteTables['routes']): HeadContext['breadcrumbs'] {
  const crumbs: HeadContext['breadcrumbs'] = [];
  const segments = page.path.split('/').filter(Boolean);
  const home = routes.byPath('/');
  if (home) crumbs.push({ name: home.label ?? 'Home', path: '/' });
  for (let i = 1; i <= segments.length; i++) {
    const path = `/${segments.slice(0, i).join('/')}`;
    const p = routes.byPath(path);
    if (p) crumbs.push({ name: p.label ?? p.meta.title, path });
  }
  return crumbs;
}

/** The rendered HTML cache, its switch and the content version it is valid for. */
interface HtmlCache {
  enabled: boolean;
  entries: Map<string, CachedHtml>;
  version: () => string;
  recompress?: IdleRecompressor;
}

/** The cache's switch, entries and version, with an idle recompressor when asked for one. */
function htmlCacheOf(opts: SiteOptions, entries: Map<string, CachedHtml>): HtmlCache {
  const enabled = Boolean(opts.cache);
  const recompress = enabled && opts.recompressIdleMs ? idleRecompressor(opts.recompressIdleMs) : undefined;
  return { enabled, entries, version: opts.contentVersion ?? (() => ''), recompress };
}

/** The path a cache key is for: without the base URL scope, the island prefix, the query and the island key. */
const keyPath = (key: string) =>
  key
    .replace(/^[^/]*\|/, '')
    .replace(/^island:/, '')
    .replace(/[?#].*$/, '');

/**
 * Drops the cached answers for `paths` (page paths: an alias's cached answer goes with its page, as
 * `canonical` tells), or all of them. The 404 and 410 pages go only with all.
 */
export function dropCached(
  entries: Map<string, CachedHtml>,
  affected: 'all' | { paths: readonly string[] },
  canonical: (path: string) => string | undefined,
) {
  if (affected === 'all') return entries.clear();
  const paths = new Set(affected.paths);
  for (const key of [...entries.keys()]) {
    if (key.startsWith('admin:')) continue;
    const path = keyPath(key);
    if (paths.has(path) || paths.has(canonical(path) ?? '')) entries.delete(key);
  }
}

type SendArgs = [c: Context, key: string, make: () => string, status?: 200 | 404 | 410, type?: 'html' | 'json'];

/** Cached pages (and island data) go out precompressed (brotli/gzip) with an ETag; see html-cache.ts. */
function sendCached(cache: HtmlCache, ...[c, key, make, status = 200, type = 'html']: SendArgs) {
  if (!cache.enabled)
    return type === 'json'
      ? c.body(make(), status, { 'Content-Type': 'application/json; charset=utf-8' })
      : c.html(make(), status);
  cache.recompress?.touch();
  const version = cache.version();
  let entry = cache.entries.get(key);
  if (!entry || entry.version !== version) {
    const html = make();
    // Keys with a query string are caller-chosen: cap them so the cache cannot grow without bound.
    if (key.includes('?') && !entry && cache.entries.size >= MAX_CACHED_PAGES) return c.html(html, status);
    const made = makeEntry(version, html);
    entry = made;
    cache.entries.set(key, made);
    cache.recompress?.schedule(key, made, () => cache.entries.get(key) === made);
  }
  const r = htmlReply(entry, status, {
    acceptEncoding: c.req.header('Accept-Encoding'),
    ifNoneMatch: c.req.header('If-None-Match'),
  });
  if (type === 'json') r.headers['Content-Type'] = 'application/json; charset=utf-8';
  return r.body ? c.body(r.body, r.status as 200, r.headers) : c.body(null, 304, r.headers);
}

/** The page every admin address answers with: the client-rendered admin app's shell. */
function adminShellHtml(page: AnyPage, opts: Pick<SiteOptions, 'getSite' | 'assets' | 'siteName'>): string {
  const site = opts.getSite(page.path);
  const a = opts.assets.admin;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(pageTitle(page, opts.siteName(site)))}</title>
${a.styles.map((h) => `<link rel="stylesheet" href="${h}">`).join('')}${(a.preloads ?? []).map((s) => `<link rel="modulepreload" href="${s}">`).join('')}${a.devHead ?? ''}
</head>
<body class="admin-body">
<div id="admin-root"><p class="admin-boot">Loading the admin area…</p></div>
<noscript>The admin area needs JavaScript.</noscript>
${a.scripts.map((s) => `<script type="module" src="${s}"></script>`).join('')}
</body>
</html>`;
}

/** The route tables of the current pages, rebuilt (and the HTML dropped when it must be) as the page list changes. */
function liveTables(
  opts: SiteOptions,
  getPages: () => AnyPage[],
  getShell: () => Shell,
  htmlCache: Map<string, CachedHtml>,
) {
  let tables = routeTables(getPages(), opts.aliasPrefixes);
  let shellSeen = getShell();
  return () => {
    const pages = getPages();
    if (pages !== tables.pages) {
      tables = routeTables(pages, opts.aliasPrefixes);
      // Without a content version the app says which pages a change touched (invalidate).
      if (opts.contentVersion) htmlCache.clear();
    }
    // A new navigation is on every page: no HTML rendered with the old one may be served again.
    if (getShell() !== shellSeen) {
      shellSeen = getShell();
      htmlCache.clear();
    }
    return tables;
  };
}

/**
 * Renders a public page to complete HTML: its head (title, description,
 * canonical, sharing image, breadcrumbs), the header, its blocks and the
 * footer, with only the CSS its blocks use inlined. Counts its renders, so
 * tests and benchmarks can tell a cached answer from a new render.
 */
function createPageRenderer(
  opts: SiteOptions,
  getShell: () => Shell,
  routes: () => ReturnType<typeof routeTables>['routes'],
) {
  // Each page inlines only the rules of the blocks it contains (page-css.ts).
  const pageCss = opts.assets.public.inlineStyle
    ? pageCssCache(opts.assets.public.inlineStyle, opts.registry.types)
    : undefined;
  let renders = 0;
  /**
   * `shell` renders the page with another header and footer (the navigation
   * editor's preview); `extra` adds to what blocks read of the request (a
   * form posted without script, drawn again with its problems: never cached).
   */
  function renderSitePage(
    match: RouteMatch,
    query: Record<string, string> = {},
    siteUrl = opts.siteUrl,
    shell: Shell = getShell(),
    extra: Partial<SiteData> = {},
  ): string {
    renders++;
    const { page, canonicalPath, requestedPath } = match;
    const site: SiteData = { ...opts.getSite(requestedPath), query, ...extra };
    const render = (entries: BlockEntry[], prefix: string) =>
      entries.map((e, i) => renderBlock(opts.registry, e, `${prefix}${i}`, site, opts.media)).join('\n');
    const head = buildHead(page, {
      siteUrl,
      companyName: opts.siteName(site),
      canonicalPath,
      breadcrumbs: page.meta.noindex ? [] : breadcrumbsOf(page, routes()),
      shareImage: (slot) => {
        const m = opts.media(slot);
        if (!m.exists || m.kind !== 'image') return undefined;
        const version = new URL(m.src, 'http://site').searchParams.get('v') ?? '';
        return { url: shareImageUrl(slot, version, m.focus), ...SHARE_IMAGE, alt: m.alt ?? m.defaultAlt };
      },
    });
    const header = render(shell.header, 'h');
    const main = render(page.blocks, 'b');
    const footer = render(shell.footer, 'f');
    const assets = pageCss
      ? { ...opts.assets.public, inlineStyle: pageCss(header + main + footer) }
      : opts.assets.public;
    return renderDocument({ head, header, main, footer, site, assets });
  }

  return { renderSitePage, renderCount: () => renders };
}

/**
 * The data of the island `key` ("b2": the page's third block; "h0", "f0":
 * the header's and footer's) of the public page at `path`, or undefined.
 */
function islandDataOf(
  opts: SiteOptions,
  siteRoutes: ReturnType<typeof routeTables>['siteRoutes'],
  shell: Shell,
  path: string,
  key: string,
) {
  const match = siteRoutes.match(path);
  const at = /^([bhf])(\d{1,4})$/.exec(key);
  if (!match || !at) return undefined;
  const list = at[1] === 'b' ? match.page.blocks : at[1] === 'h' ? shell.header : shell.footer;
  const entry = list[Number(at[2])];
  const def = entry && opts.registry.get(entry.type);
  if (!entry || !def?.interactive) return undefined;
  return islandPayload(def, entry, opts.media);
}

/**
 * The public site as a Hono app: every page server-rendered to complete HTML
 * (cached until content changes), the 404 page, sitemap.xml, robots.txt and
 * the admin shell. It knows pages and blocks only through the registry.
 */
export function createSite(opts: SiteOptions) {
  const getPages = typeof opts.pages === 'function' ? opts.pages : () => opts.pages as AnyPage[];
  const getShell = typeof opts.shell === 'function' ? opts.shell : () => opts.shell as Shell;
  const htmlCache = new Map<string, CachedHtml>();
  const current = liveTables(opts, getPages, getShell, htmlCache);
  const canonicalOf = (path: string) => current().routes.match(path)?.page.path;

  const renderer = createPageRenderer(opts, getShell, () => current().routes);
  const { renderSitePage } = renderer;
  const islandData = (path: string, key: string) => islandDataOf(opts, current().siteRoutes, getShell(), path, key);

  const cache = htmlCacheOf(opts, htmlCache);
  const send = (...args: SendArgs) => sendCached(cache, ...args);
  const app = new Hono();
  const baseFor = (c: Context) => opts.siteUrlFor?.(c) ?? opts.siteUrl;
  app.get('/sitemap.xml', (c) =>
    c.body(sitemapXml(baseFor(c), current().siteRoutes.sitemapPaths()), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
    }),
  );
  app.get('/robots.txt', (c) => c.text(robotsTxt(baseFor(c))));
  // An 'on-wake' island's props and media, asked for by its script when the visitor reaches for it.
  app.get(ISLAND_DATA_PATH, (c) => {
    const payload = islandData(c.req.query('path') ?? '', c.req.query('key') ?? '');
    if (!payload) return c.json({ error: 'No such island on this site' }, 404);
    c.header('Cache-Control', 'no-cache');
    return send(c, `island:${c.req.query('path')}#${c.req.query('key')}`, () => scriptJson(payload), 200, 'json');
  });
  app.get('*', (c) => {
    const path = c.req.path;
    // Decided on the path as sent (still percent-encoded): Hono's decoded path turns %5C into a
    // backslash and %09 into a tab, which a browser would read as a slash or drop.
    const sent = sentPath(c.req.url);
    if (sent !== '/' && (sent.endsWith('/') || sent.includes('//'))) {
      return c.redirect(normalisedPath(sent) + new URL(c.req.url).search, 301);
    }
    const { adminRoutes, siteRoutes } = current();
    const adminMatch = adminRoutes.match(path);
    if (adminMatch) {
      c.header('Cache-Control', 'no-store');
      return send(c, `admin:${path}`, () => adminShellHtml(adminMatch.page, opts));
    }
    const match = siteRoutes.match(path);
    c.header('Cache-Control', 'no-cache');
    const base = baseFor(c);
    // Pages rendered for another base URL (https behind a proxy) are cached apart.
    const scope = base === opts.siteUrl ? '' : `${base}|`;
    if (match) {
      const query = match.page.query.length ? readQuery(new URL(c.req.url).searchParams, match.page.query) : {};
      // In declared order, so the same values always make the same key.
      const search = new URLSearchParams(query).toString();
      return send(c, scope + (search ? `${path}?${search}` : path), () => renderSitePage(match, query, base));
    }
    const notFound = { page: opts.notFound, canonicalPath: path, requestedPath: path };
    const moved = opts.movedAddress?.(path);
    if (moved && 'to' in moved) return c.redirect(moved.to + new URL(c.req.url).search, 301);
    if (moved) return send(c, `${scope}410`, () => renderSitePage(notFound, {}, base), 410);
    return send(c, `${scope}404`, () => renderSitePage(notFound, {}, base), 404);
  });

  return {
    app,
    /** Every route (pages, aliases, admin screens) as served now. */
    get routes() {
      return current().routes;
    },
    get siteRoutes() {
      return current().siteRoutes;
    },
    get adminRoutes() {
      return current().adminRoutes;
    },
    renderSitePage,
    /** How many pages were rendered so far (a cached page answered again is not rendered again). */
    renderCount: renderer.renderCount,
    invalidate: (affected: Parameters<typeof dropCached>[1]) => dropCached(htmlCache, affected, canonicalOf),
    /** Resolves when every cached page waiting for brotli's best has it (at once when recompression is off). */
    recompressed: () => cache.recompress?.drained() ?? Promise.resolve(),
  };
}
