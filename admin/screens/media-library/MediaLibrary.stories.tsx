import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import { sample, withAdminFrame } from '../../../tests/support/admin/story';
import { adminBlock } from '../index';
import { libraryAnswer, sampleAssets } from './sample';

const adminMediaLibrary = adminBlock('admin/media-library');

/** /admin/media: every uploaded file with where it is used, its size and date; default alt text; delete what nothing uses. */
const meta = {
  title: 'Admin/Media library',
  component: blockComponent(adminMediaLibrary),
  render: renderBlock(adminMediaLibrary),
  decorators: [withAdminFrame],
  args: {},
  parameters: {
    route: '/admin/media',
    mockApi: {
      'GET /api/admin/me': sample.me,
      'GET /api/admin/media': (req: { query: URLSearchParams }) => libraryAnswer(req),
      'PATCH /api/admin/media/:id': ({ body }: { body: unknown }) => ({ ...sampleAssets[0], ...(body as object) }),
      'DELETE /api/admin/media/:id': ({ path }: { path: string }) =>
        path.endsWith(sampleAssets[1].id)
          ? {
              status: 409,
              body: {
                error:
                  'Site walk-through IMG_4411.MOV is in use on /. Choose another file there (and publish) before deleting it.',
                usedBy: [{ path: '/', state: 'published' }],
              },
            }
          : { status: 204 },
    },
  },
} satisfies Meta<BlockArgs<typeof adminMediaLibrary>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pictures, a video, a PDF; used on pages (one only in a draft) or unused. */
export const Default: Story = {};

/** A fresh site: nothing uploaded yet. */
export const Empty: Story = {
  parameters: { mockApi: { 'GET /api/admin/me': sample.me, 'GET /api/admin/media': { items: [], nextCursor: null } } },
};
