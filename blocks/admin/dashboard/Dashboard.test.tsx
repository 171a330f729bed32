import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../_shared/test-utils';
import { Dashboard } from './Dashboard';

const cards = [
  { title: 'Media Management', description: 'Uploads.', action: 'Open Upload Manager', href: '/admin/upload-manager', icon: 'cube' as const },
  { title: 'Settings', description: 'Contact details.', action: 'Edit Contact Details', href: '/admin/settings', icon: 'gear' as const },
  { title: 'Contact Inquiries', description: 'Inbox.', action: 'View Inquiries', href: '/admin/inquiries', icon: 'book' as const },
];

describe('dashboard', () => {
  it('welcomes the admin and shows username, role, e-mail and status', async () => {
    renderAdmin(<Dashboard intro="Manage the website." cards={cards} />, {
      api: { 'GET /api/admin/me': { admin: { username: 'grace', role: 'admin', email: 'grace@savannahbuild.co.ke' } } },
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome, grace');
    const text = document.body.textContent!;
    for (const s of ['Username', 'grace', 'Role', 'admin', 'E-mail', 'grace@savannahbuild.co.ke', 'Status', 'Active']) expect(text).toContain(s);
  });

  it('has the three cards, each opening its screen', async () => {
    renderAdmin(<Dashboard intro="Manage the website." cards={cards} />, { api: { 'GET /api/admin/me': { admin: { username: 'admin', role: 'admin', email: null } } } });
    expect((await screen.findByRole('link', { name: 'Open Upload Manager' })).getAttribute('href')).toBe('/admin/upload-manager');
    expect(screen.getByRole('link', { name: 'Edit Contact Details' }).getAttribute('href')).toBe('/admin/settings');
    expect(screen.getByRole('link', { name: 'View Inquiries' }).getAttribute('href')).toBe('/admin/inquiries');
    expect(screen.getByText('Not set')).toBeTruthy();
  });
});
