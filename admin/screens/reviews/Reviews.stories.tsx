import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import { sample, withAdminFrame } from '../../../tests/support/admin/story';
import { adminBlock } from '../index';

const adminReviews = adminBlock('admin/reviews');

const waiting = {
  kind: 'page',
  key: '/services/containers/public',
  title: 'Public Containers',
  where: '/services/containers/public',
  editAt: '/admin/pages/edit?path=%2Fservices%2Fcontainers%2Fpublic',
  state: 'waiting',
  version: 6,
  currentVersion: 6,
  live: true,
  submittedBy: 'akinyi',
  submittedAt: '2026-11-20T08:00:00.000Z',
  comment: null,
  decidedBy: null,
  decidedAt: null,
};

/** Waiting for review: editors' drafts an admin publishes or sends back. */
const meta = {
  title: 'Admin/Waiting for review',
  component: blockComponent(adminReviews),
  render: renderBlock(adminReviews),
  decorators: [withAdminFrame],
  args: {},
  parameters: {
    route: '/admin/reviews',
    mockApi: {
      'GET /api/admin/me': sample.me,
      'GET /api/admin/reviews': {
        required: true,
        items: [
          waiting,
          { ...waiting, kind: 'navigation', key: 'site', title: 'Navigation', submittedAt: '2026-11-20T09:10:00.000Z' },
          {
            ...waiting,
            key: '/services/interior-design',
            title: 'Interior Design',
            state: 'sent-back',
            comment: 'Please add the Westlands office photos before this goes live.',
            decidedBy: 'admin',
            decidedAt: '2026-11-19T15:00:00.000Z',
          },
        ],
      },
      'GET /api/admin/page/compare': {
        from: { ref: 'live', label: 'Live' },
        to: { ref: 'draft', label: 'Draft' },
        changes: [
          {
            path: ['blocks', 1, 'props', 'heading'],
            change: 'changed',
            before: 'Public containers',
            after: 'Public containers in 20 ft and 40 ft',
          },
        ],
      },
    },
  },
} satisfies Meta<BlockArgs<typeof adminReviews>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two drafts waiting (a page and the menu), one sent back. */
export const Default: Story = {};

/** Review is off and nothing waits. */
export const Off: Story = {
  parameters: { mockApi: { ...meta.parameters.mockApi, 'GET /api/admin/reviews': { required: false, items: [] } } },
};
