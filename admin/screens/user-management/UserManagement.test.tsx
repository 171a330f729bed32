import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sample } from '../../../tests/support/admin/story';
import type { MockRequest } from '../../../.storybook/mock-api';
import { apiRoutes, me, renderAdmin } from '../../../tests/support/admin/test-utils';
import { UserManagement } from './UserManagement';

const props = { heading: 'User Management', intro: 'Accounts.' };

function api(overrides: Record<string, unknown> = {}) {
  let users = [...sample.users];
  return {
    'GET /api/admin/me': me,
    'GET /api/admin/users': () => ({ items: [...users].reverse(), nextCursor: null }),
    'POST /api/admin/users': ({ body }: { body: { username: string; role: string } }) => {
      const user = { id: 9, username: body.username, role: body.role, createdAt: '2024-09-03T10:00:00.000Z' };
      users = [...users, user];
      return { status: 201, body: { message: 'User created successfully', user } };
    },
    'PATCH /api/admin/users/:id': ({ path, body }: { path: string; body: { role: string } }) => {
      users = users.map((u) => (path.endsWith(`/${u.id}`) ? { ...u, role: body.role } : u));
      return { message: 'Role changed', user: users.find((u) => path.endsWith(`/${u.id}`)) };
    },
    'DELETE /api/admin/users/:id': ({ path }: { path: string }) => {
      users = users.filter((u) => !path.endsWith(`/${u.id}`));
      return { message: 'User deleted successfully' };
    },
    ...overrides,
  };
}

describe('user management', () => {
  it('lists users with created dates; admin is PROTECTED with no delete control', async () => {
    renderAdmin(<UserManagement {...props} />, { api: api() });
    const adminRow = (await screen.findByRole('rowheader', { name: /^admin/ })).closest('tr')!;
    expect(adminRow.textContent).toContain('Protected');
    expect(within(adminRow).queryByRole('button')).toBeNull();
    expect(adminRow.querySelector('time')?.getAttribute('dateTime')).toBe('2024-03-04T06:15:00.000Z');
    expect(adminRow.textContent).toContain('4 Mar 2024');
    expect(screen.getByRole('button', { name: 'Delete user grace.wanjiru' })).toBeTruthy();
  });

  it('tells an editor that only an admin manages users, and asks the server nothing', async () => {
    const { calls } = renderAdmin(<UserManagement {...props} />, {
      api: api({ 'GET /api/admin/me': { admin: { username: 'akinyi', role: 'editor', email: null } } }),
    });
    expect(await screen.findByText('Only an admin can manage users.')).toBeTruthy();
    expect(calls.filter((c) => c.path === apiRoutes.users.$path())).toEqual([]);
  });

  it('creates an editor unless an admin is chosen, and changes a role on the spot', async () => {
    const { calls } = renderAdmin(<UserManagement {...props} />, { api: api() });
    await screen.findByRole('rowheader', { name: /^admin/ });
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('editor');
    expect(screen.getByText(/Editors work on pages, media and the inbox/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Username/), { target: { value: 'akinyi' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      username: 'akinyi',
      password: 'secret12',
      role: 'editor',
    });
    const grace = screen.getByRole('combobox', { name: 'Role of grace.wanjiru' }) as HTMLSelectElement;
    expect(grace.value).toBe('admin');
    fireEvent.change(grace, { target: { value: 'editor' } });
    expect(await screen.findByText('grace.wanjiru is now an Editor')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: apiRoutes.users[':id'].$path({ param: { id: '2' } }),
      body: { role: 'editor' },
    });
    // The protected first admin's role cannot be changed here.
    expect(screen.queryByRole('combobox', { name: 'Role of admin' })).toBeNull();
  });

  it('shows the newest users first and loads older ones on demand', async () => {
    const page = (from: number, to: number, next: string | null) => ({
      items: Array.from({ length: from - to + 1 }, (_, k) => ({
        id: from - k,
        username: `staff${from - k}`,
        role: 'editor',
        createdAt: '2024-09-03T10:00:00.000Z',
      })),
      nextCursor: next,
    });
    const { calls } = renderAdmin(<UserManagement {...props} />, {
      api: api({
        'GET /api/admin/users': ({ query }: MockRequest) =>
          query.get('cursor') === '3' ? page(2, 1, null) : page(4, 3, '3'),
      }),
    });
    await screen.findByRole('rowheader', { name: 'staff4' });
    expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['staff4', 'staff3']);
    expect(screen.getByRole('heading', { name: 'Staff accounts (2+)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('rowheader', { name: 'staff1' });
    expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual([
      'staff4',
      'staff3',
      'staff2',
      'staff1',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.filter((c) => c.path === apiRoutes.users.$path()).map((c) => c.query.get('cursor'))).toEqual([
      null,
      '3',
    ]);
  });

  it("says 'Please fill in all fields' when a field is empty after trimming", async () => {
    const { calls } = renderAdmin(<UserManagement {...props} />, { api: api() });
    await screen.findByRole('rowheader', { name: /^admin/ });
    fireEvent.change(screen.getByLabelText(/Username/), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Please fill in all fields')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('creates a user (trimmed), toasts and refreshes the list', async () => {
    const { calls } = renderAdmin(<UserManagement {...props} />, { api: api() });
    await screen.findByRole('rowheader', { name: /^admin/ });
    fireEvent.change(screen.getByLabelText(/Username/), { target: { value: ' wambui ' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: ' secret-1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User created successfully')).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'wambui' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'wambui',
      password: 'secret-1',
      role: 'editor',
    });
    expect((screen.getByLabelText(/Username/) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message when creating fails", async () => {
    renderAdmin(<UserManagement {...props} />, {
      api: api({
        'POST /api/admin/users': {
          status: 409,
          body: {
            error: 'A user named "otieno" already exists',
            issues: [{ field: 'username', message: 'is already taken' }],
          },
        },
      }),
    });
    await screen.findByRole('rowheader', { name: /^admin/ });
    fireEvent.change(screen.getByLabelText(/Username/), { target: { value: 'otieno' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Failed to create user')).toBeTruthy();
    expect(screen.getByText('A user named "otieno" already exists')).toBeTruthy();
    expect(screen.getByText('is already taken')).toBeTruthy();
  });

  it('deletes only after a confirmation that names the user', async () => {
    const { calls } = renderAdmin(<UserManagement {...props} />, { api: api() });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete user grace.wanjiru' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('"grace.wanjiru"');
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete user grace.wanjiru' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete grace.wanjiru' }));
    expect(await screen.findByText('User deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'grace.wanjiru' })).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(apiRoutes.users[':id'].$path({ param: { id: '2' } }));
  });

  it('Escape cancels the confirmation', async () => {
    renderAdmin(<UserManagement {...props} />, { api: api() });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete user otieno' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("treats a 401 as 'Session Expired'", async () => {
    renderAdmin(<UserManagement {...props} />, {
      api: api({ 'GET /api/admin/users': { status: 401, body: { error: 'Not signed in' } } }),
    });
    expect(await screen.findByText('Session Expired')).toBeTruthy();
    expect(screen.getByText('Please refresh the page and login again')).toBeTruthy();
  });

  it("toasts 'Failed to fetch users' for other failures", async () => {
    renderAdmin(<UserManagement {...props} />, {
      api: api({ 'GET /api/admin/users': { status: 500, body: { error: 'Database is locked' } } }),
    });
    expect(await screen.findByText('Failed to fetch users')).toBeTruthy();
  });
});
