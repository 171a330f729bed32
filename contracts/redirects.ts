import { z } from 'zod';
import { STORED_INT_MAX, STORED_INT_MESSAGE } from './stored-int';
import { pageVersion } from './pages';

/**
 * Old addresses and deleted pages. A redirect sends a visitor from an
 * address no page has (any more) to a page of this site (301); a deleted
 * page's address may instead answer 410 Gone. Redirects never leave the
 * site and never chain: each is one hop to a page.
 */

/** Any address a visitor may have saved: "/" and URL-safe characters, no "..". */
export const SITE_PATH = /^\/[A-Za-z0-9._~%!$&'()*+,;=:@/-]*$/;

const sitePath = (what: string) =>
  z
    .string(`is required: ${what}`)
    .trim()
    .min(1, { error: `is required: ${what}`, abort: true })
    .max(300, 'must be at most 300 characters')
    .regex(SITE_PATH, 'must be an address on this site starting with "/", e.g. /old-page (no https://, no spaces)')
    .refine((p) => !p.split('/').includes('..'), 'must not contain ".."')
    // "//host" is another site to a browser.
    .refine((p) => !p.startsWith('//'), 'must be an address on this site, not start with //');

// ---- GET /api/admin/redirects, POST { from, to }, DELETE ?from= ----

export const redirectInput = z.strictObject({
  from: sitePath('the old address, e.g. /old-page'),
  to: sitePath('the page to send visitors to, e.g. /contact'),
});
export type RedirectInput = z.input<typeof redirectInput>;

export const redirectFromQuery = z.strictObject({ from: sitePath('?from=, the old address') });

export interface RedirectItem {
  from: string;
  /** null: the address answers 410 Gone (a deleted page whose staff chose that). */
  to: string | null;
  createdAt: string;
}
export interface RedirectListAnswer {
  items: RedirectItem[];
}

// ---- DELETE /api/admin/page?path= with { gone: true } or { redirectTo } ----

export const deletePageInput = z.union([
  // removeLinks (default true, as the admin's dialog): the menu and footer links to the page leave the navigation
  // with it (a restore puts them back); false keeps them, and the answer names them (linksLeft).
  z.strictObject({ gone: z.literal(true), removeLinks: z.boolean().optional() }),
  z.strictObject({ redirectTo: sitePath('the page its visitors go to instead, e.g. /services') }),
]);
export type DeletePageInput = z.input<typeof deletePageInput>;

// ---- GET /api/admin/pages/trash, POST /api/admin/pages/trash/restore { path } ----

/** How long a deleted page waits in the trash before it is removed for good. */
export const TRASH_DAYS = 30;

export interface TrashItem {
  /** The deleted page's identity: the trash may hold several pages that once had one address. */
  id: number;
  path: string;
  title: string;
  deletedAt: string;
  deletedBy: string;
  /** When it leaves the trash for good. */
  expiresAt: string;
  /** What the old address does meanwhile. */
  redirectTo: string | null;
}
export interface TrashListAnswer {
  items: TrashItem[];
}

/** By identity (`id`, from the list); `path` alone restores the page deleted last at that address. */
export const trashRestoreInput = z.union([
  z.strictObject({
    id: z
      .number('must be a whole number')
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(STORED_INT_MAX, STORED_INT_MESSAGE),
  }),
  z.strictObject({ path: sitePath('the deleted page’s address') }),
]);

// ---- PATCH /api/admin/page?path=/old with { newPath, baseVersion } ----

export const movePageInput = z.strictObject({
  newPath: sitePath('the new address, e.g. /services/steel-gates'),
  baseVersion: pageVersion,
});
export interface MovePageAnswer {
  /** The page's scheduled publish, which moved with it (null when none). */
  scheduledAt?: string | null;
  path: string;
  version: number;
  /** Other pages whose links to the old address now point at the new one. */
  linksUpdated: string[];
}
