import type { Kysely } from 'kysely';
import { RESERVED_PAGE_PREFIXES } from '../../contracts/pages';
import type { DB } from '../db';
import type { Database } from '../db/types';
import { issueAt, validationError } from '../http';

type Db = DB | Kysely<Database>;

/**
 * Addresses the site answers itself, before any page or redirect is looked
 * at: a redirect from one of them would be saved and never fire. Each with
 * the words staff read.
 */
export const SITE_FILES: Readonly<Record<string, string>> = {
  '/sitemap.xml': "the site's sitemap for search engines",
  '/robots.txt': "the site's robots.txt for search engines",
  '/favicon.svg': "the site's icon",
};

/**
 * What the redirect check needs to know of the site, handed in by the
 * composition root: whether visitors see a page at an address now (a public
 * page or an alias the site serves, signed out), and whether any page, even
 * an unpublished one, has it.
 */
export interface RedirectAddresses {
  /** A live public page answers at this address (not the 404 page, not an admin screen, not a draft). */
  isPublicPage(path: string): boolean;
  /** A page (live or not) or an alias has this address: a redirect from it would never be used. */
  occupied(path: string): Promise<boolean>;
}

const refuse = (field: 'from' | 'to', message: string) =>
  validationError([issueAt([field], message)], 'The redirect cannot be saved');

/** The old address must be free: not reserved for the site's own parts, not a file the site serves, not a page. */
async function checkSource(from: string, site: RedirectAddresses) {
  const reserved = RESERVED_PAGE_PREFIXES.find((p) => from === p || from.startsWith(`${p}/`));
  if (reserved) throw refuse('from', `must not be under ${reserved}: that part of the site is not for pages`);
  if (from === '/') throw refuse('from', 'cannot be the home page');
  const file = SITE_FILES[from];
  if (file) throw refuse('from', `is ${file}; a redirect there would never be used`);
  if (await site.occupied(from))
    throw refuse('from', `is a page's address; a redirect there would never be used. Delete or move that page instead`);
}

/**
 * Refuses a redirect that would not work or would break others. The old
 * address must be free (see checkSource); the target must be another
 * address, a live public page (a redirect to the 404 page, the admin or a
 * draft sends visitors nowhere), and not itself redirected (a chain).
 * Each refusal is a 400 at its field.
 */
export async function checkRedirect(db: Db, from: string, to: string, site: RedirectAddresses) {
  await checkSource(from, site);
  if (from === to) throw refuse('to', 'must be another address than the old one');
  const onward = await db.selectFrom('redirects').select('toPath').where('fromPath', '=', to).executeTakeFirst();
  if (onward) throw refuse('to', 'is itself redirected; send visitors straight to the page instead');
  if (!site.isPublicPage(to)) throw refuse('to', 'is not a page of this site: choose one from the page list');
}
