import { useQuery } from '@tanstack/react-query';
import type { VersionAnswer } from '../../contracts/pages';
import type { ReviewAnswer, ReviewQueueAnswer, ReviewQueueItem } from '../../contracts/reviews';
import type { SiteSettings } from '../../contracts/site-settings';
import { apiRequest } from './api';
import { pageUrl } from './pages';

/**
 * Review before publish, for every kind of document (a page by its path,
 * the one navigation): the editor's submit, the admins' queue, send back
 * and publish, and the setting. Kept apart from api-client.ts so the
 * screens of this feature name what they do in one place.
 */
export type ReviewDoc = { kind: 'page'; path: string } | { kind: 'navigation' };

/** The document's address for a core route (`/review`, `/publish`, `/compare`…). */
export const documentUrl = (doc: ReviewDoc, call: string) =>
  doc.kind === 'page' ? pageUrl(call, doc.path) : `/api/admin/navigation${call}`;

/** The comparison of two of its versions (`live`, `draft` or a version number). */
export function compareUrl(doc: ReviewDoc, from: string | number, to: string | number) {
  const base = documentUrl(doc, '/compare');
  return `${base}${base.includes('?') ? '&' : '?'}from=${from}&to=${to}`;
}

/** The queue item as a document to call. */
export const docOf = (item: Pick<ReviewQueueItem, 'kind' | 'key'>): ReviewDoc =>
  item.kind === 'page' ? { kind: 'page', path: item.key } : { kind: 'navigation' };

/** Where staff edit it. */
export const editorHref = (doc: ReviewDoc) =>
  doc.kind === 'page' ? `/admin/pages/edit?path=${encodeURIComponent(doc.path)}` : '/admin/navigation';

export const REVIEWS_KEY = ['/api/admin/reviews'] as const;
export const REVIEW_KEY = ['review'] as const;

export const reviewsApi = {
  queue: () => apiRequest<ReviewQueueAnswer>('GET', '/api/admin/reviews'),
  of: (doc: ReviewDoc) => apiRequest<ReviewAnswer>('GET', documentUrl(doc, '/review')),
  submit: (doc: ReviewDoc, baseVersion: number) =>
    apiRequest<ReviewAnswer>('POST', documentUrl(doc, '/review'), { baseVersion }),
  sendBack: (doc: ReviewDoc, baseVersion: number, comment: string) =>
    apiRequest<ReviewAnswer>('POST', documentUrl(doc, '/review/send-back'), { baseVersion, comment }),
  /** The ordinary publish, of the version the admin compared: 409 if the draft changed since. */
  publish: (doc: ReviewDoc, baseVersion: number) =>
    apiRequest<VersionAnswer>('POST', documentUrl(doc, '/publish'), { baseVersion }),
  setRequired: (reviewBeforePublish: boolean) =>
    apiRequest<SiteSettings>('PUT', '/api/admin/settings', { reviewBeforePublish }),
};

/** A document's review, read again whenever its version moves (a save may have withdrawn a submission). */
export const useDocumentReview = (doc: ReviewDoc, version: number) =>
  useQuery({
    queryKey: [...REVIEW_KEY, documentUrl(doc, ''), version],
    queryFn: () => reviewsApi.of(doc),
    staleTime: 0,
  });

export const useReviewQueue = () => useQuery({ queryKey: REVIEWS_KEY, queryFn: reviewsApi.queue, staleTime: 0 });
