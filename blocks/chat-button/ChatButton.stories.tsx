import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { shell } from '../../site-config/shell';
import { chatButton } from './index';

const chat = shell.footer.find((b) => b.type === 'chat-button');
if (chat?.type !== 'chat-button') throw new Error('site-config/shell.ts has no chat-button');

/** The floating chat button: bottom right, opens the chat link in a new tab. */
const meta = {
  title: 'Shell/Chat button',
  component: blockComponent(chatButton),
  render: renderBlock(chatButton),
  args: chat.props,
} satisfies Meta<BlockArgs<typeof chatButton>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The number comes from GET /api/contact-details. */
export const FromContactDetails: Story = {
  parameters: {
    mockApi: {
      'GET /api/contact-details': {
        facebook_url: null,
        twitter_url: null,
        whatsapp: '+254733555010',
        company_name: 'Savannah Build & Interiors',
      },
    },
  },
};

/** The details fail to load, the button keeps the rendered number (or the fallback). */
export const DetailsUnavailable: Story = {
  parameters: {
    site: { contact: { whatsapp: '', companyName: '' } },
    mockApi: { 'GET /api/contact-details': { status: 503, body: { error: 'Service unavailable' } } },
  },
};
