import { registry } from '../blocks';
import type { ContactDetailsData } from '../contracts/contact-details';
import type { MediaResolver } from '../engine/context';
import type { SiteAssets } from '../engine/server/assets';
import type { AnyPage } from '../engine/registry';
import { createSite, type Shell } from '../engine/server/site';
import { aliasPrefixes } from '../site-config/routes';
import { requestScheme } from '../api/auth/client-ip';
import type { SiteContent } from './content';

export interface SiteWiring {
  content: SiteContent;
  /** The live pages when they change while running (edits published in the admin); default: the page files. */
  pages?: () => AnyPage[];
  siteUrl: string;
  assets: SiteAssets;
  /** The contact details every page shows (the stored record, or the defaults). */
  contact: () => ContactDetailsData;
  media: MediaResolver;
  /** Changes whenever anything a rendered page shows changes; absent, the caller drops pages by `invalidate`. */
  contentVersion?: () => string;
  cache: boolean;
  /** Cached pages get brotli's best after this long without a page request (PAGE_RECOMPRESS_IDLE_MS; 0: never). */
  recompressIdleMs?: number;
  /** Reverse proxies believed (TRUST_PROXY): an https request they report gets https canonical links. */
  trustProxy?: number;
  /** The header and footer as they are live (a navigation published in the admin); default: the seed's. */
  shell?: () => Shell;
  /** Redirects and deleted pages' addresses (301 or 410 instead of 404). */
  movedAddress?: (path: string) => { to: string } | { gone: true } | undefined;
}

/**
 * The public site (pages, 404, sitemap, admin shell) as a Hono app, from its
 * content and data sources. composeServer hands it the database's contact
 * record and the media store; HTML tests hand it defaults and placeholders.
 */
export function composeSite(w: SiteWiring) {
  return createSite({
    registry,
    pages: w.pages ?? w.content.pages,
    notFound: w.content.notFound,
    shell: w.shell ?? w.content.shell,
    aliasPrefixes,
    siteUrl: w.siteUrl,
    siteUrlFor:
      w.trustProxy && w.siteUrl.startsWith('http://')
        ? (c) => (requestScheme(c, w.trustProxy) === 'https' ? w.siteUrl.replace(/^http:/, 'https:') : w.siteUrl)
        : undefined,
    assets: w.assets,
    getSite: (path) => ({ path, contact: w.contact() }),
    siteName: (site) => site.contact.companyName,
    media: w.media,
    contentVersion: w.contentVersion,
    cache: w.cache,
    recompressIdleMs: w.recompressIdleMs,
    movedAddress: w.movedAddress,
  });
}
