import { useQuery } from '@tanstack/react-query';
import type {
  PageAction,
  PageActivityEntry,
  PageDetail,
  PageHistoryEntry,
  PageListAnswer,
  PageRevision,
  PageRevisionDetail,
} from '../../contracts/pages';
import { pageKindFacts } from '../../contracts/pages';
import type { VersionRef } from '../../contracts/compare';
import type { Page } from '../../contracts/paging';
import type { Comparer } from '../ui/DocumentCompare';
import { admin, call } from './api-client';

/** The page list and one page's editor state, shared by the list, the editor and the dashboard card. */
export const PAGES_KEY = [admin.pages.$path()] as const;
export const pageKey = (path: string) => [admin.page.$path(), path] as const;

export const usePageList = (q = '') =>
  useQuery({
    queryKey: [...PAGES_KEY, q],
    queryFn: (): Promise<PageListAnswer> => call(admin.pages.$get({ query: q ? { q } : {} })),
    // Other staff edit pages too: the list is fetched again each time it opens.
    staleTime: 0,
    placeholderData: (prev) => prev,
  });

export const usePageDetail = (path: string) =>
  useQuery({
    queryKey: pageKey(path),
    queryFn: (): Promise<PageDetail> => call(admin.page.$get({ query: { path } })),
    staleTime: 0,
    gcTime: 0,
    enabled: !!path,
  });

export const usePageRevisions = (path: string, enabled: boolean) =>
  useQuery({
    queryKey: [...pageKey(path), 'revisions'],
    queryFn: (): Promise<Page<PageRevision>> => call(admin.page.revisions.$get({ query: { path } })),
    staleTime: 0,
    enabled,
  });

export const usePageHistory = (path: string, enabled: boolean) =>
  useQuery({
    queryKey: [...pageKey(path), 'history'],
    queryFn: (): Promise<Page<PageHistoryEntry>> => call(admin.page.history.$get({ query: { path } })),
    staleTime: 0,
    enabled,
  });

/** The latest publishes, restores, resets, new pages and deletions across every page (under PAGES_KEY, so a change to the pages refreshes it). */
export const usePageActivity = (limit = 10) =>
  useQuery({
    queryKey: [...PAGES_KEY, { activity: limit }],
    queryFn: (): Promise<Page<PageActivityEntry>> =>
      call(admin.pages.activity.$get({ query: { limit: String(limit) } })),
    staleTime: 0,
  });

export const ACTION_WORDS: Record<PageAction, string> = {
  create: 'Created',
  publish: 'Published',
  restore: 'Restored',
  reset: 'Reset to the page file',
  delete: 'Deleted',
  move: 'Moved to a new address',
  upload: 'New file in a slot',
  'media-del': 'Deleted from the media library',
  submit: 'Submitted for review',
  'send-back': 'Sent back with a comment',
  withdrawn: 'Review withdrawn by an edit',
};

/**
 * An audit entry's detail in staff's words. The server writes "revision V"
 * with V the page's content version, which jumps with every draft save; staff
 * know published versions as 1, 2, 3, so V is shown as that number when known.
 */
export function activityDetail(detail: string | null, numberOf?: ReadonlyMap<number, number>): string | null {
  const restored = detail?.match(/^revision (\d+)$/);
  if (!restored) return detail;
  const n = numberOf?.get(Number(restored[1]));
  return n ? `version ${n}` : 'an earlier version';
}

export const getRevision = (path: string, version: number): Promise<PageRevisionDetail> =>
  call(admin.page.revision.$get({ query: { path, version: String(version) } }));

/** Two versions of a page compared (the history's and the editor's compare dialogs). */
export const pageComparer = (path: string): Comparer => ({
  // The page's own address names it in the cache (the compare route's query needs both versions).
  key: admin.page.$path({ query: { path } }),
  load: (from: VersionRef, to: VersionRef) =>
    call(admin.page.compare.$get({ query: { path, from: String(from), to: String(to) } })),
});

/** Where staff edit a page: the page kind's own admin address. */
export const editorHref = pageKindFacts.editAt;
