import { TRASH_DAYS, type TrashItem } from '../../contracts/redirects';
import { isDeadlock, isUniqueViolation, type DB } from '../db';
import type { MediaFieldIssue } from '../../media/asset-refs';
import { goneLibraryFiles } from '../documents/library-files';
import { ApiError } from '../http';
import { audit } from '../documents/activity';
import { parseDocument, titleOf } from './pages';
import {
  relinkDocuments,
  relinkedRefs,
  removeNavigationLinks,
  undoRelinks,
  type DocumentRelink,
  type RelinkKinds,
} from '../documents/relink';
import { clearForTrash } from '../documents/trash';
import { getDocument, inDocumentTransaction, StaleVersion, writeDocument } from '../documents/store';
import { putRedirect, removeRedirect, type AddressOutcome } from '../redirects/store';
import { pageRef } from './pages';
import { dbIso, dbNow } from '../../platform/database-clock';

const DAY_MS = 24 * 60 * 60 * 1000;
const expiresAt = (deletedAt: string) => new Date(Date.parse(deletedAt) + TRASH_DAYS * DAY_MS).toISOString();

/**
 * Deleting a page made in the admin puts it in the trash: the document
 * keeps its identity, revisions and history, marked deleted, for
 * TRASH_DAYS; its address does what staff chose (410 Gone, or 301 to another
 * page) until it is restored. A schedule of the page is cancelled, and the
 * answer says so. One transaction, so a page is never half in the trash.
 */
export async function moveToTrash(
  db: DB,
  o: { path: string; by: string; outcome: AddressOutcome; removeLinks?: boolean; kinds: RelinkKinds['kinds'] },
) {
  return inDocumentTransaction(db, pageRef(o.path), async (trx, changed) => {
    const row = await getDocument(trx, pageRef(o.path));
    if (!row) throw new ApiError(404, `There is no page at ${o.path}`);
    const { cancelledSchedule } = await clearForTrash(trx, row);
    // Old addresses that lead here (an earlier move's 301s): the delete sends them on, a restore brings them back.
    const pointing = await trx.selectFrom('redirects').select('fromPath').where('toPath', '=', o.path).execute();
    await putRedirect(trx, o.path, o.outcome, o.by, changed);
    // Menu links to the page follow its redirect, or (when staff ask) leave the menu with it: a new
    // navigation version either way, kept so a restore can undo exactly these. Otherwise a page gone
    // for good is listed as a problem in the navigation editor.
    let removal = { relinks: [] as DocumentRelink[], names: [] as string[], kept: [] as string[] };
    const check = { kinds: o.kinds };
    if ('to' in o.outcome)
      removal.relinks = await relinkDocuments(trx, o.path, o.outcome.to, changed, {
        by: o.by,
        kind: 'navigation',
        check,
      });
    else if (o.removeLinks) removal = await removeNavigationLinks(trx, o.path, changed, { by: o.by, check });
    const relinks = removal.relinks;
    // Through the one write, at the version read above: a draft saved meanwhile makes the delete a 409.
    const { version } = await writeDocument(trx, pageRef(o.path), {
      baseVersion: row.version,
      by: o.by,
      changes: {
        deletedAt: dbIso(),
        deletedBy: o.by,
        deletedRedirects: JSON.stringify(pointing.map((r) => r.fromPath)),
        deletedRelinks: relinks.length ? JSON.stringify(relinks) : null,
      },
    });
    const detail =
      ('to' in o.outcome
        ? `to the trash; its address goes to ${o.outcome.to}`
        : 'to the trash; its address answers 410 Gone') +
      (cancelledSchedule ? `; its publish scheduled for ${cancelledSchedule} is cancelled` : '');
    await audit(trx, o.path, 'delete', version, o.by, detail);
    return {
      cancelledSchedule,
      linksUpdated: relinkedRefs(relinks),
      linksRemoved: removal.names,
      linksKept: removal.kept,
    };
  });
}

/** Pages deleted more than TRASH_DAYS ago leave the trash for good, with their revisions (their redirects stay). */
export async function emptyExpiredTrash(db: DB, now = dbNow()) {
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
 * What a restore that lost a race answers. A page made at the address while it ran takes the address first (the
 * unique key on live addresses, seen as a stale version), or the two transactions wait on each other's rows and
 * PostgreSQL ends this one as a deadlock; either way nothing of the restore was written, and the caller is told
 * why with 409 rather than a 500.
 */
async function restoreConflict(db: DB, path: string, err: unknown) {
  if (!(err instanceof StaleVersion || isUniqueViolation(err) || isDeadlock(err))) return err;
  const now = await getDocument(db, pageRef(path)).catch(() => undefined);
  return new ApiError(
    409,
    now
      ? `${path} is taken by another page made in the admin now (made while the restore ran). Move or delete that page first.`
      : `${path} changed while the restore ran; nothing was restored. Try again.`,
  );
}

/**
 * Brings a deleted page back at its address with its history, as it was
 * (published or not), and drops what the address did meanwhile. Refused
 * with 409 while another page lives at that address.
 */
export async function restoreFromTrash(
  db: DB,
  o: {
    which: { id: number } | { path: string };
    by: string;
    taken: (path: string) => string | undefined;
    kinds: RelinkKinds['kinds'];
  },
): Promise<{ path: string; problems: MediaFieldIssue[]; linksRestored: string[]; linksKept: string[] }> {
  await emptyExpiredTrash(db);
  let problems: MediaFieldIssue[] = [];
  let links = { restored: [] as string[], kept: [] as string[] };
  const found = await trashedPage(db, o.which);
  const named = 'id' in o.which ? `That page` : o.which.path;
  if (!found) throw new ApiError(404, `${named} is not in the trash (pages stay there ${TRASH_DAYS} days)`);
  const path = found.key;
  await inDocumentTransaction(db, pageRef(path), async (trx, changed) => {
    const owner = (await getDocument(trx, pageRef(path))) ? 'another page made in the admin' : o.taken(path);
    if (owner) throw new ApiError(409, `${path} is taken by ${owner} now. Move or delete that page first.`);
    const own = await trx.selectFrom('redirects').select('toPath').where('fromPath', '=', path).executeTakeFirst();
    // A library file deleted while the page was in the trash: the page comes back as a draft with the field named, not live with a hole.
    let demoted = {};
    if (found.published) {
      const missing = await goneLibraryFiles(trx, JSON.parse(found.published) as unknown);
      if (missing.length) {
        demoted = { draft: found.draft ?? found.published, draftIssues: JSON.stringify(missing), published: null };
        problems = missing;
      }
    }
    // Through the one write, by identity at the version the trash holds: a second restore meanwhile is refused.
    const written = await writeDocument(
      trx,
      { id: found.id },
      {
        baseVersion: found.version,
        by: o.by,
        changes: { deletedAt: null, deletedBy: null, deletedRedirects: null, deletedRelinks: null, ...demoted },
      },
    ).catch((err: unknown) => {
      if (err instanceof StaleVersion) throw new ApiError(404, `${path} was restored or removed meanwhile`);
      throw err;
    });
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
    // Links the delete pointed elsewhere lead here again, where nobody has changed them since.
    const relinks = JSON.parse(found.deletedRelinks ?? '[]') as DocumentRelink[];
    // The restored page is live at its address once this commits (unless it came back as a draft).
    const check = { kinds: o.kinds, alsoLive: found.published && !problems.length ? [path] : [] };
    links = await undoRelinks(trx, relinks, changed, { by: o.by, detail: `links to ${path} restored with it`, check });
    await audit(
      trx,
      path,
      'restore',
      written.version,
      o.by,
      problems.length ? 'from the trash, as a draft: a file it showed was deleted' : 'from the trash',
    );
  }).catch(async (err: unknown) => {
    throw await restoreConflict(db, path, err);
  });
  return { path, problems, linksRestored: links.restored, linksKept: [...new Set(links.kept)] };
}
