import { z } from 'zod';
import { imageRef, mediaRef } from './media-ref';

export const routePath = z
  .string()
  .regex(
    /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/,
    'must be "/" or lower-case kebab segments like /services/furniture/bars',
  );

/** A JSON-LD object: at least an @type. */
export const structuredData = z.looseObject({ '@type': z.string().min(1) });

/**
 * How a link to the page looks where it is shared (WhatsApp, Facebook,
 * LinkedIn, X) through its Open Graph tags. Every field is optional and
 * falls back: the title to the SEO title, the description to the SEO
 * description, the picture to socialImage and then to the page's first
 * picture (its hero). The limits here only stop runaway text; the editor's
 * Sharing preview shows where each place that shows the link cuts it.
 */
export const pageShare = z.strictObject({
  title: z.string().max(120).optional(),
  description: z.string().max(320).optional(),
  image: imageRef.optional(),
});

export const pageMeta = z.strictObject({
  title: z.string().min(1).max(80),
  description: z.string().min(50, 'should be at least 50 characters for search snippets').max(320),
  keywords: z.array(z.string().min(1)).min(1),
  /** Absolute path or URL; defaults to the page's own path on SITE_URL. */
  canonical: z
    .string()
    .regex(
      /^(\/(?![/\\])[^\s\\\x00-\x1f\x7f]*|https?:\/\/[^\s\x00-\x1f\x7f]+)$/,
      'must be a path on this site (/...) or an http(s) URL',
    )
    .optional(),
  socialImage: mediaRef.optional(),
  share: pageShare.optional(),
  structuredData: z.array(structuredData).default([]),
  /** Prefab sub-pages set a service name and type; furniture pages 'Executive Furniture'. */
  serviceName: z.string().optional(),
  serviceType: z.string().optional(),
  /** Search engines skip it (the 404 page). */
  noindex: z.boolean().default(false),
});

export const pageLayout = z.enum(['site', 'admin']);
export type PageLayout = z.infer<typeof pageLayout>;

export const pageBase = z.strictObject({
  path: routePath,
  /** Other paths that serve the same page; the canonical link stays on `path`. */
  aliases: z.array(routePath).default([]),
  /** 'site' pages are server-rendered inside the shell; 'admin' pages are client-rendered from the admin entry. */
  layout: pageLayout.default('site'),
  /** Short name for breadcrumbs and the sitemap; defaults to meta.title. */
  label: z.string().optional(),
  /** Admin pages only: redirect to the admin app's login path when signed out ('required'), or to its home path when signed in ('guest'). */
  auth: z.enum(['required', 'guest', 'any']).default('any'),
  /**
   * The query parameters the page reads (through SiteData.query), e.g. the
   * gallery's ['category']. Only these reach the render and key the HTML
   * cache; any other (utm_source, fbclid, a cache-buster) is ignored, so it
   * neither renders the page anew nor adds a cache entry.
   */
  query: z
    .array(z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/, 'must be a query parameter name: letters, digits, _ . -'))
    .max(8)
    .refine((names) => new Set(names).size === names.length, 'must not name a parameter twice')
    .default([]),
  meta: pageMeta,
});

export type PageMeta = z.output<typeof pageMeta>;
export type PageShare = z.output<typeof pageShare>;
