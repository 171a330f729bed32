import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import { sample, withAdminFrame } from '../../../tests/support/admin/story';
import { adminBlock } from '../index';

const adminReviewSettings = adminBlock('admin/review-settings');

/** Settings › Review before publish: off until an admin turns it on. */
const meta = {
  title: 'Admin/Review settings',
  component: blockComponent(adminReviewSettings),
  render: renderBlock(adminReviewSettings),
  decorators: [withAdminFrame],
  args: {},
  parameters: {
    route: '/admin/settings',
    mockApi: {
      'GET /api/admin/me': sample.me,
      'GET /api/admin/settings': { timeZone: 'Africa/Nairobi', reviewBeforePublish: false },
      'PUT /api/admin/settings': ({ body }: { body: unknown }) => ({ timeZone: 'Africa/Nairobi', ...(body as object) }),
    },
  },
} satisfies Meta<BlockArgs<typeof adminReviewSettings>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off, as a new site starts. */
export const Default: Story = {};
