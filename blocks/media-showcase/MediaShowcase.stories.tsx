import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { service } from '../../site-config/media';
import { mediaShowcase } from './index';
import { starter } from '../../site-config/starters/media-showcase';

/** Work gallery with a lead image and a stat tile. Empty slots show the placeholder. */
const meta = {
  title: 'Blocks/Media showcase',
  component: blockComponent(mediaShowcase),
  render: renderBlock(mediaShowcase),
  args: starter,
} satisfies Meta<BlockArgs<typeof mediaShowcase>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LaserWith12kWTile: Story = {};

export const PowderCoatingWithYearsTile: Story = {
  args: {
    heading: 'Finishes Built to Last',
    lead: undefined,
    images: service('engineering', 'powder-coating')
      .images('gallery', 5)
      .map((media, i) => ({ media, alt: `Powder coated part ${i + 1}` })),
    stat: { value: '5+ years', label: 'Of powder coating experience' },
  },
};

export const WithoutStat: Story = { args: { stat: undefined, tone: 'alt' } };
