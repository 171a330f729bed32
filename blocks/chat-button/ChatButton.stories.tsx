import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
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

/**
 * The number comes from GET /api/contact-details: the button a visitor taps opens a chat with the stored
 * number in a new tab, greeting the company by name.
 */
export const FromContactDetails: Story = {
  // The client keeps the details for five minutes in sessionStorage: each showing starts without them.
  beforeEach: () => sessionStorage.removeItem('contact-details'),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /chat/i });
    await waitFor(() => expect(link.getAttribute('href')).toContain('https://wa.me/254733555010?text='));
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('Hello Savannah Build & Interiors,');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  },
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
