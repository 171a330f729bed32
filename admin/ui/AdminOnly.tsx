import type { ReactNode } from 'react';
import { useMe } from '../data/query';

/** Screens only an admin may use; the dashboard leaves their cards out for editors. */
export const ADMIN_ONLY_PATHS = ['/admin/user-management', '/admin/settings'];

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
  if (!isAdminRole(me.role))
    return (
      <div className="admin-alert admin-alert--warning" role="status">
        <p>
          <strong>Only an admin can {what}.</strong> You are signed in as an editor: ask an admin of the site to do it
          for you, or to make you an admin.
        </p>
      </div>
    );
  return <>{children}</>;
}
