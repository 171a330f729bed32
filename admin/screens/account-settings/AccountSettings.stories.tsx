import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import { sample, withAdminFrame } from '../../../tests/support/admin/story';
import { adminBlock } from '../index';

const adminAccountSettings = adminBlock('admin/account-settings');

/** Your account › Your e-mails: one's own address and review e-mails. */
const meta = {
  title: 'Admin/Account settings',
  component: blockComponent(adminAccountSettings),
  render: renderBlock(adminAccountSettings),
  decorators: [withAdminFrame],
  args: {},
  parameters: {
    route: '/admin/account',
    mockApi: {
      'GET /api/admin/me': sample.me,
      'GET /api/admin/reviews': { required: true, items: [] },
      'PATCH /api/admin/me': ({ body }: { body: unknown }) => ({ admin: { ...sample.me.admin, ...(body as object) } }),
    },
  },
} satisfies Meta<BlockArgs<typeof adminAccountSettings>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No address yet, as every account starts. */
export const Default: Story = {};

/** An editor with an address who turned review e-mails off. */
export const EditorWithEmailsOff: Story = {
  parameters: {
    mockApi: {
      'GET /api/admin/me': {
        admin: { username: 'otieno', role: 'editor', email: 'otieno@savannah.test', reviewEmails: false },
      },
      'GET /api/admin/reviews': { required: true, items: [] },
    },
  },
};
