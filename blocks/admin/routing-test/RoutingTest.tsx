import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { schema } from './schema';

/** /admin/test: a static page proving the admin entry routes client-side. */
export function RoutingTest({ heading, message, routes }: z.output<typeof schema>) {
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
