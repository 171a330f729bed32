import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { callToAction } from './index';
import { starter } from '../../site-config/starters/call-to-action';

/** The closing band every page ends with: steer the visitor to a quote or a chat. */
const meta = {
  title: 'Blocks/Call to action',
  component: blockComponent(callToAction),
  render: renderBlock(callToAction),
  args: starter,
} satisfies Meta<BlockArgs<typeof callToAction>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {};

export const Accent: Story = {
  args: {
    heading: 'Need a prefab unit on site this week?',
    text: 'Units are deployed in 48 hours from order confirmation.',
    buttons: [{ label: 'Get Prefab Quote', href: '/contact', variant: 'light' }],
    tone: 'accent',
  },
};

/** Light tone with one button and no text. */
export const LightSingleButton: Story = {
  args: {
    heading: 'Visit our showroom in Industrial Area',
    text: undefined,
    buttons: [{ label: 'Contact Us', href: '/contact', variant: 'primary' }],
    tone: 'light',
  },
};
