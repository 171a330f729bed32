import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { type AdminScreen, useAdminScreens } from '../../ui/admin-screens';
import type { schema } from './schema';

const WHO: Record<NonNullable<AdminScreen['auth']>, string> = {
  any: '',
  guest: ' (signed-out staff)',
  required: ' (sign-in required)',
};

/** Every address the admin app answers, in order, with the screen's name and who may open it. */
export function adminRoutes(screens: readonly AdminScreen[]): { path: string; purpose: string }[] {
  return screens
    .flatMap((s) => {
      const purpose = `${s.label ?? s.path}${WHO[s.auth ?? 'any']}`;
      return [
        { path: s.path, purpose },
        ...(s.aliases ?? []).map((alias) => ({ path: alias, purpose: `The same screen as ${s.path}` })),
      ];
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** /admin/test: a static page proving the admin entry routes client-side, with a link to every admin route. */
export function RoutingTest({ heading, message }: z.output<typeof schema>) {
  const routes = adminRoutes(useAdminScreens());
  return (
    <section className="admin-card admin-routing-test" aria-labelledby="admin-routing-heading">
      <h1 id="admin-routing-heading">{heading}</h1>
      <p className="admin-alert admin-alert--success" role="status">
        {message}
      </p>
      <h2 className="admin-card__title">Admin routes</h2>
      <ul className="admin-routing-test__list">
        {routes.map((r) => (
          <li key={r.path}>
            <Link to={r.path}>
              <code>{r.path}</code>
            </Link>{' '}
            <span>{r.purpose}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
