import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import { sample, withAdminFrame } from '../../../tests/support/admin/story';
import { adminBlock } from '../index';

const adminContactSettings = adminBlock('admin/contact-settings');

/** /admin/settings: the stored contact record with its field limits. */
const meta = {
  title: 'Admin/Contact settings',
  component: blockComponent(adminContactSettings),
  render: renderBlock(adminContactSettings),
  decorators: [withAdminFrame],
  args: {},
  parameters: {
    route: '/admin/settings',
    mockApi: {
      'GET /api/admin/me': sample.me,
      'GET /api/admin/contact-details': sample.contactDetails,
      'PUT /api/admin/contact-details': ({ body }: { body: unknown }) => ({
        ...sample.contactDetails,
        ...(body as object),
        updatedAt: '2024-09-03T10:00:00.000Z',
      }),
    },
  },
} satisfies Meta<BlockArgs<typeof adminContactSettings>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
