import type { Kysely } from 'kysely';
import type { Change } from '../../platform/change-feed';
import { RESERVED_PAGE_PREFIXES } from '../../contracts/pages';
import type { RedirectItem } from '../../contracts/redirects';
import type { DB } from '../db';
import type { Database } from '../db/types';
import { ApiError, issueAt, validationError } from '../http';

type Db = DB | Kysely<Database>;

/** The feed's word for "the redirects changed": each instance reads the (small, bounded) table again. */
export const REDIRECTS: Change = { kind: 'redirect', key: '' };

/** What an address no page serves does: a redirect to a page (301), or gone for good (410). */
export type AddressOutcome = { to: string } | { gone: true };

export async function listRedirects(db: Db): Promise<RedirectItem[]> {
  const rows = await db.selectFrom('redirects').selectAll().orderBy('fromPath').limit(5000).execute();
  return rows.map((r) => ({ from: r.fromPath, to: r.toPath, createdAt: r.createdAt }));
}

/** Every redirect, for the site's router: kept in memory and read again when the content version changes. */
export async function redirectMap(db: Db): Promise<Map<string, AddressOutcome>> {
  const rows = await db.selectFrom('redirects').select(['fromPath', 'toPath']).execute();
  return new Map(rows.map((r) => [r.fromPath, r.toPath === null ? { gone: true as const } : { to: r.toPath }]));
}

const refuse = (field: 'from' | 'to', message: string) =>
  validationError([issueAt([field], message)], 'The redirect cannot be saved');

/**
 * Refuses a redirect that would not work or would break others: an address
 * under the admin or the API, one a live page answers (the page would win),
 * a target that is not a page of this site, or one that is itself
 * redirected (a chain). `pages.occupied`: a page (even an unpublished one)
 * has the address; `pages.live`: visitors see a page there.
 */
export async function checkRedirect(
  db: Db,
  from: string,
  to: string,
  pages: { occupied: (path: string) => Promise<boolean>; live: (path: string) => boolean },
) {
  const reserved = RESERVED_PAGE_PREFIXES.find((p) => from === p || from.startsWith(`${p}/`));
  if (reserved) throw refuse('from', `must not be under ${reserved}: that part of the site is not for pages`);
  if (from === '/') throw refuse('from', 'cannot be the home page');
  if (from === to) throw refuse('to', 'must be another address than the old one');
  if (await pages.occupied(from))
    throw refuse('from', `is a page's address; a redirect there would never be used. Delete or move that page instead`);
  const onward = await db.selectFrom('redirects').select('toPath').where('fromPath', '=', to).executeTakeFirst();
  if (onward) throw refuse('to', 'is itself redirected; send visitors straight to the page instead');
  if (!pages.live(to)) throw refuse('to', `is not a page of this site: choose one from the page list`);
}

/**
 * Saves `from` → `to` (or gone), replacing what `from` did before, and
 * points every redirect that led to `from` straight at the new target, so
 * no visitor takes two hops. Runs inside the caller's transaction.
 */
export async function putRedirect(
  trx: Db,
  from: string,
  outcome: AddressOutcome,
  by: string,
  changed: (change: Change) => void,
) {
  const toPath = 'to' in outcome ? outcome.to : null;
  const now = new Date().toISOString();
  await trx.deleteFrom('redirects').where('fromPath', '=', from).execute();
  await trx.insertInto('redirects').values({ fromPath: from, toPath, createdAt: now, createdBy: by }).execute();
  await trx.updateTable('redirects').set({ toPath }).where('toPath', '=', from).execute();
  changed(REDIRECTS);
}

/** Forgets what `from` did, e.g. because a page lives there again. True when there was something. */
export async function removeRedirect(db: Db, from: string, changed: (change: Change) => void): Promise<boolean> {
  const res = await db.deleteFrom('redirects').where('fromPath', '=', from).executeTakeFirst();
  const removed = Number(res.numDeletedRows) > 0;
  if (removed) changed(REDIRECTS);
  return removed;
}

export function notFoundRedirect(from: string) {
  return new ApiError(404, `There is no redirect from ${from}`);
}
