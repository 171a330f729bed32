import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyPage } from '../../../engine/registry';
import testPage from '../../../site-config/pages/admin/test.page';
import { AdminScreensProvider } from '../../ui/admin-screens';
import { renderAdmin } from '../../../tests/support/admin/test-utils';
import { RoutingTest } from './RoutingTest';
import { schema } from './schema';

/** The admin page files, as the admin entry (app/client/admin.tsx) mounts them. */
const pages = Object.values(
  import.meta.glob<{ default: AnyPage }>('../../../site-config/pages/admin/**/*.page.ts', { eager: true }),
).map((m) => m.default);

describe('routing test (/admin/test)', () => {
  it('links every address the admin app mounts, aliases included, and nothing else', () => {
    const props = schema.parse(testPage.blocks[0]!.props);
    renderAdmin(
      <AdminScreensProvider value={pages}>
        <RoutingTest {...props} />
      </AdminScreensProvider>,
    );
    const linked = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    const mounted = pages.flatMap((p) => [p.path, ...(p.aliases ?? [])]);
    expect(linked.sort()).toEqual(mounted.sort());
    expect(mounted).toContain('/admin/media');
    expect(screen.getByRole('link', { name: '/admin/simple' }).parentElement!.textContent).toContain(
      'The same screen as /admin',
    );
    expect(screen.getByRole('link', { name: '/admin/dashboard' }).parentElement!.textContent).toContain(
      'Dashboard (sign-in required)',
    );
  });
});
