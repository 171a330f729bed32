import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import { sample, withAdminFrame } from '../../../tests/support/admin/story';
import { adminBlock } from '../index';

const adminDashboard = adminBlock('admin/dashboard');

/** /admin/dashboard, with the cards opening their screens and the counts of what waits there. */
const meta = {
  title: 'Admin/Dashboard',
  component: blockComponent(adminDashboard),
  render: renderBlock(adminDashboard),
  decorators: [withAdminFrame],
  args: {
    cards: [
      {
        title: 'Media Management',
        description: 'Upload the hero videos, service photos, product images and PDF catalogues.',
        action: 'Open Upload Manager',
        href: '/admin/upload-manager',
        icon: 'cube',
        count: 'media-stored',
      },
      {
        title: 'Settings',
        description: 'Edit phone and WhatsApp numbers, e-mail, address, hours and social links.',
        action: 'Edit Contact Details',
        href: '/admin/settings',
        icon: 'gear',
      },
      {
        title: 'Contact Inquiries',
        description: 'Read, search and answer messages from the contact page.',
        action: 'View Inquiries',
        href: '/admin/inquiries',
        icon: 'book',
        count: 'new-inquiries',
      },
      {
        title: 'User Management',
        description: 'Add staff accounts, see who has access, remove old ones.',
        action: 'Manage Users',
        href: '/admin/user-management',
        icon: 'team',
      },
    ],
  },
  parameters: {
    route: '/admin/dashboard',
    mockApi: {
      'GET /api/admin/me': sample.me,
      'GET /api/admin/summary': { inquiries: { new: 3 }, media: { stored: 12, total: 1816 } },
    },
  },
} satisfies Meta<BlockArgs<typeof adminDashboard>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithEmail: Story = {
  parameters: {
    mockApi: {
      'GET /api/admin/me': { admin: { username: 'grace.wanjiru', role: 'admin', email: 'grace@savannahbuild.co.ke' } },
      'GET /api/admin/summary': { inquiries: { new: 0 }, media: { stored: 1502, total: 1816 } },
    },
  },
};
