import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import { withAdminPlain } from '../../../tests/support/admin/story';
import { adminBlock } from '../index';

const adminLoginForm = adminBlock('admin/login-form');

/** /admin/login. Submit with short values to see the validation messages. */
const meta = {
  title: 'Admin/Login form',
  component: blockComponent(adminLoginForm),
  render: renderBlock(adminLoginForm),
  decorators: [withAdminPlain],
  args: {},
  parameters: {
    route: '/admin/login',
    mockApi: { 'POST /api/admin/login': { status: 401, body: { error: 'Invalid username or password' } } },
  },
} satisfies Meta<BlockArgs<typeof adminLoginForm>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RateLimited: Story = {
  parameters: {
    mockApi: {
      'POST /api/admin/login': {
        status: 429,
        body: { error: 'Too many failed sign-in attempts. Try again in 15 minutes.' },
      },
    },
  },
};
