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
import type { Page } from '../../contracts/paging';
import { apiRequest, getJson } from './api';

/** The page list and one page's editor state, shared by the list, the editor and the dashboard card. */
export const PAGES_KEY = ['/api/admin/pages'] as const;
export const pageKey = (path: string) => ['/api/admin/page', path] as const;

export const pageUrl = (call: string, path: string) => `/api/admin/page${call}?path=${encodeURIComponent(path)}`;

export const usePageList = (q = '') =>
  useQuery({
    queryKey: [...PAGES_KEY, q],
    queryFn: getJson<PageListAnswer>(`/api/admin/pages${q ? `?q=${encodeURIComponent(q)}` : ''}`),
    // Other staff edit pages too: the list is fetched again each time it opens.
    staleTime: 0,
    placeholderData: (prev) => prev,
  });

export const usePageDetail = (path: string) =>
  useQuery({
    queryKey: pageKey(path),
    queryFn: getJson<PageDetail>(pageUrl('', path)),
    staleTime: 0,
    gcTime: 0,
    enabled: !!path,
  });

export const usePageRevisions = (path: string, enabled: boolean) =>
  useQuery({
    queryKey: [...pageKey(path), 'revisions'],
    queryFn: getJson<Page<PageRevision>>(pageUrl('/revisions', path)),
    staleTime: 0,
    enabled,
  });

export const usePageHistory = (path: string, enabled: boolean) =>
  useQuery({
    queryKey: [...pageKey(path), 'history'],
    queryFn: getJson<Page<PageHistoryEntry>>(pageUrl('/history', path)),
    staleTime: 0,
    enabled,
  });

/** The latest publishes, restores, resets, new pages and deletions across every page (under PAGES_KEY, so a change to the pages refreshes it). */
export const usePageActivity = (limit = 10) =>
  useQuery({
    queryKey: [...PAGES_KEY, { activity: limit }],
    queryFn: getJson<Page<PageActivityEntry>>(`/api/admin/pages/activity?limit=${limit}`),
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

export const getRevision = (path: string, version: number) =>
  apiRequest<PageRevisionDetail>('GET', `${pageUrl('/revision', path)}&version=${version}`);

export const editorHref = (path: string) => `/admin/pages/edit?path=${encodeURIComponent(path)}`;
