import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { contactInfo } from './index';
import { starter } from '../../site-config/starters/contact-info';

/** The contact facts, read from the stored contact details that admin Settings edits. */
const meta = {
  title: 'Blocks/Contact info',
  component: blockComponent(contactInfo),
  render: renderBlock(contactInfo),
  args: starter,
} satisfies Meta<BlockArgs<typeof contactInfo>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seed state: no social URL is configured, so 'Follow Us' is not shown. */
export const Default: Story = {};

/** Every follow-us link configured. */
export const WithSocialLinks: Story = {
  parameters: {
    site: {
      contact: {
        facebookUrl: 'https://www.facebook.com/savannahbuild',
        linkedinUrl: 'https://www.linkedin.com/company/savannahbuild',
        instagramUrl: 'https://www.instagram.com/savannahbuild',
        twitterUrl: 'https://twitter.com/savannahbuild',
      },
    },
  },
};

/** Hours kept only as free text in Settings. */
export const FreeTextHours: Story = {
  parameters: {
    site: {
      contact: {
        mondayFriday: null,
        saturday: null,
        sunday: null,
        businessHours: 'Weekdays: 7:30 AM - 5:30 PM\nSaturday: 9:00 AM - 1:00 PM\nSunday and public holidays: Closed',
      },
    },
  },
};
