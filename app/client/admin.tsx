// First: zod must know it may not compile code before anything parses.
import '../../admin/data/zod-without-eval';
import { adminRegistry } from '../../admin/screens';
import { AdminScreensProvider } from '../../admin/ui/admin-screens';
import { AdminFrame, AdminLoading, AdminPlain } from '../../admin/ui/AdminFrame';
import { AdminProviders } from '../../admin/ui/providers';
import { useMe } from '../../admin/data/query';
import { mountAdmin } from '../../engine/client/admin-app';
import type { AnyPage } from '../../engine/registry';

// The admin's styles: only this bundle loads them. The shared look first, so a screen's own rules win over it.
import '../../admin/ui/admin.css';
import '../../admin/screens/styles';

/** Every admin screen is a page file under site-config/pages/admin (layout 'admin'). */
const pageFiles = import.meta.glob<{ default: AnyPage }>('../../site-config/pages/admin/**/*.page.ts', { eager: true });
const pages = Object.values(pageFiles).map((m) => m.default);

mountAdmin({
  pages,
  registry: adminRegistry,
  Frame: AdminFrame,
  Plain: AdminPlain,
  Loading: () => <AdminLoading />,
  // The routing test lists the screens mounted here.
  Providers: ({ children }) => (
    <AdminProviders>
      <AdminScreensProvider value={pages}>{children}</AdminScreensProvider>
    </AdminProviders>
  ),
  useSession: useMe,
  loginPath: '/admin/login',
  homePath: '/admin/dashboard',
});
