import type { Selectable, Transaction } from 'kysely';
import { storedText } from './schema-versions';
import { recordChanges, type Change } from '../../platform/change-feed';
import type { DocumentAction } from '../../contracts/documents';
import { isDeadlock, isUniqueViolation, nowIso, type DB } from '../db';
import type { Database } from '../db/types';
import { audit } from './activity';
import { settleOnPublish, withdrawOnEdit } from './review-store';
import type { DocumentKind, DocumentsTable } from './table';

export type DocumentRow = Selectable<DocumentsTable>;
export type Db = DB | Transaction<Database>;

/** A document by kind and key: a page by its path, the navigation as 'site'. */
export interface DocumentRef {
  kind: DocumentKind;
  key: string;
}

/** Someone wrote the document since the version the caller based its write on. */
export class StaleVersion extends Error {
  constructor(readonly current: { version: number; updatedBy: string | null; updatedAt: string | null }) {
    super('stale version');
  }

  /** Against the row as read (no row: a document nobody has edited, at version 0). */
  static of(row: { version: number; updatedBy: string; updatedAt: string } | undefined) {
    return new StaleVersion(
      row
        ? { version: row.version, updatedBy: row.updatedBy, updatedAt: row.updatedAt }
        : { version: 0, updatedBy: null, updatedAt: null },
    );
  }
}

/** The live (not deleted) document at kind and key. */
export const getDocument = (db: Db, ref: DocumentRef) =>
  db
    .selectFrom('documents')
    .selectAll()
    .where('kind', '=', ref.kind)
    .where('key', '=', ref.key)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();

/** Every live document of a kind. */
export const listDocuments = (db: Db, kind: DocumentKind) =>
  db.selectFrom('documents').selectAll().where('kind', '=', kind).where('deletedAt', 'is', null).execute();

/** What the site shows of a kind: the published documents, by key. */
export const listPublished = (db: Db, kind: DocumentKind) =>
  db
    .selectFrom('documents')
    .select(['key', 'source', 'published'])
    .where('kind', '=', kind)
    .where('deletedAt', 'is', null)
    .where('published', 'is not', null)
    .execute() as Promise<{ key: string; source: 'file' | 'admin' | null; published: string }[]>;

type Changes = Partial<
  Pick<
    DocumentsTable,
    | 'draft'
    | 'draftIssues'
    | 'published'
    | 'fileAtEdit'
    | 'fileHash'
    | 'source'
    | 'key'
    | 'deletedAt'
    | 'deletedBy'
    | 'deletedRedirects'
    | 'deletedRelinks'
  >
>;

/** What a first write of a document makes besides `changes`: pages say where they come from. */
export interface Creation {
  source: DocumentsTable['source'];
  fileAtEdit?: string | null;
  fileHash?: string | null;
}

/**
 * Which document a write names: a live one by kind and key, or one by its
 * identity (a page in the trash, a document a relink found), live or not.
 */
export type DocumentTarget = DocumentRef | { id: number };

const byId = (t: DocumentTarget): t is { id: number } => 'id' in t;

/** The document a target names, as it is now (for the 409 answer). */
const currentOf = (trx: Db, target: DocumentTarget) =>
  byId(target)
    ? trx.selectFrom('documents').selectAll().where('id', '=', target.id).executeTakeFirst()
    : getDocument(trx, target);

/**
 * The one optimistic write, the only way a stored document changes: `changes`
 * go to the document if it is still at `baseVersion`, one version higher (one
 * conditional UPDATE: on PostgreSQL a write that committed since the caller
 * read the row makes it match nothing); a document nobody edited yet (version
 * 0) gets its row here when `create` says how. `sameVersion` proves the base
 * and holds the row for the transaction without a new version (a submission
 * for review changes nothing of the document, and the editor's base must stay
 * valid). Answers the row as written, or throws StaleVersion.
 */
export async function writeDocument(
  trx: Transaction<Database>,
  target: DocumentTarget,
  o: { baseVersion: number; by: string; changes: Changes; create?: Creation; sameVersion?: boolean },
): Promise<DocumentRow> {
  const updatedAt = nowIso();
  if (o.baseVersion === 0 && !byId(target)) {
    const existing = await getDocument(trx, target);
    if (existing || !o.create) throw StaleVersion.of(existing);
    return trx
      .insertInto('documents')
      .values({
        kind: target.kind,
        key: target.key,
        source: o.create.source,
        version: 1,
        draft: null,
        draftIssues: null,
        published: null,
        fileAtEdit: o.create.fileAtEdit ?? null,
        fileHash: o.create.fileHash ?? null,
        ...o.changes,
        updatedAt,
        updatedBy: o.by,
        deletedAt: null,
        deletedBy: null,
        deletedRedirects: null,
        deletedRelinks: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  let q = trx
    .updateTable('documents')
    .set((eb) =>
      o.sameVersion
        ? { version: o.baseVersion }
        : { ...o.changes, version: eb('version', '+', 1), updatedAt, updatedBy: o.by },
    )
    .where('version', '=', o.baseVersion);
  q = byId(target)
    ? q.where('id', '=', target.id)
    : q.where('kind', '=', target.kind).where('key', '=', target.key).where('deletedAt', 'is', null);
  const row = await q.returningAll().executeTakeFirst();
  if (!row) throw StaleVersion.of(await currentOf(trx, target));
  return row;
}

/**
 * Runs `work` in a transaction and records the document's change in the
 * feed as its last statement (plus whatever else it reports through `changed`): the write and
 * the news of it commit together. A write visitors cannot see (`visible:
 * false`: a draft, a new page's first draft) records only what else it
 * reported, so an autosave costs the other instances nothing. A unique-key
 * race on a document's first write (two first saves at once) is a stale version, and so is a deadlock.
 */
export async function inDocumentTransaction<T>(
  db: DB,
  ref: DocumentRef,
  work: (trx: Transaction<Database>, changed: (change: Change) => void) => Promise<T>,
  o: { visible?: boolean } = {},
): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      const others: Change[] = [];
      const result = await work(trx, (c) => others.push(c));
      await recordChanges(trx, o.visible === false ? others : [ref, ...others]);
      return result;
    });
  } catch (err) {
    if (err instanceof StaleVersion) throw err;
    // A deadlock PostgreSQL broke by aborting this transaction is a concurrent write that won, as a unique-key race is.
    if (isUniqueViolation(err) || isDeadlock(err)) throw StaleVersion.of(await getDocument(db, ref));
    throw err;
  }
}

/** How a kind names its documents in the activity log (none: the kind keeps no activity entries). */
export type ActivityPath = ((ref: DocumentRef) => string) | undefined;

interface DraftWrite {
  baseVersion: number;
  by: string;
  draft: unknown;
  issues: unknown[];
  extra?: Changes;
  create?: Creation;
  /** Where a withdrawn review is logged (api/documents/review-store.ts). */
  activity?: ActivityPath;
}

/** Writes the draft and its problems (withdrawing a submission for review); answers the new version. */
async function writeDraft(trx: Transaction<Database>, ref: DocumentRef, o: DraftWrite) {
  const row = await writeDocument(trx, ref, {
    baseVersion: o.baseVersion,
    by: o.by,
    changes: { draft: storedText(ref.kind, o.draft), draftIssues: JSON.stringify(o.issues), ...o.extra },
    create: o.create,
  });
  await withdrawOnEdit(trx, { documentId: row.id, version: row.version, by: o.by, logAs: o.activity?.(ref) });
  return row.version;
}

/** The draft is saved as it is (possibly with problems, listed beside it): work is never lost. */
export const saveDraft = (db: DB, ref: DocumentRef, o: DraftWrite) =>
  inDocumentTransaction(db, ref, (trx) => writeDraft(trx, ref, o), { visible: false });

/** What a publish does with a review of the document (api/documents/review-store.ts). */
export type ReviewOnPublish =
  /** The ordinary publish: the review is done with (up to a version: a newer submission keeps waiting). */
  | { settle: true; upTo?: number }
  /** A publish nobody reviewed (a relink): a waiting submission is withdrawn, as by any edit. */
  | { settle: false };

/**
 * A checked document goes live inside the caller's transaction, through the
 * one write: a new version, kept as a revision, logged (`logAs`: the
 * activity name, none for kinds without entries). By default the draft is
 * done with; `draft` keeps one (words saved after a scheduled version, or a
 * relinked draft). Answers the row as written.
 */
export async function writePublish(
  trx: Transaction<Database>,
  target: DocumentTarget,
  o: {
    baseVersion: number;
    by: string;
    document: unknown;
    stored: string | null;
    logAs?: string;
    detail?: string | null;
    draft?: Pick<Changes, 'draft' | 'draftIssues'>;
    review: ReviewOnPublish;
    /** A publish of a document nobody has written yet (base 0) makes its row with this. */
    create?: Creation;
  },
): Promise<DocumentRow> {
  const row = await writeDocument(trx, target, {
    baseVersion: o.baseVersion,
    by: o.by,
    create: o.create,
    changes: { draft: null, draftIssues: null, ...o.draft, published: o.stored },
  });
  await trx
    .insertInto('documentRevisions')
    .values({
      documentId: row.id,
      version: row.version,
      document: storedText(row.kind, o.document),
      publishedAt: nowIso(),
      publishedBy: o.by,
    })
    .execute();
  let reviewed: string | null = null;
  if (o.review.settle) reviewed = await settleOnPublish(trx, row.id, o.review.upTo);
  else await withdrawOnEdit(trx, { documentId: row.id, version: row.version, by: o.by, logAs: o.logAs });
  if (o.logAs) await audit(trx, o.logAs, 'publish', row.version, o.by, o.detail ?? reviewed);
  return row;
}

/**
 * A checked document goes live, is kept as a revision and logged; any
 * schedule or review of it is done with. `stored: null` drops the override (a page
 * published exactly as its file, the navigation exactly as the seed), so the
 * site follows the default again rather than a frozen copy. `inside` runs in
 * the same transaction first (the check that every library file the document
 * shows still exists).
 */
export const publishDocument = (
  db: DB,
  ref: DocumentRef,
  o: {
    baseVersion: number;
    by: string;
    document: unknown;
    stored: string | null;
    activity: ActivityPath;
    detail?: string | null;
    inside?: (trx: Transaction<Database>) => Promise<void>;
    create?: Creation;
  },
) =>
  inDocumentTransaction(db, ref, async (trx) => {
    await o.inside?.(trx);
    const row = await writePublish(trx, ref, { ...o, logAs: o.activity?.(ref), review: { settle: true } });
    await trx.deleteFrom('documentSchedules').where('documentId', '=', row.id).execute();
    return row.version;
  });

/** A revision (or a kind's default) becomes the draft, logged as `action`. */
export const restoreDraft = (
  db: DB,
  ref: DocumentRef,
  o: DraftWrite & { activity: ActivityPath; action: DocumentAction; detail: string },
) =>
  inDocumentTransaction(
    db,
    ref,
    async (trx) => {
      const version = await writeDraft(trx, ref, o);
      if (o.activity) await audit(trx, o.activity(ref), o.action, version, o.by, o.detail);
      return version;
    },
    { visible: false },
  );

/** A document's published versions, newest first, numbered 1, 2, 3 as staff count publishes. */
export function listRevisions(db: DB, documentId: number, o: { cursor?: number; limit: number }) {
  let q = db
    .selectFrom('documentRevisions')
    .select(['id', 'version', 'publishedAt', 'publishedBy'])
    // Staff count publishes 1, 2, 3: the version jumps with every draft save.
    .select((eb) =>
      eb
        .selectFrom('documentRevisions as earlier')
        .select(eb.fn.countAll<number | string | bigint>().as('n'))
        .where('earlier.documentId', '=', documentId)
        .whereRef('earlier.id', '<=', 'documentRevisions.id')
        .as('number'),
    )
    .where('documentId', '=', documentId);
  if (o.cursor) q = q.where('id', '<', o.cursor);
  return q
    .orderBy('id', 'desc')
    .limit(o.limit + 1)
    .execute();
}

export const getRevision = (db: DB, documentId: number, version: number) =>
  db
    .selectFrom('documentRevisions')
    .selectAll()
    .where('documentId', '=', documentId)
    .where('version', '=', version)
    .executeTakeFirst();

/** How staff count a revision: 1 for a document's first publish, 2 for the next. */
export async function revisionNumber(db: DB, documentId: number, revisionId: number): Promise<number> {
  const row = await db
    .selectFrom('documentRevisions')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('documentId', '=', documentId)
    .where('id', '<=', revisionId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
