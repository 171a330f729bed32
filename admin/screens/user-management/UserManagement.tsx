import { PageHead } from '../../ui/PageHead';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { AdminUserRow } from '../../../contracts/admin';
import { errorText, isUnauthorized } from '../../data/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useMe, USERS_KEY } from '../../data/query';
import { toast } from '../../data/toast-store';
import { CreateUserForm } from './CreateUserForm';
import type { schema } from './schema';
import { UsersTable } from './UsersTable';
import { AdminOnly } from '../../ui/AdminOnly';
import { usersApi } from '../../data/api-client';

/** /admin/user-management: create (with a role), list (newest first, a page at a time), change roles, delete behind a confirmation. Admins only. */
function UserManagementScreen({ heading, intro }: z.output<typeof schema>) {
  const qc = useQueryClient();
  const me = useMe().data?.admin;
  const users = useInfiniteQuery({
    queryKey: USERS_KEY,
    queryFn: ({ pageParam }) => usersApi.list(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const list = users.data?.pages.flatMap((p) => p.items);
  const [pending, setPending] = useState<AdminUserRow | null>(null);

  useEffect(() => {
    if (users.isError && !isUnauthorized(users.error))
      toast({
        title: 'Failed to fetch users',
        description: errorText(users.error, 'Please try again.'),
        variant: 'destructive',
      });
  }, [users.isError, users.error]);

  const remove = useMutation({
    mutationFn: (u: AdminUserRow) => usersApi.remove(u.id),
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

  return (
    <div className="admin-user-management">
      <PageHead heading={heading} intro={intro} />
      <div className="admin-user-management__grid">
        <CreateUserForm />
        <section className="admin-card" aria-labelledby="admin-users-list">
          <h2 id="admin-users-list" className="admin-card__title">
            Staff accounts{list ? ` (${list.length}${users.hasNextPage ? '+' : ''})` : ''}
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
              <UsersTable users={list!} me={me?.username} onDelete={setPending} />
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

export function UserManagement(props: z.output<typeof schema>) {
  return (
    <AdminOnly what="manage users">
      <UserManagementScreen {...props} />
    </AdminOnly>
  );
}
