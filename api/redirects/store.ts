import type { Kysely } from 'kysely';
import type { Change } from '../../platform/change-feed';
import type { RedirectItem } from '../../contracts/redirects';
import type { DB } from '../db';
import type { Database } from '../db/types';
import { ApiError } from '../http';
import { dbIso } from '../../platform/database-clock';

type Db = DB | Kysely<Database>;

/** A redirect's change names its source: the one address whose answer changed (the map is read again whole). */
export const redirectChange = (from: string): Change => ({ kind: 'redirect', key: from });

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
  const now = dbIso();
  await trx.deleteFrom('redirects').where('fromPath', '=', from).execute();
  await trx.insertInto('redirects').values({ fromPath: from, toPath, createdAt: now, createdBy: by }).execute();
  await trx.updateTable('redirects').set({ toPath }).where('toPath', '=', from).execute();
  changed(redirectChange(from));
}

/** Forgets what `from` did, e.g. because a page lives there again. True when there was something. */
export async function removeRedirect(db: Db, from: string, changed: (change: Change) => void): Promise<boolean> {
  const res = await db.deleteFrom('redirects').where('fromPath', '=', from).executeTakeFirst();
  const removed = Number(res.numDeletedRows) > 0;
  if (removed) changed(redirectChange(from));
  return removed;
}

export function notFoundRedirect(from: string) {
  return new ApiError(404, `There is no redirect from ${from}`);
}
