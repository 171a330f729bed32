import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROTECTED_USERNAME, ROLE_LABELS, ROLES, type AdminUserRow, type Role } from '../../../contracts/admin';
import { errorText, isUnauthorized } from '../../data/api';
import { USERS_KEY } from '../../data/query';
import { toast } from '../../data/toast-store';
import { useSiteTime } from '../../data/use-site-time';
import { usersApi } from '../../data/api-client';

/** The role of one user, changed on the spot; the server keeps the last admin an admin and says so. */
function RoleCell({ user, editable }: { user: AdminUserRow; editable: boolean }) {
  const qc = useQueryClient();
  const change = useMutation({
    mutationFn: (role: Role) => usersApi.setRole(user.id, role),
    onSuccess: (_, role) => {
      toast({ title: `${user.username} is now ${role === 'admin' ? 'an Admin' : 'an Editor'}` });
      void qc.invalidateQueries({ queryKey: USERS_KEY });
    },
    onError: (err) => {
      if (!isUnauthorized(err))
        toast({ title: 'Role not changed', description: errorText(err, 'Please try again.'), variant: 'destructive' });
    },
  });
  const label = ROLE_LABELS[user.role as Role] ?? user.role;
  if (!editable) return <>{label}</>;
  return (
    <label>
      <span className="visually-hidden">Role of {user.username}</span>
      <select
        className="admin-field__input admin-user-management__role"
        value={user.role}
        disabled={change.isPending}
        onChange={(e) => change.mutate(e.target.value as Role)}
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Every user: name (with Protected / You badges), role, created, and Delete where it is allowed. */
export function UsersTable({
  users,
  me,
  onDelete,
}: {
  users: AdminUserRow[];
  me: string | undefined;
  onDelete: (u: AdminUserRow) => void;
}) {
  const { formatDate } = useSiteTime();
  return (
    <table className="admin-table admin-table--stack">
      <thead>
        <tr>
          <th scope="col">Username</th>
          <th scope="col">Role</th>
          <th scope="col">Created</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((u) => {
          const protectedUser = u.username.toLowerCase() === PROTECTED_USERNAME;
          const isMe = u.username === me;
          return (
            <tr key={u.id}>
              <th scope="row" className="admin-user-management__name">
                {u.username}
                {protectedUser && <span className="admin-badge admin-badge--protected">Protected</span>}
                {isMe && !protectedUser && <span className="admin-badge admin-badge--you">You</span>}
              </th>
              <td>
                <RoleCell user={u} editable={!protectedUser && !isMe} />
              </td>
              <td>
                <time dateTime={u.createdAt}>{formatDate(u.createdAt)}</time>
              </td>
              <td>
                {!protectedUser && !isMe && (
                  <button
                    type="button"
                    className="admin-btn admin-btn--danger admin-btn--small"
                    onClick={() => onDelete(u)}
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
  );
}
