import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { gallery } from './index';
import { starter } from '../../site-config/starters/gallery';

/** After mount, clicks the buttons whose text starts with each label, in order (the state a visitor would reach). */
function withClicks(...labels: string[]): Decorator {
  return function Clicks(Story) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      for (const label of labels) {
        [...(ref.current?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.startsWith(label))?.click();
      }
    }, []);
    return (
      <div ref={ref}>
        <Story />
      </div>
    );
  };
}

/** The project gallery: 100 images per category, 20 at first, and one PDF catalog per category. */
const meta = {
  title: 'Blocks/Gallery',
  component: blockComponent(gallery),
  render: renderBlock(gallery),
  args: starter,
} satisfies Meta<BlockArgs<typeof gallery>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prefab Units, collapsed: 'Showing 20/100 - Click for More'. */
export const Default: Story = {};

/** All 100 images: 'Showing 100/100 - Click for Less'. */
export const Expanded: Story = { decorators: [withClicks('Showing 20/100')] };

/** ?category=Executive Furniture lands here (the default category can be set too). */
export const ExecutiveFurniture: Story = { args: { defaultCategory: 'executive-furniture' } };

/** The active tab clicked again: its images are hidden, with the seed's message. */
export const ImagesHidden: Story = { decorators: [withClicks('Product Images')] };

/** The PDF catalogs tab (no file uploaded yet: each card offers to send a copy). */
export const Catalogs: Story = { args: { defaultSection: 'pdf-catalogs' } };

/** The PDF catalogs tab hidden. */
export const CatalogsHidden: Story = {
  args: { defaultSection: 'pdf-catalogs' },
  decorators: [withClicks('PDF Catalogs')],
};

/** A category with no images and no description: the empty text and the generic fallback description. */
export const EmptyCategory: Story = {
  args: {
    categories: [{ id: 'metal-works', label: 'Metal Works', items: [] }],
    defaultCategory: 'metal-works',
    catalogs: [],
  },
};
