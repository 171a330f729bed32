import type { AnyPage } from './registry';

export interface HeadContext {
  siteUrl: string;
  companyName: string;
  /** The path the page is canonically served at. */
  canonicalPath: string;
  /** Ancestors for the BreadcrumbList, root first, ending with this page. */
  breadcrumbs: { name: string; path: string }[];
  /** Resolve a media slot to an absolute-path URL (social image). */
  mediaUrl?: (slot: string) => string;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return siteUrl.replace(/\/$/, '') + pathOrUrl;
}

export function pageTitle(page: Pick<AnyPage, 'meta'>, companyName: string) {
  return `${page.meta.title} | ${companyName}`;
}

/** Every <head> tag a public page needs, built from its meta alone. */
export function buildHead(page: AnyPage, ctx: HeadContext): string {
  const { meta } = page;
  const title = pageTitle(page, ctx.companyName);
  const canonical = absoluteUrl(ctx.siteUrl, meta.canonical ?? ctx.canonicalPath);
  const image = meta.socialImage
    ? absoluteUrl(ctx.siteUrl, ctx.mediaUrl ? ctx.mediaUrl(meta.socialImage) : meta.socialImage)
    : undefined;
  const jsonLd: Record<string, unknown>[] = meta.structuredData.map((d) => ({
    '@context': 'https://schema.org',
    ...d,
  }));
  if (ctx.breadcrumbs.length > 1) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: ctx.breadcrumbs.map((b, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: b.name,
        item: absoluteUrl(ctx.siteUrl, b.path),
      })),
    });
  }
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta name="keywords" content="${escapeHtml(meta.keywords.join(', '))}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(ctx.companyName)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    ...jsonLd.map((d) => `<script type="application/ld+json">${scriptJson(d)}</script>`),
  ];
  return tags.filter(Boolean).join('\n');
}
