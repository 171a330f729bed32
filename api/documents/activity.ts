import type { Transaction } from 'kysely';
import type { DocumentAction } from '../../contracts/documents';
import { nowIso, type DB } from '../db';
import type { Database } from '../db/types';

/**
 * The activity log (table document_activity): who published, restored,
 * reset, created, moved or deleted which document, and when, kept after it
 * is deleted; deletions from the media library and slot uploads are logged
 * here too, so staff read one log.
 */
export async function audit(
  trx: Transaction<Database> | DB,
  subject: string,
  action: DocumentAction,
  version: number,
  actor: string,
  detail: string | null = null,
) {
  await trx
    .insertInto('documentActivity')
    .values({ subject, action, version, at: nowIso(), actor, detail: detail?.slice(0, 200) ?? null })
    .execute();
}

/** An entry for something that is not a document write: a library file deleted (path: its URL), a slot filled. */
export const recordActivity = (
  db: DB,
  o: { path: string; action: DocumentAction; by: string; version?: number; detail?: string | null },
) => audit(db, o.path, o.action, o.version ?? 0, o.by, o.detail ?? null);

/** One page's entries, newest first; without a path, every page's (a deleted page is only found here). */
export function listHistory(db: DB, path: string | undefined, o: { cursor?: number; limit: number }) {
  let q = db.selectFrom('documentActivity').selectAll();
  if (path !== undefined) q = q.where('subject', '=', path);
  if (o.cursor) q = q.where('id', '<', o.cursor);
  return q
    .orderBy('id', 'desc')
    .limit(o.limit + 1)
    .execute();
}
