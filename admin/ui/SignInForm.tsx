import { useState, type FormEvent } from 'react';
import { formLoginInput } from '../../contracts/admin';
import { errorText } from '../data/api';
import { Field } from './Field';
import { useLogin } from '../data/hooks';

export const LOGIN_FAILED = 'Login failed. Please try again.';

type Errors = { username?: string; password?: string };

/**
 * What is wrong with the fields, in words next to each: an empty field asks
 * for it; a filled one must meet the form login's rules (3+ characters of
 * username, 6+ of password), so a sure failure is never sent.
 */
export function signInErrors(username: string, password: string): Errors {
  const errors: Errors = {
    username: username.trim() ? undefined : 'Enter your username',
    password: password ? undefined : 'Enter your password',
  };
  const parsed = formLoginInput.safeParse({ username, password });
  if (!parsed.success) for (const i of parsed.error.issues) errors[i.path[0] as keyof Errors] ??= i.message;
  return errors;
}

/**
 * The one sign-in form, on /admin/login and /admin (/admin/simple): each
 * field's problem beside it, the server's refusal (or the network's) in an
 * alert above the fields that stays until the next try, and a welcome toast
 * on success, after which `onSignedIn` runs.
 */
export function SignInForm({ submitLabel, onSignedIn }: { submitLabel: string; onSignedIn?: () => void }) {
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const next = signInErrors(username, password);
    setErrors(next);
    if (next.username || next.password) return;
    login.mutate(
      { username: username.trim(), password },
      { onSuccess: () => onSignedIn?.(), onError: (err) => setAlert(errorText(err, LOGIN_FAILED)) },
    );
  };

  return (
    <>
      {alert && (
        <div className="admin-alert admin-alert--error admin-sign-in__alert" role="alert">
          <p>{alert}</p>
        </div>
      )}
      <form className="admin-form" onSubmit={submit} noValidate>
        <Field
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={errors.username}
          required
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <button type="submit" className="admin-btn admin-btn--primary admin-btn--block" disabled={login.isPending}>
          {login.isPending ? 'Signing in…' : submitLabel}
        </button>
      </form>
    </>
  );
}
