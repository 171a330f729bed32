import { z } from 'zod';
import { documentVersion } from './documents';
import type { DocumentKind } from './document-kinds';

/*
 * Review before publish (a site setting, off until an admin turns it on).
 * While it is on, an editor's Publish is "Submit for review": the draft as
 * saved at that version waits in the admins' queue, and an admin publishes
 * it (the ordinary publish) or sends it back with a comment. Admins publish
 * directly as before.
 */

/** Where a document's review stands: waiting in the queue, or sent back to its author with a comment. */
export type ReviewState = 'waiting' | 'sent-back';

export interface DocumentReview {
  state: ReviewState;
  /** The document's version when it was submitted: what the admin reviews and publishes. */
  version: number;
  submittedBy: string;
  submittedAt: string;
  /** The admin's words when sending it back (null while it waits). */
  comment: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
}

// ---- GET /api/admin/page/review?path=, GET /api/admin/navigation/review ----

export interface ReviewAnswer {
  /** Whether review before publish is on (an editor submits instead of publishing). */
  required: boolean;
  /** This document's review, or null when none is waiting or was sent back. */
  review: DocumentReview | null;
}

// ---- POST …/review (submit), POST …/review/send-back (admins) ----

export const submitReviewInput = z.strictObject({ baseVersion: documentVersion });
export type SubmitReviewInput = z.infer<typeof submitReviewInput>;

export const REVIEW_COMMENT_MAX = 1000;

export const sendBackInput = z.strictObject({
  baseVersion: documentVersion,
  comment: z
    .string('must be text')
    .trim()
    .min(1, 'is required: say what should change before it can go live')
    .max(REVIEW_COMMENT_MAX, `must be at most ${REVIEW_COMMENT_MAX} characters`),
});
export type SendBackInput = z.infer<typeof sendBackInput>;

// ---- GET /api/admin/reviews: the queue ----

export interface ReviewQueueItem extends DocumentReview {
  kind: DocumentKind;
  /** A page's path; 'site' for a single document (the navigation). */
  key: string;
  /** The draft's title (a page's meta title), or the kind's ("Navigation"). */
  title: string;
  /** What staff call it: a page's address, "Header menu and footer links". */
  where: string;
  /** Where staff edit it in the admin. */
  editAt: string;
  /** The document's version now: unequal to `version` only while a save is on its way. */
  currentVersion: number;
  /** Whether anything of it is live yet (a new page is not: there is nothing to compare with). */
  live: boolean;
}

export interface ReviewQueueAnswer {
  required: boolean;
  items: ReviewQueueItem[];
}
