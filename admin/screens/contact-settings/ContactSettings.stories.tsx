import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import { sample, withAdminFrame } from '../../../tests/support/admin/story';
import { adminBlock } from '../index';

const adminContactSettings = adminBlock('admin/contact-settings');

/** /admin/settings: the published contact details with their field limits, Publish at… and History. */
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
      // The contact document beside the record: published twice, nothing scheduled.
      'GET /api/admin/contact': {
        version: 3,
        published: sample.contactDetails,
        isDefault: false,
        draft: null,
        issues: [],
        updatedAt: sample.contactDetails.updatedAt,
        updatedBy: 'admin',
        scheduledAt: null,
        scheduleError: null,
        scheduledVersion: null,
        scheduledVersionAt: null,
      },
      'GET /api/admin/contact/revisions': {
        items: [{ version: 3, number: 1, publishedAt: sample.contactDetails.updatedAt, publishedBy: 'admin' }],
        nextCursor: null,
      },
    },
  },
} satisfies Meta<BlockArgs<typeof adminContactSettings>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
