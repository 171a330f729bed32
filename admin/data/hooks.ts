import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { AdminMe } from '../../contracts/admin';
import { ME_KEY, type AuthMeta } from './query';
import { toast } from './toast-store';
import { sessionApi } from './api-client';

export const LOGIN_SUCCESS = 'Login successful! Welcome to admin panel.';

/** POST /api/admin/login; on success the current-admin query holds the new admin. */
export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sessionApi.login,
    meta: { ignore401: true } satisfies AuthMeta,
    onSuccess: (data) => {
      qc.setQueryData<AdminMe>(ME_KEY, { admin: data.admin });
      toast({ title: LOGIN_SUCCESS });
    },
  });
}

/** Ends the session, clears every cached answer and returns to /admin/login, even if the call fails. */
export function useLogout() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: sessionApi.logout,
    meta: { ignore401: true } satisfies AuthMeta,
    onSettled: () => {
      qc.clear();
      qc.setQueryData(ME_KEY, null);
      void navigate('/admin/login', { replace: true });
    },
  });
}
