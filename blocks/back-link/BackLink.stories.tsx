import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { backLink } from './index';
import { starter } from '../../site-config/starters/back-link';

/** A link back to the parent page (back link and All Services). */
const meta = {
  title: 'Blocks/Back link',
  component: blockComponent(backLink),
  render: renderBlock(backLink),
  args: starter,
} satisfies Meta<BlockArgs<typeof backLink>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Top: Story = {};
export const Bottom: Story = { args: { label: 'All Services', placement: 'bottom' } };
