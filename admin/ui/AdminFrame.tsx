import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useLogout } from '../data/hooks';
import { useCompany, useMe } from '../data/query';
import { ADMIN_ONLY_SCREENS, AdminOnlyNotice, isAdminRole } from './AdminOnly';
import { ReviewBadge } from './ReviewBadge';

/**
 * The signed-in admin's frame: a top bar (company, the review badge, the user
 * linking to their account, Logout) over the page's blocks.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  const me = useMe();
  const company = useCompany();
  const logout = useLogout();
  const admin = me.data?.admin;
  // An editor on an admin-only screen reads one notice for the screen, not one per section of it.
  const adminOnly = ADMIN_ONLY_SCREENS[useLocation().pathname.replace(/\/$/, '')];
  const refused = admin && adminOnly && !isAdminRole(admin.role) ? adminOnly : null;
  return (
    <div className="admin-frame">
      <header className="admin-topbar">
        <div className="admin-topbar__inner">
          <Link to="/admin/dashboard" className="admin-topbar__brand">
            <span className="admin-topbar__company">{company.data?.company_name ?? 'Company'}</span>
            <span className="admin-topbar__area">Admin</span>
          </Link>
          <div className="admin-topbar__user">
            {admin && <ReviewBadge me={admin} />}
            {admin && (
              <Link
                to="/admin/account"
                className="admin-topbar__who"
                title="Your account: your e-mail and review e-mails"
              >
                <span className="visually-hidden">Signed in as </span>
                {admin.username}
              </Link>
            )}
            <button
              type="button"
              className="admin-btn admin-btn--light admin-btn--small"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
            >
              {logout.isPending ? 'Signing out…' : 'Logout'}
            </button>
          </div>
        </div>
      </header>
      <main className="admin-main" id="admin-main">
        {refused ? (
          <>
            <Link to="/admin/dashboard" className="admin-back">
              ← Dashboard
            </Link>
            <AdminOnlyNotice what={refused} />
          </>
        ) : (
          children
        )}
      </main>
    </div>
  );
}

/** Sign-in and test pages: centred, no top bar. */
export function AdminPlain({ children }: { children: ReactNode }) {
  return <main className="admin-plain">{children}</main>;
}

/** Shown while the session check runs. */
export function AdminLoading({ label = 'Checking your session…' }: { label?: string }) {
  return (
    <div className="admin-loading" role="status">
      <span className="admin-loading__spinner" aria-hidden="true" />
      {label}
    </div>
  );
}
