import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import { sample, withAdminFrame } from '../../../tests/support/admin/story';
import { samplePageList } from '../page-editor/sample';
import { adminBlock } from '../index';

const adminRedirects = adminBlock('admin/redirects');

/** /admin/redirects: every redirect, a form to add one to a live page, and Remove (after a confirmation). */
const meta = {
  title: 'Admin/Redirects',
  component: blockComponent(adminRedirects),
  render: renderBlock(adminRedirects),
  decorators: [withAdminFrame],
  args: {},
  parameters: {
    route: '/admin/redirects',
    mockApi: {
      'GET /api/admin/me': sample.me,
      'GET /api/admin/pages': { items: samplePageList },
      'GET /api/admin/redirects': {
        items: [
          { from: '/brochure-2023', to: null, createdAt: '2026-11-20T08:00:00.000Z' },
          {
            from: '/kitchens-2023',
            to: '/services/containers/commercial/offices',
            createdAt: '2026-11-18T12:10:00.000Z',
          },
          { from: '/old-offers', to: '/contact', createdAt: '2026-11-21T05:30:00.000Z' },
        ],
      },
      'POST /api/admin/redirects': ({ body }: { body: { from: string } }) => ({ status: 201, body }),
      'DELETE /api/admin/redirects': { status: 204 },
    },
  },
} satisfies Meta<BlockArgs<typeof adminRedirects>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff's own redirect, a moved page's old address and a deleted page's (gone). */
export const Default: Story = {};

/** No redirect yet. */
export const Empty: Story = {
  parameters: { mockApi: { ...meta.parameters.mockApi, 'GET /api/admin/redirects': { items: [] } } },
};
