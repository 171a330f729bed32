import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRoutes, failNetwork, renderAdmin } from '../../../tests/support/admin/test-utils';
import { LoginForm } from './LoginForm';

const props = { heading: 'Admin Login', intro: 'Sign in.', submitLabel: 'Sign In' };
const fill = (username: string, password: string) => {
  fireEvent.change(screen.getByLabelText(/Username/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
};

describe('form login (/admin/login)', () => {
  it('shows the seed validation messages next to the fields and sends nothing', async () => {
    const { calls } = renderAdmin(<LoginForm {...props} />, { api: { 'POST /api/admin/login': { admin: {} } } });
    fill('ab', '12345');
    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByLabelText(/Username/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Username/).getAttribute('aria-describedby')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('asks for an empty field by name, as the simple login does', async () => {
    const { calls } = renderAdmin(<LoginForm {...props} />, { api: { 'POST /api/admin/login': { admin: {} } } });
    fill('   ', '');
    expect(await screen.findByText('Enter your username')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows the server's message in an alert", async () => {
    renderAdmin(<LoginForm {...props} />, {
      api: { 'POST /api/admin/login': { status: 401, body: { error: 'Invalid username or password' } } },
    });
    fill('admin', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password');
    expect(screen.getByTestId('location').textContent).toBe('/admin/test-screen');
  });

  it("falls back to 'Login failed. Please try again.'", async () => {
    renderAdmin(<LoginForm {...props} />, { api: { 'POST /api/admin/login': { status: 502 } } });
    fill('admin', 'whatever-pw');
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. Please try again.');
  });

  it('says so when the network fails', async () => {
    renderAdmin(<LoginForm {...props} />);
    failNetwork();
    fill('admin', 'whatever-pw');
    expect((await screen.findByRole('alert')).textContent).toBe('Network error occurred');
  });

  it('signs in with trimmed username and goes to the dashboard with a welcome toast', async () => {
    const { calls } = renderAdmin(<LoginForm {...props} />, {
      api: { 'POST /api/admin/login': { message: 'ok', admin: { username: 'admin', role: 'admin', email: null } } },
    });
    fill('  admin ', 'correct-horse');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: apiRoutes.login.$path(),
      body: { username: 'admin', password: 'correct-horse' },
    });
    expect(screen.getByText('Login successful! Welcome to admin panel.')).toBeTruthy();
  });
});
