import { useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { AnyBlock } from '../block';
import type { AnyPage, Registry } from '../registry';
import { BlockBoundary } from '../render/BlockBoundary';

/** The project's admin chrome: what wraps every screen, and how a screen learns who is signed in. */
export interface AdminFrameParts {
  /** Signed-in screens: the top bar and the main region. */
  Frame: ComponentType<{ children: ReactNode }>;
  /** Screens without the top bar (sign-in, the routing test). */
  Plain: ComponentType<{ children: ReactNode }>;
  /** Shown while the session check is pending. */
  Loading: ComponentType;
  /** Context providers around the whole app (data cache, toasts). */
  Providers: ComponentType<{ children: ReactNode }>;
  /** The current session: pending, failed, or answered (data is the signed-in admin, or null). */
  useSession: () => { isPending: boolean; isError: boolean; data?: unknown };
}

export interface AdminAppOptions extends AdminFrameParts {
  /** The admin screens' page files (layout 'admin'), validated on the server already. */
  pages: AnyPage[];
  /** The admin blocks. */
  registry: Registry;
  /** The element the server's admin shell renders. */
  rootId?: string;
  /** Where a signed-out visitor to a 'required' screen is sent (the sign-in screen). */
  loginPath: string;
  /** Where a signed-in admin opening a 'guest' screen (the sign-in form) is sent. */
  homePath: string;
}

/**
 * The admin app: client-rendered, its own bundle (public pages never load it).
 * Routes come from the admin page files; each page's blocks render in order.
 * `page.auth` guards each route against the session: 'required' pages send
 * signed-out visitors to `loginPath` and get the frame; 'guest' pages (the
 * form login) send signed-in admins to `homePath`.
 * The base styles (engine/styles/base.css) come with the host's stylesheet
 * (admin/ui/admin.css imports them), not from here: a sheet both entries
 * import from script makes every public island fetch it.
 */
export function mountAdmin(opts: AdminAppOptions) {
  const { Frame, Plain, Loading, Providers, useSession, registry, loginPath, homePath } = opts;

  /** Page files are imported raw: parse props so schema defaults apply as on the server (which already validated them). */
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
          const block = registry.get(entry.type);
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
        <Plain>
          <Blocks page={page} />
        </Plain>
      );
    }
    return <GuardedPage page={page} auth={auth} />;
  }

  function GuardedPage({ page, auth }: { page: AnyPage; auth: 'required' | 'guest' }) {
    const me = useSession();
    if (me.isPending) return <Loading />;
    if (me.isError) {
      return (
        <Plain>
          <div className="admin-alert admin-alert--error" role="alert">
            <p>Could not reach the server to check your session. Check the connection and reload the page.</p>
          </div>
        </Plain>
      );
    }
    const signedIn = !!me.data;
    if (auth === 'required' && !signedIn) return <Navigate to={loginPath} replace />;
    if (auth === 'guest' && signedIn) return <Navigate to={homePath} replace />;
    const Wrap = auth === 'required' ? Frame : Plain;
    return (
      <Wrap>
        <Blocks page={page} />
      </Wrap>
    );
  }

  const router = createBrowserRouter(
    opts.pages.flatMap((page) =>
      [page.path, ...(page.aliases ?? [])].map((path) => ({
        path,
        element: <AdminPage key={page.path} page={page} />,
      })),
    ),
  );

  createRoot(document.getElementById(opts.rootId ?? 'admin-root')!).render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}
