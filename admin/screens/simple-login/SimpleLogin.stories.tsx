import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import { sample, withAdminPlain } from '../../../tests/support/admin/story';
import { adminBlock } from '../index';

const adminSimpleLogin = adminBlock('admin/simple-login');

/** /admin and /admin/simple. No credentials are shown, unlike the seed page. */
const meta = {
  title: 'Admin/Simple login',
  component: blockComponent(adminSimpleLogin),
  render: renderBlock(adminSimpleLogin),
  decorators: [withAdminPlain],
  args: {
    links: [
      { label: 'User Management', href: '/admin/user-management', description: 'Create and remove admin accounts' },
      {
        label: 'Upload Manager',
        href: '/admin/upload-manager',
        description: 'Upload the site’s photos, videos and PDF catalogues',
      },
    ],
  },
  parameters: {
    route: '/admin',
    mockApi: {
      'GET /api/admin/me': { status: 401, body: { error: 'Not signed in' } },
      'POST /api/admin/login': { status: 401, body: { error: 'Invalid username or password' } },
    },
  },
} satisfies Meta<BlockArgs<typeof adminSimpleLogin>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};
export const SignedIn: Story = { parameters: { mockApi: { 'GET /api/admin/me': sample.me } } };
