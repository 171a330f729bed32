import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { useCompany } from '../../data/query';
import { SignInForm } from '../../ui/SignInForm';
import type { schema } from './schema';

/** /admin/login: the sign-in form under the company name; success goes to the dashboard. */
export function LoginForm({ heading, intro, submitLabel }: z.output<typeof schema>) {
  const navigate = useNavigate();
  const company = useCompany();
  return (
    <div className="admin-login-form">
      <p className="admin-login-form__company">{company.data?.company_name ?? '\u00a0'}</p>
      <section className="admin-card admin-login-form__card" aria-labelledby="admin-login-heading">
        <h1 id="admin-login-heading" className="admin-login-form__heading">
          {heading}
        </h1>
        <p className="admin-card__lead">{intro}</p>
        <SignInForm submitLabel={submitLabel} onSignedIn={() => navigate('/admin/dashboard', { replace: true })} />
      </section>
      <p className="admin-login-form__back">
        <a href="/">← Back to the website</a>
      </p>
    </div>
  );
}
