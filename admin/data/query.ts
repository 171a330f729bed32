import { MutationCache, QueryCache, QueryClient, useQuery } from '@tanstack/react-query';
import type { AdminMe } from '../../contracts/admin';
import type { PublicContactDetails } from '../../contracts/contact-details';
import { getJson, getJsonOrNullOn401, isUnauthorized } from './api';
import { toast } from './toast-store';

export const ME_KEY = ['/api/admin/me'] as const;
export const CONTACT_KEY = ['/api/contact-details'] as const;
export const USERS_KEY = ['/api/admin/users'] as const;
export const INQUIRIES_KEY = ['/api/admin/inquiries'] as const;
export const CONTACT_DETAILS_KEY = ['/api/admin/contact-details'] as const;
export const MAIL_STATUS_KEY = ['/api/admin/notifications/status'] as const;
export const MAIL_SETTINGS_KEY = ['/api/admin/notifications/settings'] as const;
/** Contact details and the current admin are cached for 5 minutes. */
export const FIVE_MINUTES = 300_000;

export const SESSION_EXPIRED = {
  title: 'Session Expired',
  description: 'Please refresh the page and login again',
} as const;

/** Calls whose 401 is an answer, not an expired session (sign-in, the who-am-I check). */
export interface AuthMeta extends Record<string, unknown> {
  ignore401?: boolean;
}

/**
 * Defaults: no retries, no refetch on focus, no polling, data
 * never stale. A 401 from any admin call means the session is gone: say so
 * ('Session Expired') and forget the admin, which sends auth-required pages
 * to /admin/login.
 */
export function createAdminQueryClient() {
  let client: QueryClient;
  const on401 = (error: unknown, meta: AuthMeta | undefined) => {
    if (!isUnauthorized(error) || meta?.ignore401) return;
    toast({ ...SESSION_EXPIRED, variant: 'destructive' });
    client.setQueryData(ME_KEY, null);
  };
  client = new QueryClient({
    queryCache: new QueryCache({ onError: (e, q) => on401(e, q.options.meta as AuthMeta) }),
    mutationCache: new MutationCache({ onError: (e, _v, _c, m) => on401(e, m.options.meta as AuthMeta) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The signed-in admin, or null. */
export const useMe = () =>
  useQuery({
    queryKey: ME_KEY,
    queryFn: getJsonOrNullOn401<AdminMe>('/api/admin/me'),
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
    meta: { ignore401: true } satisfies AuthMeta,
  });

/** Public contact details (company name for the top bar). */
export const useCompany = () =>
  useQuery({
    queryKey: CONTACT_KEY,
    queryFn: getJson<PublicContactDetails>('/api/contact-details'),
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
  });
