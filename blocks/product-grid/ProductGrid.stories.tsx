import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import type { ResolvedMedia } from '../../engine/context';
import { barNames, homeProductNames } from '../../site-config/furniture-names';
import { numbered, productTiles } from '../../site-config/furniture-products';
import { productGrid } from './index';
import { starter } from '../../site-config/starters/product-grid';

/** Furniture product tiles: 20 of 100 until the toggle; one story per label style. */
const meta = {
  title: 'Blocks/Product grid',
  component: blockComponent(productGrid),
  render: renderBlock(productGrid),
  args: starter,
} satisfies Meta<BlockArgs<typeof productGrid>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Show All Products (100/100)': a visitor opens all 100 tiles, then closes them to 20 again. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tiles = () => canvasElement.querySelectorAll('.product-grid__list > li').length;
    expect(tiles()).toBe(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Show All Products (100/100)' }));
    expect(tiles()).toBe(100);
    const less = canvas.getByRole('button', { name: 'Show Less (20/100)' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(less);
    expect(tiles()).toBe(20);
  },
};

/** After the toggle: all 100 tiles and 'Show Less (20/100)'. */
export const Expanded: Story = { args: { startExpanded: true } };

/** 'Showing 20/100 - Click for More' / 'Showing 100/100 - Click for Less' (bars, legs, outdoor, beds, chairs). */
export const ShowingLabels: Story = {
  args: { labels: 'showing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Showing 20/100 - Click for More' }));
    expect(canvas.getByRole('button', { name: 'Showing 100/100 - Click for Less' })).toBeTruthy();
    expect(canvasElement.querySelectorAll('.product-grid__list > li')).toHaveLength(100);
  },
};

export const ShowingLabelsExpanded: Story = { args: { labels: 'showing', startExpanded: true } };

/** Office and kitchen: 'Show All Products' / 'Show Less'. */
export const PlainLabels: Story = {
  args: {
    heading: 'Office Products',
    items: productTiles('office', numbered('Office Product')),
    labels: 'plain',
    onImageError: 'hide',
  },
};

export const PlainLabelsExpanded: Story = {
  args: {
    heading: 'Office Products',
    items: productTiles('office', numbered('Office Product')),
    labels: 'plain',
    onImageError: 'hide',
    startExpanded: true,
  },
};

/** Lounge: the subtitle follows the toggle, '(20/100 products shown)'. */
export const LoungeWithCount: Story = {
  args: { heading: 'Lounge Products', items: productTiles('lounge', numbered('Lounge Product')), countSubtitle: true },
};

/** Home: 20 named products, no toggle, 'View Details' on hover and focus. */
export const HomeProducts: Story = {
  args: {
    heading: 'Home Products',
    items: productTiles('home', homeProductNames, 20).map((t) => ({ ...t, href: '/services/furniture/home/lounge' })),
    hoverLabel: 'View Details',
    onImageError: 'hide',
  },
};

const bar = productTiles('bars', barNames);
const record = (slot: string, extra: Partial<ResolvedMedia>): ResolvedMedia => ({
  slot,
  kind: 'image',
  exists: false,
  src: '/uploads/placeholder.jpg',
  width: 1200,
  height: 750,
  ...extra,
});

/** Admin media records: tile 2 hidden (counts become 99), tile 3 renamed. */
export const HiddenAndRenamed: Story = {
  parameters: {
    media: {
      [bar[1].media]: record(bar[1].media, { hidden: true }),
      [bar[2].media]: record(bar[2].media, { title: 'Lavington Teak High Table' }),
    },
  },
};
