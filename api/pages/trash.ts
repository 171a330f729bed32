import { TRASH_DAYS, type TrashItem } from '../../contracts/redirects';
import type { DB } from '../db';
import { ApiError } from '../http';
import { relinkNavigation } from '../navigation/store';
import { putRedirect, removeRedirect, type AddressOutcome } from '../redirects/store';
import { parseDocument, titleOf } from './documents';
import { audit, getEdit, type PageEditRow } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;
const expiresAt = (deletedAt: string) => new Date(Date.parse(deletedAt) + TRASH_DAYS * DAY_MS).toISOString();

/**
 * Deleting a page made in the admin puts it in the trash: its row and its
 * published revisions are kept for TRASH_DAYS, and its address does what
 * staff chose (410 Gone, or 301 to another page) until it is restored.
 * One transaction, so a page is never half in the trash.
 */
export async function moveToTrash(db: DB, o: { path: string; by: string; outcome: AddressOutcome }) {
  await db.transaction().execute(async (trx) => {
    const row = await getEdit(trx, o.path);
    if (!row) throw new ApiError(404, `There is no page at ${o.path}`);
    const revisions = await trx.selectFrom('pageRevisions').selectAll().where('path', '=', o.path).execute();
    await trx.deleteFrom('pageTrash').where('path', '=', o.path).execute();
    await trx
      .insertInto('pageTrash')
      .values({
        path: o.path,
        title: titleOf(parseDocument(row.published ?? row.draft), o.path),
        edit: JSON.stringify(row),
        revisions: JSON.stringify(revisions.map(({ id: _id, ...r }) => r)),
        deletedAt: new Date().toISOString(),
        deletedBy: o.by,
      })
      .execute();
    await trx.deleteFrom('pageEdits').where('path', '=', o.path).execute();
    await trx.deleteFrom('pageRevisions').where('path', '=', o.path).execute();
    await putRedirect(trx, o.path, o.outcome, o.by);
    // Menu links to the page follow its redirect; a page gone for good is listed as a problem in the navigation editor.
    if ('to' in o.outcome) await relinkNavigation(trx, o.path, o.outcome.to);
    const detail =
      'to' in o.outcome
        ? `to the trash; its address goes to ${o.outcome.to}`
        : 'to the trash; its address answers 410 Gone';
    await audit(trx, o.path, 'delete', row.version, o.by, detail.slice(0, 200));
  });
}

/** Pages deleted more than TRASH_DAYS ago leave the trash for good (their redirects stay). */
export async function emptyExpiredTrash(db: DB, now = Date.now()) {
  const cutoff = new Date(now - TRASH_DAYS * DAY_MS).toISOString();
  await db.deleteFrom('pageTrash').where('deletedAt', '<', cutoff).execute();
}

export async function listTrash(db: DB): Promise<TrashItem[]> {
  await emptyExpiredTrash(db);
  const rows = await db
    .selectFrom('pageTrash')
    .select(['path', 'title', 'deletedAt', 'deletedBy'])
    .orderBy('deletedAt', 'desc')
    .limit(500)
    .execute();
  if (!rows.length) return [];
  const redirects = await db
    .selectFrom('redirects')
    .select(['fromPath', 'toPath'])
    .where(
      'fromPath',
      'in',
      rows.map((r) => r.path),
    )
    .execute();
  const to = new Map(redirects.map((r) => [r.fromPath, r.toPath]));
  return rows.map((r) => ({ ...r, expiresAt: expiresAt(r.deletedAt), redirectTo: to.get(r.path) ?? null }));
}

/**
 * Brings a deleted page back at its address with its history, as it was
 * (published or not), and drops what the address did meanwhile. Refused
 * with 409 while another page lives at that address.
 */
export async function restoreFromTrash(
  db: DB,
  o: { path: string; by: string; taken: (path: string) => string | undefined },
) {
  await emptyExpiredTrash(db);
  await db.transaction().execute(async (trx) => {
    const trashed = await trx.selectFrom('pageTrash').selectAll().where('path', '=', o.path).executeTakeFirst();
    if (!trashed) throw new ApiError(404, `${o.path} is not in the trash (pages stay there ${TRASH_DAYS} days)`);
    const owner = (await getEdit(trx, o.path)) ? 'another page made in the admin' : o.taken(o.path);
    if (owner) throw new ApiError(409, `${o.path} is taken by ${owner} now. Move or delete that page first.`);
    const edit = JSON.parse(trashed.edit) as PageEditRow;
    const revisions = JSON.parse(trashed.revisions) as Record<string, unknown>[];
    await trx.insertInto('pageEdits').values(edit).execute();
    if (revisions.length)
      await trx
        .insertInto('pageRevisions')
        .values(revisions as never)
        .execute();
    await trx.deleteFrom('pageTrash').where('path', '=', o.path).execute();
    await removeRedirect(trx, o.path);
    await audit(trx, o.path, 'restore', edit.version, o.by, 'from the trash');
  });
}
