import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import { withAdminPlain } from '../_shared/story';
import { adminRoutingTest } from './index';

/** /admin/test: the static routing test page. */
const meta = {
  title: 'Admin/Routing test',
  component: blockComponent(adminRoutingTest),
  render: renderBlock(adminRoutingTest),
  decorators: [withAdminPlain],
  args: {
    message: 'The admin routes are working: this page was rendered by the admin app without calling the server.',
    routes: [
      { path: '/admin', purpose: 'Simple login and quick links' },
      { path: '/admin/login', purpose: 'Form login' },
      { path: '/admin/dashboard', purpose: 'Dashboard (sign-in required)' },
    ],
  },
  parameters: { route: '/admin/test' },
} satisfies Meta<BlockArgs<typeof adminRoutingTest>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
