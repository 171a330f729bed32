import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { recentProjects } from './index';
import { starter } from '../../site-config/starters/recent-projects';

/** Project case studies: title, description, specs list, image. */
const meta = {
  title: 'Blocks/Recent projects',
  component: blockComponent(recentProjects),
  render: renderBlock(recentProjects),
  args: starter,
} satisfies Meta<BlockArgs<typeof recentProjects>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SteelProjects: Story = {};
export const OnAlt: Story = { args: { tone: 'alt' } };
