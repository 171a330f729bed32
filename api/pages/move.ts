import type { DB } from '../db';
import { ApiError } from '../http';
import { audit } from '../documents/activity';
import { relinkDocuments, relinkedRefs, type RelinkKinds } from '../documents/relink';
import { scheduleOf } from '../documents/schedule';
import { getDocument, inDocumentTransaction, StaleVersion, writeDocument } from '../documents/store';
import { putRedirect, removeRedirect } from '../redirects/store';
import { pageRef } from './pages';

/** 409 for moving a page file: its address is set in the file. */
export const fileAddressIsFixed = (path: string) =>
  new ApiError(
    409,
    `${path} comes from a page file, whose address is set in the file; only pages made in the admin can move.`,
  );

// The stored text as it is but for its path: its content and recorded schema versions stay as written.
const withPath = (text: string | null, path: string) =>
  text === null ? null : JSON.stringify({ ...(JSON.parse(text) as object), path });

/**
 * Moves a page made in the admin to a new address: the same document (its
 * identity), so its drafts, revisions, history and schedule come along. The
 * old address answers 301 to the new one (and redirects that led to the old
 * one now lead straight to the new one), and links to it in other pages and
 * the navigation follow. `to` has been checked free. The page and every
 * relinked document go through the one versioned write, each at the version
 * read here: a save of any of them in between makes the move a 409 and
 * changes nothing.
 */
export async function movePage(
  db: DB,
  o: { from: string; to: string; baseVersion: number; by: string; kinds: RelinkKinds['kinds'] },
  /** `afterRead` runs between reading the page and writing it: tests put a concurrent save there. */
  hooks: { afterRead?: () => Promise<void> } = {},
): Promise<{ version: number; linksUpdated: string[]; scheduledAt: string | null }> {
  return inDocumentTransaction(db, pageRef(o.to), async (trx, changed) => {
    const row = await getDocument(trx, pageRef(o.from));
    if (!row) throw new ApiError(404, `There is no page at ${o.from}`);
    if (row.source === 'file') throw fileAddressIsFixed(o.from);
    if (row.version !== o.baseVersion) throw StaleVersion.of(row);
    await hooks.afterRead?.();
    const { version } = await writeDocument(trx, pageRef(o.from), {
      baseVersion: o.baseVersion,
      by: o.by,
      changes: { key: o.to, draft: withPath(row.draft, o.to), published: withPath(row.published, o.to) },
    });
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
    // A scheduled version goes live at the page's address of then.
    const scheduled = await trx
      .selectFrom('documentSchedules')
      .select('document')
      .where('documentId', '=', row.id)
      .executeTakeFirst();
    if (scheduled?.document)
      await trx
        .updateTable('documentSchedules')
        .set({ document: withPath(scheduled.document, o.to) })
        .where('documentId', '=', row.id)
        .execute();
    await trx.updateTable('documentActivity').set({ subject: o.to }).where('subject', '=', o.from).execute();
    await audit(trx, o.to, 'move', version, o.by, `from ${o.from}`);
    // A page at the new address wins over whatever the address did before.
    await removeRedirect(trx, o.to, changed);
    await putRedirect(trx, o.from, { to: o.to }, o.by, changed);
    changed(pageRef(o.from));
    // The moved page is live at its new address once this commits, which the site's page list does not know yet.
    const check = { kinds: o.kinds, alsoLive: row.published ? [o.to] : [] };
    const relinks = await relinkDocuments(trx, o.from, o.to, changed, { by: o.by, except: row.id, check });
    const linksUpdated = relinkedRefs(relinks);
    const schedule = await scheduleOf(trx as unknown as DB, pageRef(o.to));
    return { version, linksUpdated, scheduledAt: schedule?.at ?? null };
  });
}
