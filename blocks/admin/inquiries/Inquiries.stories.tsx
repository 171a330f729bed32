import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import { sample, withAdminFrame } from '../_shared/story';
import { adminInquiries } from './index';

/** /admin/inquiries: messages from the contact page, newest first. */
const meta = {
  title: 'Admin/Inquiries',
  component: blockComponent(adminInquiries),
  render: renderBlock(adminInquiries),
  decorators: [withAdminFrame],
  args: {},
  parameters: {
    route: '/admin/inquiries',
    mockApi: {
      'GET /api/admin/me': sample.me,
      'GET /api/admin/inquiries': sample.inquiries,
      'PATCH /api/admin/inquiries/:id': ({ path, body }: { path: string; body: unknown }) => ({
        ...sample.inquiries.find((i) => path.endsWith(`/${i.id}`))!,
        ...(body as object),
      }),
      'DELETE /api/admin/inquiries/:id': { message: 'Inquiry deleted' },
    },
  },
} satisfies Meta<BlockArgs<typeof adminInquiries>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { parameters: { mockApi: { 'GET /api/admin/me': sample.me, 'GET /api/admin/inquiries': [] } } };
