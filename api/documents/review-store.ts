import type { Transaction } from 'kysely';
import type { Database } from '../db/types';
import { nowIso, type DB } from '../db';
import { audit } from './activity';
import { type DocumentKind, factsOf } from '../../contracts/document-kinds';

type Db = DB | Transaction<Database>;

/** A document's current review (waiting, or sent back), if any. */
export const reviewOf = (db: Db, documentId: number) =>
  db.selectFrom('documentReviews').selectAll().where('documentId', '=', documentId).executeTakeFirst();

/**
 * A submission is for the draft as it was at that version: what the admin
 * compares is what goes live. So a draft saved after submitting withdraws
 * it (logged), and the author submits again when ready; otherwise an admin
 * could approve words they never saw. A comment sent back stays through
 * edits: it is what the author is working from.
 */
export async function withdrawOnEdit(
  trx: Transaction<Database>,
  o: { documentId: number; version: number; by: string; logAs?: string },
) {
  const gone = await trx
    .deleteFrom('documentReviews')
    .where('documentId', '=', o.documentId)
    .where('state', '=', 'waiting')
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) > 0 && o.logAs)
    await audit(trx, o.logAs, 'withdrawn', o.version, o.by, 'the draft was edited after it was submitted');
}

/**
 * Publishing settles the review: the row goes in the publishing transaction.
 * Answers who had submitted it when it was waiting, for the publish's entry.
 * `upTo`: a scheduled version went live, so a review of a newer draft is not
 * done with (its words are not the ones that went live).
 */
export async function settleOnPublish(
  trx: Transaction<Database>,
  documentId: number,
  upTo?: number,
): Promise<string | null> {
  const review = await reviewOf(trx, documentId);
  if (!review || (upTo !== undefined && review.version > upTo)) return null;
  await trx.deleteFrom('documentReviews').where('documentId', '=', documentId).execute();
  return review.state === 'waiting' ? `after review; submitted by ${review.submittedBy}` : null;
}

/** A submission (a new one replaces a comment sent back): the draft at `version` waits in the queue. */
export async function putSubmission(
  trx: Transaction<Database>,
  o: { documentId: number; version: number; by: string },
) {
  await trx.deleteFrom('documentReviews').where('documentId', '=', o.documentId).execute();
  await trx
    .insertInto('documentReviews')
    .values({
      documentId: o.documentId,
      state: 'waiting',
      version: o.version,
      submittedBy: o.by,
      submittedAt: nowIso(),
      comment: null,
      decidedBy: null,
      decidedAt: null,
    })
    .execute();
}

/** The queue: every live document with a review, the longest waiting first, then those sent back. */
export const listReviews = (db: Db) =>
  db
    .selectFrom('documentReviews as r')
    .innerJoin('documents as d', 'd.id', 'r.documentId')
    .selectAll('r')
    .select(['d.kind', 'd.key', 'd.version as currentVersion', 'd.source', 'd.draft', 'd.published'])
    .where('d.deletedAt', 'is', null)
    .orderBy('r.state', 'desc')
    .orderBy('r.submittedAt', 'asc')
    .execute();

/** How many wait, and how many were sent back, for the dashboard. */
export async function countReviews(db: Db) {
  const rows = await db
    .selectFrom('documentReviews as r')
    .innerJoin('documents as d', 'd.id', 'r.documentId')
    .select(['r.state', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('d.deletedAt', 'is', null)
    .groupBy('r.state')
    .execute();
  const n = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0);
  return { waiting: n('waiting'), sentBack: n('sent-back') };
}

/** The document's title in the queue: a page's meta title, else what the kind calls it. */
export function titleOf(kind: DocumentKind, key: string, draft: string | null, published: string | null): string {
  let doc: unknown = null;
  try {
    doc = JSON.parse(draft ?? published ?? 'null');
  } catch {
    // A draft that is not JSON cannot be stored; the kind names it from its key all the same.
  }
  return factsOf(kind).title(key, doc);
}
