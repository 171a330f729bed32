import type { Selectable, Transaction } from 'kysely';
import type { PageAction, PageDocument, PageIssue } from '../../contracts/pages';
import type { Database } from '../db/types';
import { nowIso, type DB } from '../db';
import type { PageEditsTable } from './table';

export type PageEditRow = Selectable<PageEditsTable>;

/** Someone wrote the page since the version the caller based its write on. */
export class StaleVersion extends Error {
  constructor(readonly current: { version: number; updatedBy: string | null; updatedAt: string | null }) {
    super('stale version');
  }

  /** Against the page's row as read (no row: a page nobody has edited, at version 0). */
  static of(row: { version: number; updatedBy: string; updatedAt: string } | undefined) {
    return new StaleVersion(
      row
        ? { version: row.version, updatedBy: row.updatedBy, updatedAt: row.updatedAt }
        : { version: 0, updatedBy: null, updatedAt: null },
    );
  }
}

export const getEdit = (db: DB | Transaction<Database>, path: string) =>
  db.selectFrom('pageEdits').selectAll().where('path', '=', path).executeTakeFirst();

export const listEdits = (db: DB) => db.selectFrom('pageEdits').selectAll().execute();

/** The documents the site shows instead of (or besides) the page files. */
export const listPublished = (db: DB) =>
  db
    .selectFrom('pageEdits')
    .select(['path', 'source', 'published'])
    .where('published', 'is not', null)
    .execute() as Promise<{ path: string; source: 'file' | 'admin'; published: string }[]>;

const staleFrom = async (db: DB | Transaction<Database>, path: string) => StaleVersion.of(await getEdit(db, path));

export async function audit(
  trx: Transaction<Database>,
  path: string,
  action: PageAction,
  version: number,
  actor: string,
  detail: string | null = null,
) {
  await trx.insertInto('pageAudit').values({ path, action, version, at: nowIso(), actor, detail }).execute();
}

/**
 * An entry in the activity log for something that is not a page write: a
 * library file deleted (path: its URL), a slot filled from the upload manager.
 */
export function recordActivity(
  db: DB,
  o: { path: string; action: PageAction; by: string; version?: number; detail?: string | null },
) {
  return db
    .insertInto('pageAudit')
    .values({
      path: o.path,
      action: o.action,
      version: o.version ?? 0,
      at: nowIso(),
      actor: o.by,
      detail: o.detail?.slice(0, 200) ?? null,
    })
    .execute();
}

/** The page file's document an edit is based on (file pages only). */
export interface FileBase {
  document: PageDocument;
  hash: string;
}

/**
 * Writes `changes` to the page's row if it is still at `baseVersion`, one
 * version higher; a page nobody edited yet (version 0) gets its row here.
 * Answers the new version, or throws StaleVersion.
 */
async function write(
  trx: Transaction<Database>,
  path: string,
  baseVersion: number,
  by: string,
  changes: Partial<Omit<PageEditsTable, 'path' | 'version' | 'updatedAt' | 'updatedBy'>>,
  create?: { source: 'file' | 'admin'; file?: FileBase },
): Promise<number> {
  const updatedAt = nowIso();
  if (baseVersion === 0) {
    if (!create) throw await staleFrom(trx, path);
    const existing = await getEdit(trx, path);
    if (existing) throw new StaleVersion(existing);
    await trx
      .insertInto('pageEdits')
      .values({
        path,
        source: create.source,
        version: 1,
        draft: null,
        draftIssues: null,
        published: null,
        fileAtEdit: create.file ? JSON.stringify(create.file.document) : null,
        fileHash: create.file?.hash ?? null,
        ...changes,
        updatedAt,
        updatedBy: by,
      })
      .execute();
    return 1;
  }
  const res = await trx
    .updateTable('pageEdits')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1), updatedAt, updatedBy: by }))
    .where('path', '=', path)
    .where('version', '=', baseVersion)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw await staleFrom(trx, path);
  return baseVersion + 1;
}

/** Runs `work` in a transaction; a unique-key race on the first write of a page counts as a stale version. */
async function inTransaction<T>(db: DB, path: string, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (err) {
    if (err instanceof StaleVersion) throw err;
    if (
      err instanceof Error &&
      (/UNIQUE constraint failed/i.test(err.message) || (err as { code?: string }).code === '23505')
    )
      throw await staleFrom(db, path);
    throw err;
  }
}

export function saveDraft(
  db: DB,
  o: {
    path: string;
    baseVersion: number;
    by: string;
    draft: unknown;
    issues: PageIssue[];
    source: 'file' | 'admin';
    file?: FileBase;
    keepOverFile?: boolean;
  },
) {
  return inTransaction(db, o.path, (trx) =>
    write(
      trx,
      o.path,
      o.baseVersion,
      o.by,
      {
        draft: JSON.stringify(o.draft),
        draftIssues: JSON.stringify(o.issues),
        ...(o.keepOverFile && o.file ? { fileAtEdit: JSON.stringify(o.file.document), fileHash: o.file.hash } : {}),
      },
      { source: o.source, file: o.file },
    ),
  );
}

/**
 * The draft goes live: recorded as a revision and in the audit. When it is
 * exactly the page file's document the override is dropped instead, so the
 * page follows its file again (that is what a reset to the file means).
 */
export function publish(
  db: DB,
  o: { path: string; baseVersion: number; by: string; page: PageDocument; sameAsFile: boolean },
) {
  return inTransaction(db, o.path, async (trx) => {
    const version = await write(trx, o.path, o.baseVersion, o.by, {
      draft: null,
      draftIssues: null,
      published: o.sameAsFile ? null : JSON.stringify(o.page),
    });
    const publishedAt = nowIso();
    await trx
      .insertInto('pageRevisions')
      .values({ path: o.path, version, document: JSON.stringify(o.page), publishedAt, publishedBy: o.by })
      .execute();
    await audit(trx, o.path, 'publish', version, o.by, o.sameAsFile ? 'same as the page file' : null);
    return version;
  });
}

/** A revision, or the page file's document, becomes the draft. */
export function restoreDraft(
  db: DB,
  o: {
    path: string;
    baseVersion: number;
    by: string;
    draft: PageDocument;
    issues: PageIssue[];
    source: 'file' | 'admin';
    from: { revision: number } | { file: FileBase };
  },
) {
  return inTransaction(db, o.path, async (trx) => {
    const fromFile = 'file' in o.from ? o.from.file : undefined;
    const version = await write(
      trx,
      o.path,
      o.baseVersion,
      o.by,
      {
        draft: JSON.stringify(o.draft),
        draftIssues: JSON.stringify(o.issues),
        // Reset to the file: the edit is now based on the file as it is.
        ...(fromFile ? { fileAtEdit: JSON.stringify(fromFile.document), fileHash: fromFile.hash } : {}),
      },
      { source: o.source, file: fromFile },
    );
    if ('revision' in o.from) await audit(trx, o.path, 'restore', version, o.by, `revision ${o.from.revision}`);
    else await audit(trx, o.path, 'reset', version, o.by, 'page file');
    return version;
  });
}

/** A new admin page: its row with the first draft. */
export function createPage(
  db: DB,
  o: { path: string; by: string; draft: PageDocument; issues: PageIssue[]; copiedFrom?: string },
) {
  return inTransaction(db, o.path, async (trx) => {
    const version = await write(
      trx,
      o.path,
      0,
      o.by,
      { draft: JSON.stringify(o.draft), draftIssues: JSON.stringify(o.issues) },
      { source: 'admin' },
    );
    await audit(trx, o.path, 'create', version, o.by, o.copiedFrom ? `copy of ${o.copiedFrom}` : 'starter');
    return version;
  });
}

/** An admin page and its revisions go; the audit keeps that it existed and who deleted it. */
export function listRevisions(db: DB, path: string, o: { cursor?: number; limit: number }) {
  let q = db
    .selectFrom('pageRevisions')
    .select(['id', 'version', 'publishedAt', 'publishedBy'])
    // Staff count a page's publishes 1, 2, 3: the content version jumps with every draft save.
    .select((eb) =>
      eb
        .selectFrom('pageRevisions as earlier')
        .select(eb.fn.countAll<number | string | bigint>().as('n'))
        .where('earlier.path', '=', path)
        .whereRef('earlier.id', '<=', 'pageRevisions.id')
        .as('number'),
    )
    .where('path', '=', path);
  if (o.cursor) q = q.where('id', '<', o.cursor);
  return q
    .orderBy('id', 'desc')
    .limit(o.limit + 1)
    .execute();
}

export const getRevision = (db: DB, path: string, version: number) =>
  db.selectFrom('pageRevisions').selectAll().where('path', '=', path).where('version', '=', version).executeTakeFirst();

/** One page's audit entries, newest first; without a path, every page's (a deleted page is only found here). */
export function listHistory(db: DB, path: string | undefined, o: { cursor?: number; limit: number }) {
  let q = db.selectFrom('pageAudit').selectAll();
  if (path !== undefined) q = q.where('path', '=', path);
  if (o.cursor) q = q.where('id', '<', o.cursor);
  return q
    .orderBy('id', 'desc')
    .limit(o.limit + 1)
    .execute();
}
