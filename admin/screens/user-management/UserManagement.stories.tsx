import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import { sample, withAdminFrame } from '../../../tests/support/admin/story';
import { adminBlock } from '../index';

const adminUserManagement = adminBlock('admin/user-management');

/** /admin/user-management: create, list and delete users behind a confirmation. */
const meta = {
  title: 'Admin/User management',
  component: blockComponent(adminUserManagement),
  render: renderBlock(adminUserManagement),
  decorators: [withAdminFrame],
  args: {},
  parameters: {
    route: '/admin/user-management',
    mockApi: {
      'GET /api/admin/me': sample.me,
      'GET /api/admin/users': { items: [...sample.users].reverse(), nextCursor: null },
      'POST /api/admin/users': {
        status: 201,
        body: {
          message: 'User created successfully',
          user: { id: 4, username: 'new.user', createdAt: '2024-09-03T10:00:00.000Z' },
        },
      },
      'DELETE /api/admin/users/:id': { message: 'User deleted successfully' },
    },
  },
} satisfies Meta<BlockArgs<typeof adminUserManagement>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = {
  parameters: { mockApi: { 'GET /api/admin/me': sample.me, 'GET /api/admin/users': { status: 200, delayMs: -1 } } },
};
export const FetchFailed: Story = {
  parameters: {
    mockApi: {
      'GET /api/admin/me': sample.me,
      'GET /api/admin/users': { status: 500, body: { error: 'Something went wrong on our side. Please try again.' } },
    },
  },
};
