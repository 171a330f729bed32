import type { ReactNode } from 'react';
import { useMe } from '../data/query';

/**
 * Screens only an admin may use, with what they are for (finishing "Only an
 * admin can …"): the dashboard leaves their cards out for editors, and the
 * frame tells an editor who opens one so once, instead of each of its
 * sections saying the same thing.
 */
export const ADMIN_ONLY_SCREENS: Record<string, string> = {
  '/admin/user-management': 'manage users',
  '/admin/settings':
    'change the site’s settings: its contact details, who is e-mailed about inquiries, and its time zone',
};
export const ADMIN_ONLY_PATHS = Object.keys(ADMIN_ONLY_SCREENS);

export const isAdminRole = (role: string | undefined) => role === 'admin';

/**
 * Shows its children to admins only. An editor who follows an old link gets a
 * plain note instead of a screen whose every request the server refuses.
 * `what` finishes "Only an admin can …".
 */
export function AdminOnly({ what, children }: { what: string; children: ReactNode }) {
  const me = useMe().data?.admin;
  // Nothing until we know who this is, so a refused request never fires first.
  if (!me) return null;
  if (!isAdminRole(me.role)) return <AdminOnlyNotice what={what} />;
  return <>{children}</>;
}

export function AdminOnlyNotice({ what }: { what: string }) {
  return (
    <div className="admin-alert admin-alert--warning" role="status">
      <p>
        <strong>Only an admin can {what}.</strong> You are signed in as an editor: ask an admin of the site to do it for
        you, or to make you an admin.
      </p>
    </div>
  );
}
