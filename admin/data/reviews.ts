import { useQuery } from '@tanstack/react-query';
import type { VersionAnswer } from '../../contracts/pages';
import type { ReviewAnswer, ReviewQueueAnswer, ReviewQueueItem } from '../../contracts/reviews';
import type { SiteSettings } from '../../contracts/site-settings';
import type { VersionRef } from '../../contracts/compare';
import type { Comparer } from '../ui/DocumentCompare';
import { admin, call } from './api-client';
import { pageComparer } from './pages';

/**
 * Review before publish, for every kind of document (a page by its path,
 * the one navigation): the editor's submit, the admins' queue, send back
 * and publish, and the setting. Kept apart from api-client.ts so the
 * screens of this feature name what they do in one place.
 */
export type ReviewDoc = { kind: 'page'; path: string } | { kind: 'navigation' };

/** A cache key naming the document (its path, or the navigation). */
const docKey = (doc: ReviewDoc) => (doc.kind === 'page' ? doc.path : 'navigation');

/** Comparisons of two of its versions (`live`, `draft` or a version number), through the typed client. */
export function reviewComparer(doc: ReviewDoc): Comparer {
  if (doc.kind === 'page') return pageComparer(doc.path);
  return {
    key: admin.navigation.compare.$path(),
    load: (from: VersionRef, to: VersionRef) =>
      call(admin.navigation.compare.$get({ query: { from: String(from), to: String(to) } })),
  };
}

/** The queue item as a document to call. */
export const docOf = (item: Pick<ReviewQueueItem, 'kind' | 'key'>): ReviewDoc =>
  item.kind === 'page' ? { kind: 'page', path: item.key } : { kind: 'navigation' };

/** Where staff edit it. */
export const editorHref = (doc: ReviewDoc) =>
  doc.kind === 'page' ? `/admin/pages/edit?path=${encodeURIComponent(doc.path)}` : '/admin/navigation';

export const REVIEWS_KEY = ['reviews'] as const;
export const REVIEW_KEY = ['review'] as const;

/*
 * Each call's answer is the API's own type (hc<AppType>), the page's and the
 * navigation's alike. Publish answers 202 { scheduledAt } only when given a
 * time; called without one, as here, its answer is the 200 { version }.
 */
export const reviewsApi = {
  queue: (): Promise<ReviewQueueAnswer> => call(admin.reviews.$get()),
  of: (doc: ReviewDoc): Promise<ReviewAnswer> =>
    doc.kind === 'page'
      ? call(admin.page.review.$get({ query: { path: doc.path } }))
      : call(admin.navigation.review.$get()),
  submit: (doc: ReviewDoc, baseVersion: number): Promise<ReviewAnswer> =>
    doc.kind === 'page'
      ? call(admin.page.review.$post({ query: { path: doc.path }, json: { baseVersion } }))
      : call(admin.navigation.review.$post({ json: { baseVersion } })),
  sendBack: (doc: ReviewDoc, baseVersion: number, comment: string): Promise<ReviewAnswer> =>
    doc.kind === 'page'
      ? call(admin.page.review['send-back'].$post({ query: { path: doc.path }, json: { baseVersion, comment } }))
      : call(admin.navigation.review['send-back'].$post({ json: { baseVersion, comment } })),
  /** The ordinary publish, of the version the admin compared: 409 if the draft changed since. */
  publish: (doc: ReviewDoc, baseVersion: number) =>
    (doc.kind === 'page'
      ? call(admin.page.publish.$post({ query: { path: doc.path }, json: { baseVersion } }))
      : call(admin.navigation.publish.$post({ json: { baseVersion } }))) as Promise<VersionAnswer>,
  setRequired: (reviewBeforePublish: boolean): Promise<SiteSettings> =>
    call(admin.settings.$put({ json: { reviewBeforePublish } })),
};

/** A document's review, read again whenever its version moves (a save may have withdrawn a submission). */
export const useDocumentReview = (doc: ReviewDoc, version: number) =>
  useQuery({
    queryKey: [...REVIEW_KEY, docKey(doc), version],
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
