import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { formLoginInput } from '../../../contracts/admin';
import { errorText } from '../_shared/api';
import { Field } from '../_shared/Field';
import { useLogin } from '../_shared/hooks';
import { useCompany } from '../_shared/query';
import type { schema } from './schema';

export const LOGIN_FAILED = 'Login failed. Please try again.';

/** /admin/login: validated form; failures in an alert; success goes to the dashboard. */
export function LoginForm({ heading, intro, submitLabel }: z.output<typeof schema>) {
  const navigate = useNavigate();
  const company = useCompany();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const parsed = formLoginInput.safeParse({ username, password });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const i of parsed.error.issues) next[i.path[0] as 'username' | 'password'] ??= i.message;
      setErrors(next);
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: () => navigate('/admin/dashboard', { replace: true }),
      onError: (err) => setAlert(errorText(err, LOGIN_FAILED)),
    });
  };

  return (
    <div className="admin-login-form">
      <p className="admin-login-form__company">{company.data?.company_name ?? '\u00a0'}</p>
      <section className="admin-card admin-login-form__card" aria-labelledby="admin-login-heading">
        <h1 id="admin-login-heading" className="admin-login-form__heading">
          {heading}
        </h1>
        <p className="admin-card__lead">{intro}</p>
        {alert && (
          <div className="admin-alert admin-alert--error admin-login-form__alert" role="alert">
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
      </section>
      <p className="admin-login-form__back">
        <a href="/">← Back to the website</a>
      </p>
    </div>
  );
}
