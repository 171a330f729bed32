import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { portfolioGrid } from './index';
import { starter, items } from '../../site-config/starters/portfolio-grid';

/** Home 'Our Portfolio': three groups of six, a description on hover and focus. */
const meta = {
  title: 'Blocks/Portfolio grid',
  component: blockComponent(portfolioGrid),
  render: renderBlock(portfolioGrid),
  args: starter,
} satisfies Meta<BlockArgs<typeof portfolioGrid>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomePortfolio: Story = {};

/** An empty group shows 'No images available'. */
export const EmptyGroup: Story = {
  args: {
    groups: [
      { id: 'container-portfolio', title: 'Prefab Units', items: items('prefab-units') },
      { id: 'interior-portfolio', title: 'Interior Design', items: [] },
    ],
  },
};

/** One untitled group in four columns with buttons, as on a service page. */
export const FourColumnsWithButtons: Story = {
  args: {
    id: undefined,
    eyebrow: undefined,
    lead: undefined,
    heading: 'Recent Interior Projects',
    tone: 'light',
    columns: 4,
    groups: [{ items: [...items('interior-design'), ...items('executive-furniture').slice(0, 2)] }],
    buttons: [
      { label: 'View Full Gallery', href: '/gallery?category=Interior%20Designs', variant: 'primary' },
      { label: 'Book a Consultation', href: '/contact', variant: 'outline' },
    ],
  },
};
