import { MutationCache, QueryCache, QueryClient, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminMe } from '../../contracts/admin';
import type { PublicContactDetails } from '../../contracts/contact-details';
import { isUnauthorized } from './api';
import { admin, call, client } from './api-client';
import { toast } from './toast-store';

// Query keys are the routes' addresses, as the typed client builds them.
export const ME_KEY = [admin.me.$path()] as const;
export const CONTACT_KEY = [client.api['contact-details'].$path()] as const;
export const USERS_KEY = [admin.users.$path()] as const;
export const INQUIRIES_KEY = [admin.inquiries.$path()] as const;
export const CONTACT_DETAILS_KEY = [admin['contact-details'].$path()] as const;
export const MAIL_STATUS_KEY = [admin.notifications.status.$path()] as const;
export const MAIL_SETTINGS_KEY = [admin.notifications.settings.$path()] as const;
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
    queryFn: async (): Promise<AdminMe | null> => {
      try {
        return await call(admin.me.$get());
      } catch (e) {
        // Signed out is an answer here, not an error.
        if (isUnauthorized(e)) return null;
        throw e;
      }
    },
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
    meta: { ignore401: true } satisfies AuthMeta,
  });

/** Public contact details (company name for the top bar). */
export const useCompany = () =>
  useQuery({
    queryKey: CONTACT_KEY,
    queryFn: (): Promise<PublicContactDetails> => call(client.api['contact-details'].$get()),
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
  });

/**
 * True while an editor would open on a copy the cache kept from before it opened, with the fetch it started on
 * opening still out. Leaving an editor saves its draft, so coming straight back finds the page from before that
 * save in the cache; shown, it would be replaced when the answer comes (editors start afresh on new data),
 * closing what was opened in between and dropping the typing. Editors show their loading line instead. A reload
 * later on (after a publish or a restore) keeps the editor on screen until its answer comes.
 */
export function useCacheFromBeforeOpening(query: Pick<UseQueryResult, 'isFetching' | 'dataUpdatedAt'>): boolean {
  const [openedAt] = useState(Date.now);
  return query.isFetching && query.dataUpdatedAt < openedAt;
}
