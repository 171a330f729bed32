import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { installMockApi, type MockApi, type MockRequest } from '../../../.storybook/mock-api';
import { AdminProviders } from '../../../admin/ui/providers';
import { resetToasts } from '../../../admin/data/toast-store';

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * Renders an admin block as the admin entry would (query client, toasts,
 * data router at `route`, as the admin entry makes one, so navigation blockers
 * work), with the API answered by `api` (see .storybook/mock-api.ts).
 * Answers the recorded calls, and the current path via getByTestId('location').
 */
export function renderAdmin(
  ui: ReactNode,
  { api = {}, route = '/admin/test-screen' }: { api?: MockApi; route?: string } = {},
) {
  resetToasts();
  const calls: MockRequest[] = [];
  const record: MockApi = {};
  for (const [key, value] of Object.entries(api)) {
    record[key] = (req: MockRequest) => {
      calls.push(req);
      return typeof value === 'function' ? (value as (r: typeof req) => unknown)(req) : value;
    };
  }
  installMockApi(record);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Where />
            {ui}
          </>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  const view = render(
    <AdminProviders>
      <RouterProvider router={router} />
    </AdminProviders>,
  );
  return { ...view, calls };
}

/**
 * The staff API's routes as the typed client knows them, for naming the
 * address a screen's request went to: `apiRoutes.users[':id'].$path({ param:
 * { id: '2' } })` is '/api/admin/users/2'. A route renamed on the server then
 * fails the typecheck of the tests as it does the screens', and a screen that
 * calls another address still fails the assertion.
 */
export { admin as apiRoutes } from '../../../admin/data/api-client';

export const me = { admin: { username: 'admin', role: 'admin', email: null, reviewEmails: true } };

/** fetch that rejects, as when the server is unreachable. */
export function failNetwork() {
  globalThis.fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
}
