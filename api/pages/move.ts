import type { Transaction } from 'kysely';
import type { DB } from '../db';
import type { Database } from '../db/types';
import { ApiError } from '../http';
import { audit } from '../documents/activity';
import { parseDocument } from '../documents/documents';
import { relinkHrefs } from '../documents/relink';
import { scheduleOf } from '../documents/schedule';
import type { Change } from '../../platform/change-feed';
import { getDocument, inDocumentTransaction, StaleVersion } from '../documents/store';
import { putRedirect, removeRedirect } from '../redirects/store';
import { pageRef } from './pages';

/** 409 for moving a page file: its address is set in the file. */
export const fileAddressIsFixed = (path: string) =>
  new ApiError(
    409,
    `${path} comes from a page file, whose address is set in the file; only pages made in the admin can move.`,
  );

const withPath = (text: string | null, path: string) => {
  const doc = parseDocument(text);
  return doc ? JSON.stringify({ ...doc, path }) : null;
};

/**
 * Points the links of every other live document (pages and the
 * navigation) at the new address, in what is live and in drafts; answers
 * the documents changed ('navigation' for the menu), each reported to the
 * feed through `changed`.
 */
export async function relinkDocuments(
  trx: Transaction<Database>,
  from: string,
  to: string,
  changed: (change: Change) => void,
  except?: number,
): Promise<string[]> {
  const updated: string[] = [];
  let q = trx
    .selectFrom('documents')
    .select(['id', 'kind', 'key', 'draft', 'published'])
    .where('deletedAt', 'is', null);
  if (except !== undefined) q = q.where('id', '!=', except);
  for (const row of await q.execute()) {
    const draft = row.draft ? relinkHrefs(JSON.parse(row.draft), from, to) : null;
    const published = row.published ? relinkHrefs(JSON.parse(row.published), from, to) : null;
    if (!draft && !published) continue;
    await trx
      .updateTable('documents')
      .set({
        ...(draft ? { draft: JSON.stringify(draft) } : {}),
        ...(published ? { published: JSON.stringify(published) } : {}),
      })
      .where('id', '=', row.id)
      .execute();
    changed({ kind: row.kind, key: row.key });
    updated.push(row.kind === 'page' ? row.key : row.kind);
  }
  return updated;
}

/**
 * Moves a page made in the admin to a new address: the same document (its
 * identity), so its drafts, revisions, history and schedule come along. The
 * old address answers 301 to the new one (and redirects that led to the old
 * one now lead straight to the new one), and links to it in other pages and
 * the navigation follow. `to` has been checked free.
 */
export async function movePage(
  db: DB,
  o: { from: string; to: string; baseVersion: number; by: string },
): Promise<{ version: number; linksUpdated: string[]; scheduledAt: string | null }> {
  return inDocumentTransaction(db, pageRef(o.to), async (trx, changed) => {
    const row = await getDocument(trx, pageRef(o.from));
    if (!row) throw new ApiError(404, `There is no page at ${o.from}`);
    if (row.source === 'file') throw fileAddressIsFixed(o.from);
    if (row.version !== o.baseVersion) throw StaleVersion.of(row);
    const version = row.version + 1;
    await trx
      .updateTable('documents')
      .set({
        key: o.to,
        version,
        draft: withPath(row.draft, o.to),
        published: withPath(row.published, o.to),
        updatedAt: new Date().toISOString(),
        updatedBy: o.by,
      })
      .where('id', '=', row.id)
      .execute();
    // Revisions are the page as it was published; restoring one puts it back at the page's address now.
    for (const r of await trx
      .selectFrom('documentRevisions')
      .select(['id', 'document'])
      .where('documentId', '=', row.id)
      .execute())
      await trx
        .updateTable('documentRevisions')
        .set({ document: withPath(r.document, o.to)! })
        .where('id', '=', r.id)
        .execute();
    await trx.updateTable('pageAudit').set({ path: o.to }).where('path', '=', o.from).execute();
    await audit(trx, o.to, 'move', version, o.by, `from ${o.from}`);
    // A page at the new address wins over whatever the address did before.
    await removeRedirect(trx, o.to, changed);
    await putRedirect(trx, o.from, { to: o.to }, o.by, changed);
    changed(pageRef(o.from));
    const linksUpdated = await relinkDocuments(trx, o.from, o.to, changed, row.id);
    const schedule = await scheduleOf(trx as unknown as DB, pageRef(o.to));
    return { version, linksUpdated, scheduledAt: schedule?.at ?? null };
  });
}
