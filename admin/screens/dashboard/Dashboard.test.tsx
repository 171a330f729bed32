import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../../tests/support/admin/test-utils';
import dashboardPage from '../../../site-config/pages/admin/dashboard.page';
import { Dashboard } from './Dashboard';
import { schema } from './schema';

const cards = [
  {
    title: 'Media Management',
    description: 'Uploads.',
    action: 'Open Upload Manager',
    href: '/admin/upload-manager',
    icon: 'cube' as const,
  },
  {
    title: 'Settings',
    description: 'Contact details.',
    action: 'Edit Contact Details',
    href: '/admin/settings',
    icon: 'gear' as const,
  },
  {
    title: 'Contact Inquiries',
    description: 'Inbox.',
    action: 'View Inquiries',
    href: '/admin/inquiries',
    icon: 'book' as const,
  },
];
const counted = [
  { ...cards[0], count: 'media-stored' as const },
  cards[1],
  { ...cards[2], count: 'new-inquiries' as const },
  {
    title: 'User Management',
    description: 'Accounts.',
    action: 'Manage Users',
    href: '/admin/user-management',
    icon: 'team' as const,
  },
];
const me = { admin: { username: 'admin', role: 'admin', email: null } };

describe('dashboard', () => {
  it('welcomes the admin and shows username, role, e-mail and status', async () => {
    renderAdmin(<Dashboard intro="Manage the website." cards={cards} />, {
      api: { 'GET /api/admin/me': { admin: { username: 'grace', role: 'admin', email: 'grace@savannahbuild.co.ke' } } },
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome, grace');
    const text = document.body.textContent!;
    for (const s of ['Username', 'grace', 'Role', 'admin', 'E-mail', 'grace@savannahbuild.co.ke', 'Status', 'Active'])
      expect(text).toContain(s);
  });

  it('has the three cards, each opening its screen', async () => {
    renderAdmin(<Dashboard intro="Manage the website." cards={cards} />, {
      api: { 'GET /api/admin/me': { admin: { username: 'admin', role: 'admin', email: null } } },
    });
    expect((await screen.findByRole('link', { name: 'Open Upload Manager' })).getAttribute('href')).toBe(
      '/admin/upload-manager',
    );
    expect(screen.getByRole('link', { name: 'Edit Contact Details' }).getAttribute('href')).toBe('/admin/settings');
    expect(screen.getByRole('link', { name: 'View Inquiries' }).getAttribute('href')).toBe('/admin/inquiries');
    expect(screen.getByText('Not set')).toBeTruthy();
  });

  it("leaves out an admin's cards (Settings, User Management) for an editor", async () => {
    renderAdmin(<Dashboard intro="Manage the website." cards={counted} />, {
      api: {
        'GET /api/admin/me': { admin: { username: 'akinyi', role: 'editor', email: null } },
        'GET /api/admin/summary': { mediaStored: 0, mediaSlots: 10, newInquiries: 0 },
      },
    });
    expect(await screen.findByRole('link', { name: 'View Inquiries' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Upload Manager' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit Contact Details' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage Users' })).toBeNull();
  });

  it('words the site’s dashboard for an editor by their role: no contact details or access they cannot change', async () => {
    const props = schema.parse(dashboardPage.blocks[0]!.props);
    renderAdmin(<Dashboard {...props} />, {
      api: {
        'GET /api/admin/me': { admin: { username: 'akinyi', role: 'editor', email: null } },
        'GET /api/admin/summary': { inquiries: { new: 0 }, media: { stored: 0, total: 0 } },
        'GET /api/admin/pages': { items: [] },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, akinyi' });
    const text = document.body.textContent!.toLowerCase();
    expect(text).toContain('edit the pages, the menu and the media');
    expect(text).not.toContain('contact details');
    expect(text).not.toContain('access');
  });

  it('keeps the admin’s intro, naming contact details and access, for an admin', async () => {
    const props = schema.parse(dashboardPage.blocks[0]!.props);
    renderAdmin(<Dashboard {...props} />, {
      api: {
        'GET /api/admin/me': me,
        'GET /api/admin/summary': { inquiries: { new: 0 }, media: { stored: 0, total: 0 } },
        'GET /api/admin/pages': { items: [] },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, admin' });
    expect(document.body.textContent).toContain('contact details, the messages visitors send and who has access');
  });

  it('shows the counts on their cards, and says so while most media slots show placeholders', async () => {
    renderAdmin(<Dashboard intro="Manage the website." cards={counted} />, {
      api: {
        'GET /api/admin/me': me,
        'GET /api/admin/summary': { inquiries: { new: 3 }, media: { stored: 12, total: 1816 } },
      },
    });
    expect((await screen.findByText('3 new')).closest('li')!.textContent).toContain('Contact Inquiries');
    expect(screen.getByText('12 of 1,816 stored').closest('li')!.textContent).toContain('Media Management');
    const notice = screen.getAllByRole('status').find((el) => el.classList.contains('admin-dashboard__notice'))!;
    expect(notice.textContent).toContain('1,804 of 1,816 media slots have no file yet');
    expect(screen.getByRole('link', { name: 'Upload media in the upload manager' }).getAttribute('href')).toBe(
      '/admin/upload-manager',
    );
    expect(screen.getByRole('link', { name: 'Manage Users' }).getAttribute('href')).toBe('/admin/user-management');
  });

  it('has a Media library card on the site’s dashboard, linking to the library with its count of files', async () => {
    const props = schema.parse(dashboardPage.blocks[0]!.props);
    renderAdmin(<Dashboard {...props} />, {
      api: {
        'GET /api/admin/me': me,
        'GET /api/admin/summary': {
          inquiries: { new: 0 },
          media: { stored: 1500, total: 1816 },
          library: { files: 1 },
        },
        'GET /api/admin/pages': { items: [] },
      },
    });
    const link = await screen.findByRole('link', { name: 'Open Media Library' });
    expect(link.getAttribute('href')).toBe('/admin/media');
    const card = link.closest('li')!;
    expect(card.querySelector('h2')!.textContent).toBe('Media library');
    expect(await within(card).findByText('1 file')).toBeTruthy();
  });

  it('names each published page this release left off the site, block and field, and says nothing while there are none', async () => {
    const offSite = ['/about: block #3 (stats) › items: Required', '/our-numbers: block #1 (stats) › items: Required'];
    const summary = { inquiries: { new: 0 }, media: { stored: 10, total: 10 }, library: { files: 0 } };
    const { unmount } = renderAdmin(<Dashboard intro="Manage the website." cards={cards} />, {
      api: { 'GET /api/admin/me': me, 'GET /api/admin/summary': { ...summary, offSite } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Some published content is not on the site.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(offSite);
    unmount();
    renderAdmin(<Dashboard intro="Manage the website." cards={counted} />, {
      api: { 'GET /api/admin/me': me, 'GET /api/admin/summary': summary },
    });
    // The summary has come (its count shows), and with it no notice.
    expect(await screen.findByText('10 of 10 stored')).toBeTruthy();
    expect(screen.queryByText('Some published content is not on the site.', { exact: false })).toBeNull();
  });

  it('says whether visitors see every published change, and how many they do not yet and why', async () => {
    const summary = { inquiries: { new: 0 }, media: { stored: 10, total: 10 }, library: { files: 0 } };
    const { unmount } = renderAdmin(<Dashboard intro="Manage the website." cards={cards} />, {
      api: {
        'GET /api/admin/me': me,
        'GET /api/admin/summary': {
          ...summary,
          mirror: { behind: 3, behindSeconds: 42, lastError: 'ENOSPC: no space left on device' },
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('3 published changes are not shown to visitors yet (waiting 42 s).');
    expect(alert.textContent).toContain('ENOSPC: no space left on device');
    unmount();
    renderAdmin(<Dashboard intro="Manage the website." cards={cards} />, {
      api: {
        'GET /api/admin/me': me,
        'GET /api/admin/summary': { ...summary, mirror: { behind: 0, behindSeconds: 0 } },
      },
    });
    expect((await screen.findByText('Visitors see every published change.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts what waits for review on the site’s dashboard while review is on, and leaves the card out while it is off', async () => {
    const props = schema.parse(dashboardPage.blocks[0]!.props);
    const summary = (reviews: object) => ({
      inquiries: { new: 0 },
      media: { stored: 1500, total: 1816 },
      library: { files: 1 },
      reviews,
    });
    const on = renderAdmin(<Dashboard {...props} />, {
      api: {
        'GET /api/admin/me': me,
        'GET /api/admin/summary': summary({ required: true, waiting: 2, sentBack: 1 }),
        'GET /api/admin/pages': { items: [] },
      },
    });
    const link = await screen.findByRole('link', { name: 'Open the review queue' });
    expect(link.getAttribute('href')).toBe('/admin/reviews');
    expect(await within(link.closest('li')!).findByText('2 waiting · 1 sent back')).toBeTruthy();
    on.unmount();

    renderAdmin(<Dashboard {...props} />, {
      api: {
        'GET /api/admin/me': me,
        'GET /api/admin/summary': summary({ required: false, waiting: 0, sentBack: 0 }),
        'GET /api/admin/pages': { items: [] },
      },
    });
    expect(await screen.findByText('1 file')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the review queue' })).toBeNull();
  });

  it('says what the server is missing when it cannot process videos', async () => {
    renderAdmin(<Dashboard intro="Manage the website." cards={counted} />, {
      api: {
        'GET /api/admin/me': me,
        'GET /api/admin/summary': {
          inquiries: { new: 0 },
          media: { stored: 1500, total: 1816 },
          videos: { missing: ["ffmpeg (install the operating system's ffmpeg package, or set FFMPEG_PATH)"] },
        },
      },
    });
    expect(
      await screen.findByText(/the server is missing ffmpeg \(install the operating system's ffmpeg package/),
    ).toBeTruthy();
  });

  it('says nothing about placeholders once most slots have a file', async () => {
    renderAdmin(<Dashboard intro="Manage the website." cards={counted} />, {
      api: {
        'GET /api/admin/me': me,
        'GET /api/admin/summary': { inquiries: { new: 0 }, media: { stored: 1500, total: 1816 } },
      },
    });
    await screen.findByText('1,500 of 1,816 stored');
    expect(screen.getByText('0 new')).toBeTruthy();
    expect(document.querySelector('.admin-dashboard__notice')).toBeNull();
  });

  it('counts the pages with a draft waiting on the Pages card', async () => {
    const pages = {
      title: 'Pages',
      description: 'Edit pages.',
      action: 'Edit Pages',
      href: '/admin/pages',
      icon: 'building' as const,
      count: 'page-drafts' as const,
    };
    const item = (path: string, hasDraft: boolean) => ({
      path,
      title: path,
      source: 'file',
      hasDraft,
      version: 1,
      updatedAt: null,
      updatedBy: null,
      fileChanged: false,
      live: true,
    });
    renderAdmin(<Dashboard intro="Manage the website." cards={[pages]} />, {
      api: {
        'GET /api/admin/me': me,
        'GET /api/admin/summary': { inquiries: { new: 0 }, media: { stored: 0, total: 10 } },
        'GET /api/admin/pages': { items: [item('/', true), item('/contact', true), item('/gallery', false)] },
      },
    });
    expect(await screen.findByText('2 drafts waiting')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Pages' }).getAttribute('href')).toBe('/admin/pages');
  });
});
