import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { gallery } from './index';
import { starter } from '../../site-config/starters/gallery';

/** The button whose text starts with `label`, as a visitor finds it. */
const buttonStarting = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^${label.replace(/[/()]/g, '\\$&')}`) });

/** The photos the grid shows now, by their "View larger" buttons. */
const shownPhotos = (canvasElement: HTMLElement) =>
  within(canvasElement).queryAllByRole('button', { name: /^View larger: / }).length;

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
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    expect(shownPhotos(canvasElement)).toBe(20);
    await userEvent.click(buttonStarting(canvasElement, 'Showing 20/100'));
    expect(shownPhotos(canvasElement)).toBe(100);
    expect(buttonStarting(canvasElement, 'Showing 100/100')).toBeTruthy();
  },
};

/** A photo opened larger: the lightbox steps through the 20 photos shown, round from the first to the last, and closes. */
export const Lightbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('button', { name: /^View larger: / });
    await userEvent.click(first!);
    const count = canvasElement.querySelector('.gallery-lightbox__count')!;
    expect(count.textContent).toBe('(1 of 20)');
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    expect(count.textContent).toBe('(2 of 20)');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous photo' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous photo' }));
    expect(count.textContent).toBe('(20 of 20)');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    expect(canvasElement.querySelector('.gallery-lightbox__count')).toBeNull();
  },
};

/** ?category=Executive Furniture lands here (the default category can be set too). */
export const ExecutiveFurniture: Story = { args: { defaultCategory: 'executive-furniture' } };

/** The active tab clicked again: its images are hidden, with the seed's message. */
export const ImagesHidden: Story = {
  play: async ({ canvasElement }) => {
    const tab = buttonStarting(canvasElement, 'Product Images');
    expect(tab.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(tab);
    expect(tab.getAttribute('aria-pressed')).toBe('false');
    expect(shownPhotos(canvasElement)).toBe(0);
  },
};

/** The PDF catalogs tab (no file uploaded yet: each card offers to send a copy). */
export const Catalogs: Story = { args: { defaultSection: 'pdf-catalogs' } };

/** The PDF catalogs tab hidden. */
export const CatalogsHidden: Story = {
  args: { defaultSection: 'pdf-catalogs' },
  play: async ({ canvasElement }) => {
    const tab = buttonStarting(canvasElement, 'PDF Catalogs');
    await userEvent.click(tab);
    expect(tab.getAttribute('aria-pressed')).toBe('false');
  },
};

/** A category with no images and no description: the empty text and the generic fallback description. */
export const EmptyCategory: Story = {
  args: {
    categories: [{ id: 'metal-works', label: 'Metal Works', items: [] }],
    defaultCategory: 'metal-works',
    catalogs: [],
  },
};
