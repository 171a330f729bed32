import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { home } from '../../site-config/media';
import { portfolioGrid } from './index';

const captions = {
  'prefab-units': ['Site office with meeting room', 'Two-classroom school block', 'Rural health clinic', 'Worker camp accommodation', 'Pop-up retail village', 'Two-bedroom container home'],
  'interior-design': ['Executive office suite, Westlands', 'Family living room, Karen', 'Boutique hotel lobby', 'Restaurant dining hall', 'Open-plan kitchen', 'Co-working floor, Upper Hill'],
  'executive-furniture': ['Boardroom table for 16', 'Walnut executive desk', 'Hotel bar counter and stools', 'Lounge sofa set', 'Outdoor terrace set', 'Upholstered king bed'],
} as const;
const items = (service: keyof typeof captions) =>
  home.portfolioImages(service).map((media, i) => ({ media, alt: `${captions[service][i]} project photo`, caption: captions[service][i] }));

/** Home 'Our Portfolio': three groups of six, a description on hover and focus. */
const meta = {
  title: 'Blocks/Portfolio grid',
  component: blockComponent(portfolioGrid),
  render: renderBlock(portfolioGrid),
  args: {
    id: 'portfolio',
    eyebrow: 'Recent work',
    heading: 'Our Portfolio',
    lead: 'A selection of prefab, interior and furniture projects delivered across Kenya.',
    tone: 'alt',
    groups: [
      { id: 'container-portfolio', title: 'Prefab Units', items: items('prefab-units') },
      { id: 'interior-portfolio', title: 'Interior Design', items: items('interior-design') },
      { id: 'furniture-portfolio', title: 'Executive Furniture', items: items('executive-furniture') },
    ],
  },
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
