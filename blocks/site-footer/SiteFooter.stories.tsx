import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { shell } from '../../site-config/shell';
import { siteFooter } from './index';

const footer = shell.footer.find((b) => b.type === 'site-footer');
if (footer?.type !== 'site-footer') throw new Error('site-config/shell.ts has no site-footer');

/** The footer. Social links show only when the stored contact details have them. */
const meta = {
  title: 'Shell/Site footer',
  component: blockComponent(siteFooter),
  render: renderBlock(siteFooter),
  args: footer.props,
} satisfies Meta<BlockArgs<typeof siteFooter>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As installed: no Facebook or Twitter configured; the chat link comes from the WhatsApp number. */
export const Default: Story = {};

/** Facebook and Twitter configured in admin Settings. */
export const WithSocialLinks: Story = {
  parameters: {
    site: {
      contact: {
        facebookUrl: 'https://www.facebook.com/savannahbuildke',
        twitterUrl: 'https://twitter.com/savannahbuildke',
      },
    },
  },
};
