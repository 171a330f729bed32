import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRoutes, failNetwork, me, renderAdmin } from '../../../tests/support/admin/test-utils';
import { SimpleLogin } from './SimpleLogin';

const props = {
  heading: 'Admin Access',
  intro: 'Staff sign-in.',
  links: [
    { label: 'User Management', href: '/admin/user-management', description: 'Accounts' },
    { label: 'Upload Manager', href: '/admin/upload-manager', description: 'Media' },
  ],
};
const signedOut = { 'GET /api/admin/me': { status: 401, body: { error: 'Not signed in' } } };
const submit = (u: string, p: string) => {
  fireEvent.change(screen.getByLabelText(/Username/), { target: { value: u } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: p } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
};

describe('simple login (/admin, /admin/simple)', () => {
  it('requires both fields and never shows credentials', async () => {
    const { calls } = renderAdmin(<SimpleLogin {...props} />, { api: { ...signedOut, 'POST /api/admin/login': me } });
    await screen.findByRole('button', { name: 'Login' });
    expect(document.body.textContent).not.toMatch(/default|password:/i);
    submit('', '');
    expect(screen.getByText('Enter your username')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('holds the same rules as the form login: short names are refused before anything is sent', async () => {
    const { calls } = renderAdmin(<SimpleLogin {...props} />, { api: { ...signedOut, 'POST /api/admin/login': me } });
    await screen.findByRole('button', { name: 'Login' });
    submit('ab', '12345');
    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal in an alert, as the form login does", async () => {
    renderAdmin(<SimpleLogin {...props} />, {
      api: { ...signedOut, 'POST /api/admin/login': { status: 401, body: { error: 'Invalid username or password' } } },
    });
    await screen.findByRole('button', { name: 'Login' });
    submit('admin', 'nope-nope');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password');
  });

  it("says 'Login failed. Please try again.' when the server gives no text, and 'Network error occurred' offline", async () => {
    renderAdmin(<SimpleLogin {...props} />, { api: { ...signedOut, 'POST /api/admin/login': { status: 401 } } });
    await screen.findByRole('button', { name: 'Login' });
    submit('admin', 'nope-nope');
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. Please try again.');
    failNetwork();
    submit('admin', 'nope-nope');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Network error occurred'));
  });

  it('on success shows the panel with links and Logout; Logout returns to /admin/login', async () => {
    const { calls } = renderAdmin(<SimpleLogin {...props} />, {
      api: {
        ...signedOut,
        'POST /api/admin/login': { message: 'ok', ...me },
        'POST /api/admin/logout': { message: 'Signed out' },
      },
    });
    await screen.findByRole('button', { name: 'Login' });
    submit('admin', 'correct-horse');
    expect((await screen.findByRole('link', { name: /User Management/ })).getAttribute('href')).toBe(
      '/admin/user-management',
    );
    expect(screen.getByRole('link', { name: /Upload Manager/ }).getAttribute('href')).toBe('/admin/upload-manager');
    expect(screen.getByText('Login successful! Welcome to admin panel.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/login'));
    expect(calls.some((c) => c.path === apiRoutes.logout.$path())).toBe(true);
  });

  it('shows the panel straight away when already signed in', async () => {
    renderAdmin(<SimpleLogin {...props} />, { api: { 'GET /api/admin/me': me } });
    expect(await screen.findByText(/Signed in as/)).toBeTruthy();
  });
});
