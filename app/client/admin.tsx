import { adminRegistry } from '../../blocks/admin';
import { AdminFrame, AdminLoading, AdminPlain } from '../../blocks/admin/_shared/AdminFrame';
import { AdminProviders } from '../../blocks/admin/_shared/providers';
import { useMe } from '../../blocks/admin/_shared/query';
import { mountAdmin } from '../../engine/client/admin-app';
import type { AnyPage } from '../../engine/registry';

// The admin screens' styles: only this bundle loads them.
import.meta.glob('../../blocks/admin/**/*.css', { eager: true });

/** Every admin screen is a page file under site-config/pages/admin (layout 'admin'). */
const pageFiles = import.meta.glob<{ default: AnyPage }>('../../site-config/pages/admin/**/*.page.ts', { eager: true });

mountAdmin({
  pages: Object.values(pageFiles).map((m) => m.default),
  registry: adminRegistry,
  Frame: AdminFrame,
  Plain: AdminPlain,
  Loading: () => <AdminLoading />,
  Providers: AdminProviders,
  useSession: useMe,
  loginPath: '/admin/login',
  homePath: '/admin/dashboard',
});
