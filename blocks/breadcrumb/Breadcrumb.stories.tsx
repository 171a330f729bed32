import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { breadcrumb } from './index';
import { starter } from '../../site-config/starters/breadcrumb';

/** Breadcrumb trail (Home / Engineering Services / Metal Powder Coating). */
const meta = {
  title: 'Blocks/Breadcrumb',
  component: blockComponent(breadcrumb),
  render: renderBlock(breadcrumb),
  args: starter,
} satisfies Meta<BlockArgs<typeof breadcrumb>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PowderCoating: Story = {};

export const Deep: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Executive Furniture', href: '/services/furniture' },
      { label: 'Furniture Legs', href: '/services/furniture/legs' },
    ],
    current: 'Chair Legs',
  },
};
