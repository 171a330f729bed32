import type { AnyPage } from './registry';
import { PLACEHOLDER_IMAGE, PLACEHOLDER_SIZE } from './placeholder';
import { altOnPage, shareImageCandidates } from './share';

/** A picture for a shared link, as the head announces it. */
export interface ShareImage {
  /** Absolute path or URL. */
  url: string;
  width: number;
  height: number;
  alt?: string;
}

export interface HeadContext {
  siteUrl: string;
  companyName: string;
  /** The path the page is canonically served at. */
  canonicalPath: string;
  /** Ancestors for the BreadcrumbList, root first, ending with this page. */
  breadcrumbs: { name: string; path: string }[];
  /**
   * The share picture made from a media slot, or undefined when the slot has
   * no stored image (the server's media store answers; without one, as in
   * unit tests, a chosen picture's own path is used as it is).
   */
  shareImage?: (slot: string) => ShareImage | undefined;
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

export function pageTitle(page: { meta: { title: string } }, companyName: string) {
  return `${page.meta.title} | ${companyName}`;
}

/** The first candidate picture with a stored file (engine/share.ts orders them). */
function sharePicture(page: AnyPage, ctx: HeadContext): ShareImage | undefined {
  const chosen = page.meta.share?.image ?? page.meta.socialImage;
  // Where the files cannot be checked (a render without a media store), the picture the page names.
  if (!ctx.shareImage) return chosen ? { url: chosen, width: 0, height: 0 } : undefined;
  for (const slot of shareImageCandidates(page)) {
    const found = ctx.shareImage(slot);
    if (found) return found.alt ? found : { ...found, alt: altOnPage(page.blocks, slot) };
  }
  // A page that must name a social image (the engineering pages) names the built-in placeholder until its
  // photo is uploaded: its own slot has no file and answered 404, and a crawler keeps the picture it got.
  return chosen ? { url: PLACEHOLDER_IMAGE, ...PLACEHOLDER_SIZE } : undefined;
}

/**
 * Every <head> tag a public page needs, built from its meta and, for the
 * share picture, its blocks. A shared link (WhatsApp, Facebook, LinkedIn, X)
 * shows og:title, og:description and og:image: the page's share fields where
 * staff chose them, else the SEO title and description and the first picture.
 */
export function buildHead(page: AnyPage, ctx: HeadContext): string {
  const { meta } = page;
  const title = pageTitle(page, ctx.companyName);
  const canonical = absoluteUrl(ctx.siteUrl, meta.canonical ?? ctx.canonicalPath);
  const shareTitle = meta.share?.title?.trim() || title;
  const shareDescription = meta.share?.description?.trim() || meta.description;
  const picture = sharePicture(page, ctx);
  const image = picture && absoluteUrl(ctx.siteUrl, picture.url);
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
    `<meta property="og:title" content="${escapeHtml(shareTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(shareDescription)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    picture?.width ? `<meta property="og:image:width" content="${picture.width}">` : '',
    picture?.height ? `<meta property="og:image:height" content="${picture.height}">` : '',
    picture?.alt ? `<meta property="og:image:alt" content="${escapeHtml(picture.alt)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    ...jsonLd.map((d) => `<script type="application/ld+json">${scriptJson(d)}</script>`),
  ];
  return tags.filter(Boolean).join('\n');
}
