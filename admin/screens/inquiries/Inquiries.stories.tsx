import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import type { MockRequest } from '../../../.storybook/mock-api';
import { statusInView, type Inquiry, type InquiryView } from '../../../contracts/inquiries';
import { sample, withAdminFrame } from '../../../tests/support/admin/story';
import { adminBlock } from '../index';

const adminInquiries = adminBlock('admin/inquiries');

const spam: Inquiry = {
  ...sample.inquiries[0],
  id: 3,
  name: 'Best SEO Offers',
  email: 'offers@seo-spam.example',
  company: null,
  message: 'We can bring your website to the first page of Google in 7 days!!!',
  serviceInterest: null,
  status: 'spam',
  spamReason: 'honeypot',
  notification: null,
  createdAt: '2024-09-03T02:11:00.000Z',
};
const all = [spam, ...sample.inquiries];

const api = {
  'GET /api/admin/me': sample.me,
  'GET /api/admin/inquiries/counts': { new: 1, read: 0, replied: 1, archived: 0, spam: 1 },
  'GET /api/admin/inquiries/:id': ({ path }: MockRequest) => all.find((i) => path.endsWith(`/${i.id}`)),
  'GET /api/admin/inquiries': ({ query }: MockRequest) => ({
    items: all.filter((i) => statusInView(i.status, (query.get('status') ?? 'all') as InquiryView)),
    nextCursor: null,
  }),
  'PATCH /api/admin/inquiries/:id': ({ path, body }: MockRequest) => ({
    ...all.find((i) => path.endsWith(`/${i.id}`))!,
    ...(body as object),
  }),
  'DELETE /api/admin/inquiries/:id': { message: 'Inquiry deleted' },
  'POST /api/admin/inquiries/bulk': ({ body }: MockRequest) => ({
    ...(body as object),
    affected: (body as { ids: number[] }).ids.length,
  }),
};

/** /admin/inquiries: messages from the contact page, newest first, in folders by status. */
const meta = {
  title: 'Admin/Inquiries',
  component: blockComponent(adminInquiries),
  render: renderBlock(adminInquiries),
  decorators: [withAdminFrame],
  args: {},
  parameters: { route: '/admin/inquiries', mockApi: api },
} satisfies Meta<BlockArgs<typeof adminInquiries>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SpamFolder: Story = { parameters: { route: '/admin/inquiries?status=spam' } };
export const FromAnEmailLink: Story = { parameters: { route: '/admin/inquiries?id=2' } };
export const Empty: Story = {
  parameters: {
    mockApi: {
      'GET /api/admin/me': sample.me,
      'GET /api/admin/inquiries/counts': { new: 0, read: 0, replied: 0, archived: 0, spam: 0 },
      'GET /api/admin/inquiries': { items: [], nextCursor: null },
    },
  },
};
