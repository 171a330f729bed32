import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import { sample, withAdminFrame } from '../../../tests/support/admin/story';
import { samplePageActivity, samplePageList } from '../page-editor/sample';
import { adminBlock } from '../index';

const adminPageList = adminBlock('admin/page-list');

/** /admin/pages: every public page with where it comes from, drafts, file changes and the last edit; the trash and the redirects. */
const meta = {
  title: 'Admin/Page list',
  component: blockComponent(adminPageList),
  render: renderBlock(adminPageList),
  decorators: [withAdminFrame],
  args: {},
  parameters: {
    route: '/admin/pages',
    mockApi: {
      'GET /api/admin/me': sample.me,
      'GET /api/admin/pages': ({ query }: { query: URLSearchParams }) => {
        const q = (query.get('q') ?? '').toLowerCase();
        return { items: samplePageList.filter((p) => p.path.includes(q) || p.title.toLowerCase().includes(q)) };
      },
      'GET /api/admin/pages/activity': samplePageActivity,
      'GET /api/admin/pages/trash': {
        items: [
          {
            id: 12,
            path: '/old-offers',
            title: 'Old Offers',
            deletedAt: '2026-11-20T08:00:00.000Z',
            deletedBy: 'grace.wanjiru',
            expiresAt: '2026-12-20T08:00:00.000Z',
            redirectTo: '/contact',
          },
        ],
      },
      'GET /api/admin/redirects': {
        items: [
          { from: '/brochure-2023', to: null, createdAt: '2026-11-20T08:00:00.000Z' },
          { from: '/old-offers', to: '/contact', createdAt: '2026-11-20T08:00:00.000Z' },
        ],
      },
    },
  },
} satisfies Meta<BlockArgs<typeof adminPageList>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page files and an admin page; a draft waiting, a changed file, an unpublished new page. */
export const Default: Story = {};

/** A search that finds nothing says what to try. */
export const NoMatch: Story = { parameters: { route: '/admin/pages?q=zanzibar' } };
