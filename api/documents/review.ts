import type { DocumentReview, ReviewAnswer } from '../../contracts/reviews';
import type { DocumentKind } from '../../contracts/document-kinds';
import type { DB } from '../db';
import { ApiError } from '../http';
import { reviewBeforePublish } from '../settings/store';
import { audit } from './activity';
import type { DocumentKindSpec } from './kind';
import { publishableDraft } from './publish';
import { putSubmission, reviewOf, titleOf } from './review-store';
import { queueReviewMail, type ReviewMailer } from '../notifications/review-mail';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types';
import { StaleVersion, getDocument, writeDocument } from './store';
import { conflict, guarded } from './conflict';
import { nowIso } from '../db';

type Row = NonNullable<Awaited<ReturnType<typeof reviewOf>>>;

export const reviewView = (row: Row | undefined): DocumentReview | null =>
  row
    ? {
        state: row.state,
        version: row.version,
        submittedBy: row.submittedBy,
        submittedAt: row.submittedAt,
        comment: row.comment,
        decidedBy: row.decidedBy,
        decidedAt: row.decidedAt,
      }
    : null;

/** The document's review and whether review is on, as the editor and the queue read it. */
export async function reviewAnswer(db: DB, documentId: number | undefined): Promise<ReviewAnswer> {
  const required = await reviewBeforePublish(db);
  return { required, review: documentId === undefined ? null : reviewView(await reviewOf(db, documentId)) };
}

/**
 * While review before publish is on, only an admin makes a draft live (now
 * or at a time): an editor's publish is refused with what to do instead, so
 * a screen that still shows Publish cannot get round the review.
 */
export async function checkMayPublish(db: DB, role: string) {
  if (role === 'admin' || !(await reviewBeforePublish(db))) return;
  throw new ApiError(
    403,
    'Review before publish is on: an admin publishes. Submit the draft for review instead, and an admin will publish it or send it back with a comment.',
  );
}

/**
 * Deleting, moving or restoring a page (or a project) changes the live site at once, with
 * no draft to review: while review before publish is on, those are an
 * admin's to do, and an editor is told to ask one.
 */
export async function checkMayChangeAddress(
  db: DB,
  role: string,
  what: 'delete' | 'change the address of' | 'restore',
  thing = 'this page',
) {
  if (role === 'admin' || !(await reviewBeforePublish(db))) return;
  throw new ApiError(
    403,
    `Review before publish is on: ask an admin to ${what} ${thing}, as it changes the live site at once.`,
  );
}

/**
 * A schedule is an admin's decision of what goes live and when: while review before publish is on, an
 * editor cannot cancel one (that too changes what the site will show without a review).
 */
export async function checkMayCancelSchedule(db: DB, role: string) {
  if (role === 'admin' || !(await reviewBeforePublish(db))) return;
  throw new ApiError(
    403,
    'Review before publish is on: an admin scheduled this publish, and only an admin can cancel it. Ask an admin, or submit your newer draft for review.',
  );
}

/**
 * A picture the live site shows (a named slot's file, a library file's alt text or focal point where a live
 * page uses it) changes the site at once, with no draft to review: while review before publish is on, an
 * editor is told who can do it and how to propose it instead.
 */
export async function checkMayChangeLiveMedia(db: DB, role: string, what: string) {
  if (role === 'admin' || !(await reviewBeforePublish(db))) return;
  throw new ApiError(
    403,
    `Review before publish is on: ${what} changes the live site at once, so an admin does it. To propose a new picture, add it to the media library and choose it in the page's draft, then submit the draft for review.`,
  );
}

/**
 * Submits the saved draft at `baseVersion` for review: 409 if it changed
 * since (or review is off), 400 with every problem when it could not be
 * published anyway (the admin would only have to send it back).
 */
export async function submitForReview<Doc>(
  db: DB,
  spec: DocumentKindSpec<Doc>,
  o: { key: string; by: string; baseVersion: number; mailer: ReviewMailer },
) {
  if (!(await reviewBeforePublish(db)))
    throw new ApiError(409, 'Review before publish is off: publish the draft directly.');
  const { opened, current } = await publishableDraft(db, spec, {
    key: o.key,
    baseVersion: o.baseVersion,
    lead: `${spec.draftName} cannot be submitted for review until these are fixed`,
  });
  const id = opened.row!.id;
  const ref = { kind: spec.kind, key: o.key };
  await guarded(
    () =>
      db.transaction().execute(async (trx) => {
        // The one write, naming the version submitted and keeping it (the editor's base stays valid): it takes the
        // row's lock and proves the version still holds, so a save racing this one either came first (409) or waits,
        // and then withdraws this submission as any later edit does.
        await writeDocument(trx, { id }, { baseVersion: current, by: o.by, changes: {}, sameVersion: true });
        await putSubmission(trx, { documentId: id, version: current, by: o.by });
        if (spec.activity) await audit(trx, spec.activity(ref), 'submit', current, o.by, null);
        const words = { event: 'submitted', by: o.by, submittedBy: o.by, comment: null } as const;
        await queueReviewMail(trx, o.mailer, { ...words, ...mailDoc(ref, opened.row!) });
      }),
    spec.what,
  );
  return reviewAnswer(db, id);
}

/**
 * An admin sends a waiting draft back to its author with a comment: 404
 * when nothing of it waits, 409 when the draft changed since the admin
 * looked (`baseVersion` is the version they compared).
 */
export async function sendBack<Doc>(
  db: DB,
  spec: DocumentKindSpec<Doc>,
  o: { key: string; by: string; baseVersion: number; comment: string; mailer: ReviewMailer },
) {
  const opened = await spec.open(db, o.key);
  const id = opened.row?.id;
  const review = id === undefined ? undefined : await reviewOf(db, id);
  if (id === undefined || review?.state !== 'waiting')
    throw new ApiError(404, `${spec.name(o.key)} has nothing waiting for review`);
  const ref = { kind: spec.kind, key: o.key };
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('documentReviews')
      .set({ state: 'sent-back', comment: o.comment, decidedBy: o.by, decidedAt: nowIso() })
      .where('documentId', '=', id)
      .where('state', '=', 'waiting')
      .where('version', '=', o.baseVersion)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw conflict(StaleVersion.of(await getDocument(trx, ref)), spec.what);
    if (spec.activity) await audit(trx, spec.activity(ref), 'send-back', o.baseVersion, o.by, o.comment);
    const words = { event: 'sent-back', by: o.by, submittedBy: review.submittedBy, comment: o.comment } as const;
    await queueReviewMail(trx, o.mailer, { ...words, ...mailDoc(ref, opened.row!) });
  });
  return reviewAnswer(db, id);
}

/** The document as its review e-mails name it: kind, address and the title the queue shows. */
const mailDoc = (
  ref: { kind: DocumentKind; key: string },
  row: { draft: string | null; published: string | null },
) => ({ kind: ref.kind, key: ref.key, title: titleOf(ref.kind, ref.key, row.draft, row.published) });

/**
 * Inside a publish's transaction, before it settles the review: a draft that
 * waited in the queue tells the one who submitted it that it is live.
 * `upTo`: a scheduled version went live, which settles only a submission of
 * that version or an older one (settleOnPublish's rule).
 */
export async function tellPublished(
  trx: Transaction<Database>,
  ref: { kind: DocumentKind; key: string },
  o: { by: string; mailer: ReviewMailer; upTo?: number },
) {
  if (!o.mailer) return;
  const row = await getDocument(trx, ref);
  const review = row ? await reviewOf(trx, row.id) : undefined;
  if (!row || review?.state !== 'waiting' || (o.upTo !== undefined && review.version > o.upTo)) return;
  const words = { event: 'published', by: o.by, submittedBy: review.submittedBy, comment: null } as const;
  await queueReviewMail(trx, o.mailer, { ...words, ...mailDoc(ref, row) });
}
