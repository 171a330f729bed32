import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { AnyBlock } from '../block';
import type { AnyPage } from '../registry';
import { BlockBoundary } from '../render/BlockBoundary';
import '../styles/base.css';

import.meta.glob('../../blocks/admin/**/*.css', { eager: true });

/**
 * The admin entry: client-rendered, its own bundle (public pages never load it).
 * Routes come from the admin page files; each page's blocks render in order.
 */
const pageModules = import.meta.glob<{ default: AnyPage }>('../../site-config/pages/admin/**/*.page.ts', { eager: true });
const blockModules = import.meta.glob<Record<string, unknown>>('../../blocks/admin/*/index.ts', { eager: true });

const components = new Map<string, ComponentType<object>>();
for (const mod of Object.values(blockModules)) {
  for (const value of Object.values(mod)) {
    const b = value as Partial<AnyBlock>;
    if (b && typeof b === 'object' && typeof b.type === 'string' && b.component) components.set(b.type, b.component as ComponentType<object>);
  }
}

function AdminPage({ page }: { page: AnyPage }) {
  return (
    <>
      {page.blocks.map((entry, i) => {
        const Component = components.get(entry.type);
        if (!Component) {
          console.error(`Admin block "${entry.type}" is not registered`);
          return null;
        }
        return (
          <BlockBoundary key={i} type={entry.type}>
            <Component {...(entry.props as object)} />
          </BlockBoundary>
        );
      })}
    </>
  );
}

const router = createBrowserRouter(
  Object.values(pageModules).map(({ default: page }) => ({ path: page.path, element: <AdminPage page={page} /> })),
);

createRoot(document.getElementById('admin-root')!).render(<RouterProvider router={router} />);
