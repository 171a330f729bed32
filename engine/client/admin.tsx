import { useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AdminFrame, AdminLoading, AdminPlain } from '../../blocks/admin/_shared/AdminFrame';
import { AdminProviders } from '../../blocks/admin/_shared/providers';
import { useMe } from '../../blocks/admin/_shared/query';
import type { AnyBlock } from '../block';
import type { AnyPage } from '../registry';
import { BlockBoundary } from '../render/BlockBoundary';
import '../styles/base.css';

import.meta.glob('../../blocks/admin/**/*.css', { eager: true });

/**
 * The admin entry: client-rendered, its own bundle (public pages never load it).
 * Routes come from the admin page files; each page's blocks render in order.
 * `page.auth` guards each route against GET /api/admin/me: 'required' pages
 * send signed-out visitors to /admin/login and get the top bar; 'guest' pages
 * (the form login) send signed-in admins to the dashboard.
 */
const pageModules = import.meta.glob<{ default: AnyPage }>('../../site-config/pages/admin/**/*.page.ts', { eager: true });
const blockModules = import.meta.glob<Record<string, unknown>>('../../blocks/admin/*/index.ts', { eager: true });

const blocks = new Map<string, AnyBlock>();
for (const mod of Object.values(blockModules)) {
  for (const value of Object.values(mod)) {
    const b = value as Partial<AnyBlock>;
    if (b && typeof b === 'object' && typeof b.type === 'string' && b.component && b.schema) blocks.set(b.type, b as AnyBlock);
  }
}

/** Page files are imported raw here: parse props so schema defaults apply as on the server (which already validated them). */
function blockProps(block: AnyBlock, props: unknown): object | null {
  const parsed = block.schema.safeParse(props);
  if (parsed.success) return parsed.data as object;
  console.error(`Admin block "${block.type}" has invalid props:`, parsed.error.issues);
  return null;
}

// The server titled the first page "{title} | {company}"; later pages keep the suffix.
const titleSuffix = document.title.includes(' | ') ? document.title.slice(document.title.indexOf(' | ')) : '';

function Blocks({ page }: { page: AnyPage }) {
  useEffect(() => {
    document.title = `${page.meta.title}${titleSuffix}`;
  }, [page]);
  return (
    <>
      {page.blocks.map((entry, i) => {
        const block = blocks.get(entry.type);
        if (!block) {
          console.error(`Admin block "${entry.type}" is not registered`);
          return null;
        }
        const props = blockProps(block, entry.props);
        if (!props) return null;
        const Component = block.component as ComponentType<object>;
        return (
          <BlockBoundary key={i} type={entry.type}>
            <Component {...props} />
          </BlockBoundary>
        );
      })}
    </>
  );
}

function AdminPage({ page }: { page: AnyPage }) {
  const auth = page.auth ?? 'any';
  // 'any' pages make no session check of their own (the routing test calls no API at all).
  if (auth === 'any') {
    return (
      <AdminPlain>
        <Blocks page={page} />
      </AdminPlain>
    );
  }
  return <GuardedPage page={page} auth={auth} />;
}

function GuardedPage({ page, auth }: { page: AnyPage; auth: 'required' | 'guest' }) {
  const me = useMe();
  if (me.isPending) return <AdminLoading />;
  if (me.isError) {
    return (
      <AdminPlain>
        <div className="admin-alert admin-alert--error" role="alert">
          <p>Could not reach the server to check your session. Check the connection and reload the page.</p>
        </div>
      </AdminPlain>
    );
  }
  const signedIn = !!me.data;
  if (auth === 'required' && !signedIn) return <Navigate to="/admin/login" replace />;
  if (auth === 'guest' && signedIn) return <Navigate to="/admin/dashboard" replace />;
  return auth === 'required' ? (
    <AdminFrame>
      <Blocks page={page} />
    </AdminFrame>
  ) : (
    <AdminPlain>
      <Blocks page={page} />
    </AdminPlain>
  );
}

const router = createBrowserRouter(
  Object.values(pageModules).flatMap(({ default: page }) =>
    [page.path, ...(page.aliases ?? [])].map((path) => ({ path, element: <AdminPage key={page.path} page={page} /> })),
  ),
);

createRoot(document.getElementById('admin-root')!).render(
  <AdminProviders>
    <RouterProvider router={router} />
  </AdminProviders>,
);
