import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { useLogout } from '../../data/hooks';
import { useMe } from '../../data/query';
import { SignInForm } from '../../ui/SignInForm';
import type { schema } from './schema';

/**
 * /admin and /admin/simple: the sign-in form (the same as /admin/login's);
 * on success (or when already signed in) a panel with links and Logout.
 * Unlike the seed, no credentials are ever shown here.
 */
export function SimpleLogin({ heading, intro, links }: z.output<typeof schema>) {
  const me = useMe();
  const logout = useLogout();
  const admin = me.data?.admin;

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
      <SignInForm submitLabel="Login" />
      <p className="admin-simple-login__alt">
        <Link to="/admin/login">Use the full sign-in page</Link> · <a href="/">Back to the website</a>
      </p>
    </section>
  );
}
