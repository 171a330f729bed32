import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../../.storybook/block-story';
import type { NotificationSettings } from '../../../contracts/notifications';
import { sample, withAdminFrame } from '../../../tests/support/admin/story';
import { adminBlock } from '../index';

const adminNotificationSettings = adminBlock('admin/notification-settings');

const configured: NotificationSettings = {
  recipients: [],
  defaultRecipients: ['sales@savannahbuild.co.ke', 'office@savannahbuild.co.ke'],
  effectiveRecipients: ['sales@savannahbuild.co.ke', 'office@savannahbuild.co.ke'],
  smtp: {
    configured: true,
    server: 'smtps://website@savannahbuild.co.ke@mail.savannahbuild.co.ke:465',
    from: 'Savannah Website <no-reply@savannahbuild.co.ke>',
  },
};

/** /admin/settings: who is e-mailed about new inquiries, and a test e-mail. */
const meta = {
  title: 'Admin/Notification settings',
  component: blockComponent(adminNotificationSettings),
  render: renderBlock(adminNotificationSettings),
  decorators: [withAdminFrame],
  args: {},
  parameters: {
    route: '/admin/settings',
    mockApi: {
      'GET /api/admin/me': sample.me,
      'GET /api/admin/notifications/settings': configured,
      'PUT /api/admin/notifications/settings': ({ body }: { body: unknown }) => {
        const recipients = (body as { recipients: string[] }).recipients;
        return {
          ...configured,
          recipients,
          effectiveRecipients: recipients.length ? recipients : configured.defaultRecipients,
        };
      },
      'POST /api/admin/notifications/test': {
        ok: true,
        to: configured.effectiveRecipients,
        response: '250 2.0.0 Ok: queued as 4XyZ1',
      },
    },
  },
} satisfies Meta<BlockArgs<typeof adminNotificationSettings>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MailOff: Story = {
  parameters: {
    mockApi: {
      'GET /api/admin/me': sample.me,
      'GET /api/admin/notifications/settings': {
        ...configured,
        defaultRecipients: [],
        effectiveRecipients: [],
        smtp: { configured: false, server: null, from: 'no-reply@savannahbuild.co.ke' },
      },
    },
  },
};
