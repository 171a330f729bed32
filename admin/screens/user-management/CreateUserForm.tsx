import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ADMIN_LIMITS, FILL_ALL_FIELDS, ROLE_LABELS, ROLES, type Role } from '../../../contracts/admin';
import { errorText, fieldErrors, isUnauthorized } from '../../data/api';
import { Field, SelectField } from '../../ui/Field';
import { USERS_KEY } from '../../data/query';
import { toast } from '../../data/toast-store';
import { usersApi } from '../../data/api-client';

/** What each role may do, in staff's words, under the role choice. */
export const ROLE_HINTS: Record<Role, string> = {
  admin: 'Admins can do everything, including managing users and changing settings.',
  editor: 'Editors work on pages, media and the inbox; they cannot manage users or change settings.',
};

/** The "Create user" card: username, password and role (Editor unless an admin chooses otherwise). */
export function CreateUserForm() {
  const qc = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const create = useMutation({
    mutationFn: usersApi.create,
    onSuccess: () => {
      toast({ title: 'User created successfully' });
      setUsername('');
      setPassword('');
      setRole('editor');
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

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { username: username.trim(), password: password.trim(), role };
    if (!body.username || !body.password) {
      setErrors({ username: body.username ? '' : 'Required', password: body.password ? '' : 'Required' });
      toast({ title: FILL_ALL_FIELDS, variant: 'destructive' });
      return;
    }
    create.mutate(body);
  };

  return (
    <section className="admin-card" aria-labelledby="admin-users-create">
      <h2 id="admin-users-create" className="admin-card__title">
        Create user
      </h2>
      <p className="admin-card__lead">
        Usernames need at least {ADMIN_LIMITS.usernameMin} characters; passwords at least {ADMIN_LIMITS.passwordMin}.
      </p>
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
        <SelectField
          label="Role"
          value={role}
          onChange={(e) => setRole(e.target.value as Role)}
          hint={ROLE_HINTS[role]}
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <div className="admin-form__actions">
          <button type="submit" className="admin-btn admin-btn--primary" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create User'}
          </button>
        </div>
      </form>
    </section>
  );
}
