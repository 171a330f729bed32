import { useQuery } from '@tanstack/react-query';
import type { VersionAnswer } from '../../contracts/documents';
import type { ReviewAnswer, ReviewQueueAnswer, ReviewQueueItem } from '../../contracts/reviews';
import type { SiteSettings } from '../../contracts/site-settings';
import type { Comparer } from '../ui/DocumentCompare';
import { admin, call } from './api-client';
import { adapterOf, type DocumentRef } from './document-kinds';
import { useMe } from './query';

/**
 * Review before publish, for every kind of document (a page by its path,
 * the one navigation): the editor's submit, the admins' queue, send back
 * and publish, and the setting. Each kind's calls are its adapter's
 * (document-kinds.ts); kept apart from api-client.ts so the screens of this
 * feature name what they do in one place.
 */
export type ReviewDoc = DocumentRef;

/** The queue item as a document to call. */
export const docOf = (item: Pick<ReviewQueueItem, 'kind' | 'key'>): ReviewDoc => ({ kind: item.kind, key: item.key });

/** Comparisons of two of its versions (`live`, `draft` or a version number), through the typed client. */
export const reviewComparer = (doc: ReviewDoc): Comparer => adapterOf(doc).comparer(doc.key);

export const REVIEWS_KEY = ['reviews'] as const;
export const REVIEW_KEY = ['review'] as const;

/* Each call's answer is the API's own type (hc<AppType>), every kind's alike. */
export const reviewsApi = {
  queue: (): Promise<ReviewQueueAnswer> => call(admin.reviews.$get()),
  of: (doc: ReviewDoc): Promise<ReviewAnswer> => adapterOf(doc).review(doc.key),
  submit: (doc: ReviewDoc, baseVersion: number): Promise<ReviewAnswer> => adapterOf(doc).submit(doc.key, baseVersion),
  sendBack: (doc: ReviewDoc, baseVersion: number, comment: string): Promise<ReviewAnswer> =>
    adapterOf(doc).sendBack(doc.key, baseVersion, comment),
  /** The ordinary publish, of the version the admin compared: 409 if the draft changed since. */
  publish: (doc: ReviewDoc, baseVersion: number): Promise<VersionAnswer> =>
    adapterOf(doc).publish(doc.key, baseVersion),
  setRequired: (reviewBeforePublish: boolean): Promise<SiteSettings> =>
    call(admin.settings.$put({ json: { reviewBeforePublish } })),
};

/** A document's review, read again whenever its version moves (a save may have withdrawn a submission). */
export const useDocumentReview = (doc: ReviewDoc, version: number) =>
  useQuery({
    queryKey: [...REVIEW_KEY, doc.kind, doc.key, version],
    queryFn: () => reviewsApi.of(doc),
    staleTime: 0,
  });

export const useReviewQueue = () => useQuery({ queryKey: REVIEWS_KEY, queryFn: reviewsApi.queue, staleTime: 0 });

/**
 * What the top bar counts for the signed-in user: for an admin, the drafts
 * waiting for them; for an editor, their own drafts sent back. Read again
 * every minute, so a badge appears without a reload while the admin is open.
 */
export function reviewBadgeCount(queue: ReviewQueueAnswer | undefined, me: { username: string; role: string }) {
  if (!queue) return 0;
  if (me.role === 'admin') return queue.items.filter((i) => i.state === 'waiting').length;
  return queue.items.filter((i) => i.state === 'sent-back' && i.submittedBy === me.username).length;
}

export const useReviewBadgeQueue = () =>
  useQuery({
    queryKey: REVIEWS_KEY,
    queryFn: reviewsApi.queue,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/**
 * Why the signed-in user may not change a page's address or delete it now, in words; null when they may. While
 * review before publish is on, those change the live site with no draft to review, so the server refuses them to
 * an editor: the screens say so at the button instead of letting the editor fill a dialog in for nothing.
 */
export function useAddressLock(): string | null {
  const role = useMe().data?.admin?.role;
  const required = useReviewQueue().data?.required;
  if (!required || !role || role === 'admin') return null;
  return 'Review before publish is on: only an admin can change the address of a page or delete it, as that changes the live site at once. Ask an admin.';
}
