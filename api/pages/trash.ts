import { TRASH_DAYS, type TrashItem } from '../../contracts/redirects';
import type { DB } from '../db';
import { ApiError } from '../http';
import { audit } from '../documents/activity';
import { parseDocument, titleOf } from '../documents/documents';
import { relinkHrefs } from '../documents/relink';
import { removeSchedule, scheduleOf } from '../documents/schedule';
import { getDocument, inDocumentTransaction } from '../documents/store';
import { putRedirect, removeRedirect, type AddressOutcome } from '../redirects/store';
import { pageRef } from './pages';

const DAY_MS = 24 * 60 * 60 * 1000;
const expiresAt = (deletedAt: string) => new Date(Date.parse(deletedAt) + TRASH_DAYS * DAY_MS).toISOString();

/**
 * Deleting a page made in the admin puts it in the trash: the document
 * keeps its identity, revisions and history, marked deleted, for
 * TRASH_DAYS; its address does what staff chose (410 Gone, or 301 to another
 * page) until it is restored. A schedule of the page is cancelled, and the
 * answer says so. One transaction, so a page is never half in the trash.
 */
export async function moveToTrash(db: DB, o: { path: string; by: string; outcome: AddressOutcome }) {
  return inDocumentTransaction(db, pageRef(o.path), async (trx, changed) => {
    const row = await getDocument(trx, pageRef(o.path));
    if (!row) throw new ApiError(404, `There is no page at ${o.path}`);
    const schedule = await scheduleOf(trx as unknown as DB, pageRef(o.path));
    if (schedule) await removeSchedule(trx, row.id);
    // Old addresses that lead here (an earlier move's 301s): the delete sends them on, a restore brings them back.
    const pointing = await trx.selectFrom('redirects').select('fromPath').where('toPath', '=', o.path).execute();
    await trx
      .updateTable('documents')
      .set({
        deletedAt: new Date().toISOString(),
        deletedBy: o.by,
        deletedRedirects: JSON.stringify(pointing.map((r) => r.fromPath)),
      })
      .where('id', '=', row.id)
      .execute();
    await putRedirect(trx, o.path, o.outcome, o.by, changed);
    // Menu links to the page follow its redirect; a page gone for good is listed as a problem in the navigation editor.
    if ('to' in o.outcome) {
      const nav = await getDocument(trx, { kind: 'navigation', key: 'site' });
      const draft = nav?.draft ? relinkHrefs(JSON.parse(nav.draft), o.path, o.outcome.to) : null;
      const published = nav?.published ? relinkHrefs(JSON.parse(nav.published), o.path, o.outcome.to) : null;
      if (nav && (draft || published)) {
        await trx
          .updateTable('documents')
          .set({
            ...(draft ? { draft: JSON.stringify(draft) } : {}),
            ...(published ? { published: JSON.stringify(published) } : {}),
          })
          .where('id', '=', nav.id)
          .execute();
        changed({ kind: 'navigation', key: 'site' });
      }
    }
    const detail =
      ('to' in o.outcome
        ? `to the trash; its address goes to ${o.outcome.to}`
        : 'to the trash; its address answers 410 Gone') +
      (schedule ? `; its publish scheduled for ${schedule.at} is cancelled` : '');
    await audit(trx, o.path, 'delete', row.version, o.by, detail);
    return { cancelledSchedule: schedule?.at ?? null };
  });
}

/** Pages deleted more than TRASH_DAYS ago leave the trash for good, with their revisions (their redirects stay). */
export async function emptyExpiredTrash(db: DB, now = Date.now()) {
  const cutoff = new Date(now - TRASH_DAYS * DAY_MS).toISOString();
  await db.deleteFrom('documents').where('deletedAt', 'is not', null).where('deletedAt', '<', cutoff).execute();
}

export async function listTrash(db: DB): Promise<TrashItem[]> {
  await emptyExpiredTrash(db);
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'key', 'draft', 'published', 'deletedAt', 'deletedBy'])
    .where('kind', '=', 'page')
    .where('deletedAt', 'is not', null)
    .orderBy('deletedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  if (!rows.length) return [];
  const redirects = await db
    .selectFrom('redirects')
    .select(['fromPath', 'toPath'])
    .where(
      'fromPath',
      'in',
      rows.map((r) => r.key),
    )
    .execute();
  const to = new Map(redirects.map((r) => [r.fromPath, r.toPath]));
  return rows.map((r) => ({
    id: r.id,
    path: r.key,
    title: titleOf(parseDocument(r.published ?? r.draft), r.key),
    deletedAt: r.deletedAt!,
    deletedBy: r.deletedBy ?? '',
    expiresAt: expiresAt(r.deletedAt!),
    redirectTo: to.get(r.key) ?? null,
  }));
}

/** The trashed page a restore names: by identity, or the one deleted last at an address. */
async function trashedPage(db: DB, which: { id: number } | { path: string }) {
  let q = db.selectFrom('documents').selectAll().where('kind', '=', 'page').where('deletedAt', 'is not', null);
  q = 'id' in which ? q.where('id', '=', which.id) : q.where('key', '=', which.path);
  return q.orderBy('deletedAt', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

/**
 * Brings a deleted page back at its address with its history, as it was
 * (published or not), and drops what the address did meanwhile. Refused
 * with 409 while another page lives at that address.
 */
export async function restoreFromTrash(
  db: DB,
  o: { which: { id: number } | { path: string }; by: string; taken: (path: string) => string | undefined },
): Promise<string> {
  await emptyExpiredTrash(db);
  const found = await trashedPage(db, o.which);
  const named = 'id' in o.which ? `That page` : o.which.path;
  if (!found) throw new ApiError(404, `${named} is not in the trash (pages stay there ${TRASH_DAYS} days)`);
  const path = found.key;
  await inDocumentTransaction(db, pageRef(path), async (trx, changed) => {
    const owner = (await getDocument(trx, pageRef(path))) ? 'another page made in the admin' : o.taken(path);
    if (owner) throw new ApiError(409, `${path} is taken by ${owner} now. Move or delete that page first.`);
    const own = await trx.selectFrom('redirects').select('toPath').where('fromPath', '=', path).executeTakeFirst();
    const res = await trx
      .updateTable('documents')
      .set({ deletedAt: null, deletedBy: null, deletedRedirects: null })
      .where('id', '=', found.id)
      .where('deletedAt', 'is not', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new ApiError(404, `${path} was restored or removed meanwhile`);
    await removeRedirect(trx, path, changed);
    // Old addresses that led to the page lead to it again (not to 410, nor where the delete sent them).
    const earlier = JSON.parse(found.deletedRedirects ?? '[]') as string[];
    if (earlier.length) {
      const sentTo = own?.toPath ?? null;
      await trx
        .updateTable('redirects')
        .set({ toPath: path })
        .where('fromPath', 'in', earlier)
        .where((eb) =>
          sentTo === null ? eb('toPath', 'is', null) : eb.or([eb('toPath', 'is', null), eb('toPath', '=', sentTo)]),
        )
        .execute();
    }
    await audit(trx, path, 'restore', found.version, o.by, 'from the trash');
  });
  return path;
}
