import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { NetworkError, errorText } from '../_shared/api';
import { Field } from '../_shared/Field';
import { useLogin, useLogout } from '../_shared/hooks';
import { useMe } from '../_shared/query';
import { toast } from '../_shared/toast-store';
import type { schema } from './schema';

/**
 * /admin and /admin/simple: both fields required; on success
 * (or when already signed in) a panel with links and Logout. Unlike the seed,
 * no credentials are ever shown here.
 */
export function SimpleLogin({ heading, intro, links }: z.output<typeof schema>) {
  const me = useMe();
  const login = useLogin();
  const logout = useLogout();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username?: string; password?: string }>({});
  const admin = me.data?.admin;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      username: username.trim() ? undefined : 'Enter your username',
      password: password ? undefined : 'Enter your password',
    };
    setMissing(next);
    if (next.username || next.password) return;
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: () => setPassword(''),
        onError: (err) =>
          toast(
            err instanceof NetworkError
              ? {
                  title: 'Network error occurred',
                  description: 'Check the connection and try again.',
                  variant: 'destructive',
                }
              : { title: 'Login Failed', description: errorText(err, 'Invalid credentials'), variant: 'destructive' },
          ),
      },
    );
  };

  if (me.isPending) return null;

  if (admin) {
    return (
      <section className="admin-card admin-simple-login" aria-labelledby="admin-simple-heading">
        <h1 id="admin-simple-heading" className="admin-simple-login__heading">
          {heading}
        </h1>
        <p className="admin-card__lead">
          Signed in as <strong>{admin.username}</strong>.
        </p>
        <ul className="admin-simple-login__links">
          {links.map((l) => (
            <li key={l.href}>
              <Link to={l.href} className="admin-simple-login__link">
                <span className="admin-simple-login__link-label">{l.label}</span>
                <span className="admin-simple-login__link-desc">{l.description}</span>
              </Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="admin-btn admin-btn--secondary admin-btn--block"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          {logout.isPending ? 'Signing out…' : 'Logout'}
        </button>
      </section>
    );
  }

  return (
    <section className="admin-card admin-simple-login" aria-labelledby="admin-simple-heading">
      <h1 id="admin-simple-heading" className="admin-simple-login__heading">
        {heading}
      </h1>
      <p className="admin-card__lead">{intro}</p>
      <form className="admin-form" onSubmit={submit} noValidate>
        <Field
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={missing.username}
          required
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={missing.password}
          required
        />
        <button type="submit" className="admin-btn admin-btn--primary admin-btn--block" disabled={login.isPending}>
          {login.isPending ? 'Signing in…' : 'Login'}
        </button>
      </form>
      <p className="admin-simple-login__alt">
        <Link to="/admin/login">Use the full sign-in page</Link> · <a href="/">Back to the website</a>
      </p>
    </section>
  );
}
