import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { featureList } from './index';
import { starter } from '../../site-config/starters/feature-list';

/** 'Why Choose ...' sections, as icon tiles or as a checklist. */
const meta = {
  title: 'Blocks/Feature list',
  component: blockComponent(featureList),
  render: renderBlock(featureList),
  args: starter,
} satisfies Meta<BlockArgs<typeof featureList>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tiles: Story = {};

/** A two-column checklist without icons or buttons. */
export const Bullets: Story = {
  args: {
    eyebrow: undefined,
    lead: undefined,
    heading: 'Included with every interior project',
    layout: 'bullets',
    columns: 2,
    tone: 'alt',
    buttons: [],
    items: [
      { title: 'Site measurement and survey' },
      { title: '3D visualisation of every room' },
      { title: 'Custom joinery from our workshop' },
      { title: 'Lighting and electrical design' },
      { title: 'Project management to handover' },
      { title: 'Twelve-month workmanship warranty' },
    ],
  },
};

/** Dark tone, four columns. */
export const DarkFourColumns: Story = {
  args: { tone: 'dark', columns: 4, buttons: [] },
};
