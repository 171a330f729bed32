import { PageHead } from '../_shared/PageHead';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { FILL_ALL_FIELDS, PROTECTED_USERNAME, type AdminUserRow } from '../../../contracts/admin';
import type { Page } from '../../../contracts/paging';
import { apiRequest, errorText, fieldErrors, isUnauthorized } from '../_shared/api';
import { ConfirmDialog } from '../_shared/ConfirmDialog';
import { Field } from '../_shared/Field';
import { useMe, USERS_KEY } from '../_shared/query';
import { toast } from '../_shared/toast-store';
import type { schema } from './schema';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Nairobi',
});
export const formatDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormat.format(d);
};

/** /admin/user-management: create, list (newest first, a page at a time), delete behind a confirmation. */
export function UserManagement({ heading, intro }: z.output<typeof schema>) {
  const qc = useQueryClient();
  const me = useMe().data?.admin;
  const users = useInfiniteQuery({
    queryKey: USERS_KEY,
    queryFn: ({ pageParam }) =>
      apiRequest<Page<AdminUserRow>>('GET', `/api/admin/users${pageParam ? `?cursor=${pageParam}` : ''}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const list = users.data?.pages.flatMap((p) => p.items);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<AdminUserRow | null>(null);

  useEffect(() => {
    if (users.isError && !isUnauthorized(users.error))
      toast({
        title: 'Failed to fetch users',
        description: errorText(users.error, 'Please try again.'),
        variant: 'destructive',
      });
  }, [users.isError, users.error]);

  const create = useMutation({
    mutationFn: (body: { username: string; password: string }) => apiRequest('POST', '/api/admin/users', body),
    onSuccess: () => {
      toast({ title: 'User created successfully' });
      setUsername('');
      setPassword('');
      setErrors({});
      void qc.invalidateQueries({ queryKey: USERS_KEY });
    },
    onError: (err) => {
      if (isUnauthorized(err)) return;
      setErrors(fieldErrors(err));
      toast({
        title: 'Failed to create user',
        description: errorText(err, 'Failed to create user'),
        variant: 'destructive',
      });
    },
  });

  const remove = useMutation({
    mutationFn: (u: AdminUserRow) => apiRequest('DELETE', `/api/admin/users/${u.id}`),
    onSuccess: () => {
      toast({ title: 'User deleted successfully' });
      void qc.invalidateQueries({ queryKey: USERS_KEY });
    },
    onError: (err) => {
      if (!isUnauthorized(err))
        toast({
          title: 'Failed to delete user',
          description: errorText(err, 'Please try again.'),
          variant: 'destructive',
        });
    },
    onSettled: () => setPending(null),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { username: username.trim(), password: password.trim() };
    if (!body.username || !body.password) {
      setErrors({ username: body.username ? '' : 'Required', password: body.password ? '' : 'Required' });
      toast({ title: FILL_ALL_FIELDS, variant: 'destructive' });
      return;
    }
    create.mutate(body);
  };

  return (
    <div className="admin-user-management">
      <PageHead heading={heading} intro={intro} />
      <div className="admin-user-management__grid">
        <section className="admin-card" aria-labelledby="admin-users-create">
          <h2 id="admin-users-create" className="admin-card__title">
            Create user
          </h2>
          <p className="admin-card__lead">Usernames need at least 3 characters; passwords at least 6.</p>
          <form className="admin-form" onSubmit={submit} noValidate>
            <Field
              label="Username"
              name="new-username"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              error={errors.username || undefined}
              required
            />
            <Field
              label="Password"
              name="new-password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password || undefined}
              required
            />
            <div className="admin-form__actions">
              <button type="submit" className="admin-btn admin-btn--primary" disabled={create.isPending}>
                {create.isPending ? 'Creating…' : 'Create User'}
              </button>
            </div>
          </form>
        </section>
        <section className="admin-card" aria-labelledby="admin-users-list">
          <h2 id="admin-users-list" className="admin-card__title">
            Admin users{list ? ` (${list.length}${users.hasNextPage ? '+' : ''})` : ''}
          </h2>
          {users.isPending ? (
            <p className="admin-empty" role="status">
              Loading users…
            </p>
          ) : users.isError ? (
            <div className="admin-alert admin-alert--error" role="alert">
              <p>Failed to fetch users. </p>
              <button
                type="button"
                className="admin-btn admin-btn--secondary admin-btn--small"
                onClick={() => void users.refetch()}
              >
                Try again
              </button>
            </div>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table admin-table--stack">
                <thead>
                  <tr>
                    <th scope="col">Username</th>
                    <th scope="col">Created</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list!.map((u) => {
                    const protectedUser = u.username.toLowerCase() === PROTECTED_USERNAME;
                    const isMe = u.username === me?.username;
                    return (
                      <tr key={u.id}>
                        <th scope="row" className="admin-user-management__name">
                          {u.username}
                          {protectedUser && <span className="admin-badge admin-badge--protected">Protected</span>}
                          {isMe && !protectedUser && <span className="admin-badge admin-badge--you">You</span>}
                        </th>
                        <td>
                          <time dateTime={u.createdAt}>{formatDate(u.createdAt)}</time>
                        </td>
                        <td>
                          {!protectedUser && !isMe && (
                            <button
                              type="button"
                              className="admin-btn admin-btn--danger admin-btn--small"
                              onClick={() => setPending(u)}
                              aria-label={`Delete user ${u.username}`}
                            >
                              Delete
                            </button>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              {users.hasNextPage && (
                <div className="admin-user-management__more">
                  <button
                    type="button"
                    className="admin-btn admin-btn--secondary admin-btn--small"
                    onClick={() => void users.fetchNextPage()}
                    disabled={users.isFetchingNextPage}
                  >
                    {users.isFetchingNextPage ? 'Loading…' : 'Load more'}
                  </button>
                </div>
              )}
            </div>
          )}
        </section>
      </div>
      {pending && (
        <ConfirmDialog
          title="Delete user?"
          message={`Are you sure you want to delete user "${pending.username}"? They are signed out at once and can no longer sign in.`}
          confirmLabel={`Delete ${pending.username}`}
          busy={remove.isPending}
          onCancel={() => setPending(null)}
          onConfirm={() => remove.mutate(pending)}
        />
      )}
    </div>
  );
}
