import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RedirectInput, RedirectListAnswer } from '../../../contracts/redirects';
import { apiRequest, getJson } from './api';
import { PAGES_KEY } from './pages';

/**
 * Every redirect of the site, for the Redirects screen and the count on the
 * Pages screen. Under PAGES_KEY: moving, deleting or restoring a page changes
 * the redirects too, and refreshes them with the page list.
 */
export const REDIRECTS_KEY = [...PAGES_KEY, 'redirects'] as const;

export const useRedirects = () =>
  useQuery({ queryKey: REDIRECTS_KEY, queryFn: getJson<RedirectListAnswer>('/api/admin/redirects'), staleTime: 0 });

/** A redirect change refreshes everything about pages (a redirect's old address may be offered as a new page's). */
function useRedirectMutation<T>(call: (arg: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => void qc.invalidateQueries({ queryKey: PAGES_KEY }) });
}

export const useAddRedirect = () =>
  useRedirectMutation((r: RedirectInput) => apiRequest('POST', '/api/admin/redirects', r));

export const useRemoveRedirect = () =>
  useRedirectMutation((from: string) => apiRequest('DELETE', `/api/admin/redirects?from=${encodeURIComponent(from)}`));
