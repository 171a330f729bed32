import { z } from 'zod';
import { mediaRef } from './media-ref';

export const routePath = z
  .string()
  .regex(
    /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/,
    'must be "/" or lower-case kebab segments like /services/furniture/bars',
  );

/** A JSON-LD object: at least an @type. */
export const structuredData = z.looseObject({ '@type': z.string().min(1) });

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
  /** Admin pages only: redirect to /admin/login when signed out ('required'), or to the dashboard when signed in ('guest'). */
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
