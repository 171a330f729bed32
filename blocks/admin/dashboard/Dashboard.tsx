import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { Icon } from '../../_shared/icons';
import { useMe } from '../_shared/query';
import { MailStatus } from './MailStatus';
import type { schema } from './schema';

/** /admin/dashboard: welcome, the admin's details and status, and the section cards. */
export function Dashboard({ intro, cards }: z.output<typeof schema>) {
  const admin = useMe().data?.admin;
  if (!admin) return null;
  return (
    <div className="admin-dashboard">
      <div className="admin-page-head">
        <div>
          <h1>Welcome, {admin.username}</h1>
          <p>{intro}</p>
        </div>
      </div>
      <MailStatus />
      <section className="admin-card admin-dashboard__account" aria-labelledby="admin-dashboard-account">
        <h2 id="admin-dashboard-account" className="admin-card__title">
          Your account
        </h2>
        <dl className="admin-dashboard__details">
          <div>
            <dt>Username</dt>
            <dd>{admin.username}</dd>
          </div>
          <div>
            <dt>Role</dt>
            <dd className="admin-dashboard__role">{admin.role}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>{admin.email ?? <span className="admin-dashboard__muted">Not set</span>}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <span className="admin-badge admin-badge--done">Active</span> Signed in
            </dd>
          </div>
        </dl>
      </section>
      <ul className="admin-dashboard__cards">
        {cards.map((c) => (
          <li key={c.href} className="admin-card admin-dashboard__card">
            <span className="admin-dashboard__icon" aria-hidden="true">
              <Icon name={c.icon} size={26} />
            </span>
            <h2 className="admin-card__title">{c.title}</h2>
            <p className="admin-dashboard__desc">{c.description}</p>
            <Link to={c.href} className="admin-btn admin-btn--primary admin-dashboard__action">
              {c.action}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
