import type { Transaction } from 'kysely';
import type { DB } from '../db';
import type { Database } from '../db/types';
import { ApiError } from '../http';
import { relinkNavigation } from '../navigation/store';
import { putRedirect, removeRedirect } from '../redirects/store';
import { relinkHrefs } from './relink';
import { parseDocument } from './documents';
import { StaleVersion, audit, getEdit } from './store';

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

/** Points the links of every other edited page at the new address; answers the pages changed. */
async function relinkOthers(trx: Transaction<Database>, from: string, to: string): Promise<string[]> {
  const changed: string[] = [];
  const rows = await trx
    .selectFrom('pageEdits')
    .select(['path', 'draft', 'published'])
    .where('path', '!=', to)
    .execute();
  for (const row of rows) {
    const draft = row.draft ? relinkHrefs(parseDocument(row.draft)!, from, to) : null;
    const published = row.published ? relinkHrefs(parseDocument(row.published)!, from, to) : null;
    if (!draft && !published) continue;
    await trx
      .updateTable('pageEdits')
      .set({
        ...(draft ? { draft: JSON.stringify(draft) } : {}),
        ...(published ? { published: JSON.stringify(published) } : {}),
      })
      .where('path', '=', row.path)
      .execute();
    changed.push(row.path);
  }
  return changed;
}

/**
 * Moves a page made in the admin to a new address, with its drafts,
 * revisions and history: the old address answers 301 to the new one (and
 * redirects that led to the old one now lead straight to the new one), and
 * links to it in other edited pages follow. `newPath` has been checked free.
 */
export async function movePage(
  db: DB,
  o: { from: string; to: string; baseVersion: number; by: string },
): Promise<{ version: number; linksUpdated: string[] }> {
  return db.transaction().execute(async (trx) => {
    const row = await getEdit(trx, o.from);
    if (!row) throw new ApiError(404, `There is no page at ${o.from}`);
    if (row.source === 'file') throw fileAddressIsFixed(o.from);
    if (row.version !== o.baseVersion) throw StaleVersion.of(row);
    const version = row.version + 1;
    await trx.deleteFrom('pageEdits').where('path', '=', o.from).execute();
    await trx
      .insertInto('pageEdits')
      .values({
        ...row,
        path: o.to,
        version,
        draft: withPath(row.draft, o.to),
        published: withPath(row.published, o.to),
        updatedAt: new Date().toISOString(),
        updatedBy: o.by,
      })
      .execute();
    const revisions = await trx
      .selectFrom('pageRevisions')
      .select(['id', 'document'])
      .where('path', '=', o.from)
      .execute();
    for (const r of revisions)
      await trx
        .updateTable('pageRevisions')
        .set({ path: o.to, document: withPath(r.document, o.to)! })
        .where('id', '=', r.id)
        .execute();
    await trx.updateTable('pageAudit').set({ path: o.to }).where('path', '=', o.from).execute();
    await audit(trx, o.to, 'move', version, o.by, `from ${o.from}`.slice(0, 200));
    // A page at the new address wins over whatever the address did before.
    await removeRedirect(trx, o.to);
    await putRedirect(trx, o.from, { to: o.to }, o.by);
    const linksUpdated = await relinkOthers(trx, o.from, o.to);
    if (await relinkNavigation(trx, o.from, o.to)) linksUpdated.push('navigation');
    return { version, linksUpdated };
  });
}
