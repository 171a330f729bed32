import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { stats } from './index';
import { starter } from '../../site-config/starters/stats';

/** The home About section: text, the four figures and two buttons. */
const meta = {
  title: 'Blocks/Stats',
  component: blockComponent(stats),
  render: renderBlock(stats),
  args: starter,
} satisfies Meta<BlockArgs<typeof stats>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeAbout: Story = {};

/** Figures only, on the dark tone (engineering pages). */
export const FiguresOnDark: Story = {
  args: {
    id: undefined,
    eyebrow: 'Our workshop',
    heading: 'Engineering capacity',
    paragraphs: [],
    buttons: [],
    tone: 'dark',
    items: [
      { value: '12kW', label: 'Fibre laser' },
      { value: '±0.05mm', label: 'Cutting tolerance' },
      { value: '200+', label: 'RAL colours' },
    ],
  },
};
