import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import { sample, withAdminFrame } from '../../../tests/support/admin/story';
import { adminBlock } from '../index';

const adminTimeZoneSettings = adminBlock('admin/time-zone-settings');

/** Settings › Time zone: the clock of every time the admin shows or takes. */
const meta = {
  title: 'Admin/Time zone settings',
  component: blockComponent(adminTimeZoneSettings),
  render: renderBlock(adminTimeZoneSettings),
  decorators: [withAdminFrame],
  args: {},
  parameters: {
    route: '/admin/settings',
    mockApi: {
      'GET /api/admin/me': sample.me,
      'GET /api/admin/settings': { timeZone: 'Africa/Nairobi' },
      'PUT /api/admin/settings': ({ body }: { body: unknown }) => body,
    },
  },
} satisfies Meta<BlockArgs<typeof adminTimeZoneSettings>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nairobi, the default. */
export const Default: Story = {};

/** An editor sees why the setting is not there for them. */
export const Editor: Story = {
  parameters: {
    mockApi: { ...meta.parameters.mockApi, 'GET /api/admin/me': { admin: { ...sample.me.admin, role: 'editor' } } },
  },
};
