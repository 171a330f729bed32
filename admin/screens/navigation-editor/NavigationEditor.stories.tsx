import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import { sample, withAdminFrame } from '../../../tests/support/admin/story';
import { adminBlock } from '../index';
import { sampleNavigation } from './sample';

const adminNavigationEditor = adminBlock('admin/navigation-editor');

/** /admin/navigation: the header menu and the footer's links, as one document with draft, preview, publish and history. */
const meta = {
  title: 'Admin/Navigation editor',
  component: blockComponent(adminNavigationEditor),
  render: renderBlock(adminNavigationEditor),
  decorators: [withAdminFrame],
  args: {},
  parameters: {
    route: '/admin/navigation',
    mockApi: {
      'GET /api/admin/me': sample.me,
      'GET /api/admin/navigation': sampleNavigation,
      'PUT /api/admin/navigation/draft': { version: 1, issues: [] },
      'GET /api/admin/navigation/revisions': {
        items: [{ version: 4, number: 2, publishedAt: '2026-11-20T08:00:00.000Z', publishedBy: 'grace.wanjiru' }],
        nextCursor: null,
      },
    },
  },
} satisfies Meta<BlockArgs<typeof adminNavigationEditor>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SeedNavigation: Story = {};

/** A draft with a link to a page that is not on the site: named at its field and in the list above. */
export const WithProblems: Story = {
  parameters: {
    mockApi: {
      ...meta.parameters.mockApi,
      'GET /api/admin/navigation': {
        ...sampleNavigation,
        version: 3,
        isDefault: false,
        updatedAt: '2026-11-24T09:30:00.000Z',
        updatedBy: 'grace.wanjiru',
        draft: {
          ...sampleNavigation.published,
          header: {
            ...sampleNavigation.published.header,
            items: [...sampleNavigation.published.header.items, { label: 'Careers', href: '/careers' }],
          },
        },
        issues: [
          {
            path: ['header', 'items', 6, 'href'],
            message: 'No page at /careers is on the site: choose a page from the list.',
          },
        ],
      },
    },
  },
};
