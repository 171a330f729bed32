import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import { sample, withAdminFrame } from '../../../tests/support/admin/story';
import { starters } from '../../../site-config/starters';
import { adminBlock } from '../index';
import { samplePage, sampleDetail, samplePageList } from './sample';

const adminPageEditor = adminBlock('admin/page-editor');

const route = `/admin/pages/edit?path=${encodeURIComponent(samplePage.path)}`;
const api = (detail: ReturnType<typeof sampleDetail>) => ({
  'GET /api/admin/me': sample.me,
  'GET /api/admin/pages': { items: samplePageList },
  'GET /api/admin/page': detail,
  'PUT /api/admin/page/draft': { version: detail.version + 1, issues: [] },
});

/** /admin/pages/edit?path=…: one page's sections and settings, with drafts, preview, publishing and history. */
const meta = {
  title: 'Admin/Page editor',
  component: blockComponent(adminPageEditor),
  render: renderBlock(adminPageEditor),
  decorators: [withAdminFrame],
  args: { starters },
  parameters: { route, mockApi: api(sampleDetail()) },
} satisfies Meta<BlockArgs<typeof adminPageEditor>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A live page from its page file, nothing pending. */
export const Live: Story = {};

/** A saved draft with a link the schema refuses: the issue is listed, shown at its field, and Publish waits. */
export const DraftWithAnIssue: Story = {
  parameters: {
    mockApi: api(
      sampleDetail({
        draft: {
          ...samplePage,
          blocks: samplePage.blocks.map((b, i) =>
            i === 0
              ? {
                  ...b,
                  props: { ...(b.props as object), buttons: [{ label: 'Get a quote', href: 'javascript:alert(1)' }] },
                }
              : b,
          ),
        },
      }),
    ),
  },
};

/** A release changed the page file under an admin edit: keep the edit or reset to the file. */
export const PageFileChanged: Story = {
  parameters: {
    mockApi: api(
      sampleDetail({ fileChanged: true, fileAtEdit: { ...samplePage, blocks: samplePage.blocks.slice(0, 2) } }),
    ),
  },
};
