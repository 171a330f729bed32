import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGES_KEY } from './pages';
import { redirectsApi } from './api-client';

/**
 * Every redirect of the site, for the Redirects screen and the count on the
 * Pages screen. Under PAGES_KEY: moving, deleting or restoring a page changes
 * the redirects too, and refreshes them with the page list.
 */
export const REDIRECTS_KEY = [...PAGES_KEY, 'redirects'] as const;

export const useRedirects = () => useQuery({ queryKey: REDIRECTS_KEY, queryFn: redirectsApi.list, staleTime: 0 });

/** A redirect change refreshes everything about pages (a redirect's old address may be offered as a new page's). */
function useRedirectMutation<T>(call: (arg: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => void qc.invalidateQueries({ queryKey: PAGES_KEY }) });
}

export const useAddRedirect = () => useRedirectMutation(redirectsApi.add);

export const useRemoveRedirect = () => useRedirectMutation(redirectsApi.remove);
