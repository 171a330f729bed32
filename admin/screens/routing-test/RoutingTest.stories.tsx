import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import { AdminScreensProvider } from '../../ui/admin-screens';
import { withAdminPlain } from '../../../tests/support/admin/story';
import { adminBlock } from '../index';

const adminRoutingTest = adminBlock('admin/routing-test');

/** /admin/test: the static routing test page, listing the screens the admin app mounts (a few here). */
const meta = {
  title: 'Admin/Routing test',
  component: blockComponent(adminRoutingTest),
  render: renderBlock(adminRoutingTest),
  decorators: [
    (Story) => (
      <AdminScreensProvider
        value={[
          { path: '/admin', aliases: ['/admin/simple'], label: 'Admin', auth: 'any' },
          { path: '/admin/login', label: 'Admin Login', auth: 'guest' },
          { path: '/admin/dashboard', label: 'Dashboard', auth: 'required' },
        ]}
      >
        <Story />
      </AdminScreensProvider>
    ),
    withAdminPlain,
  ],
  args: {
    message: 'The admin routes are working: this page was rendered by the admin app without calling the server.',
  },
  parameters: { route: '/admin/test' },
} satisfies Meta<BlockArgs<typeof adminRoutingTest>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
