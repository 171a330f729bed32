import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { furniture, home, service } from '../../site-config/media';
import { heroCarousel } from './index';
import { starter } from '../../site-config/starters/hero-carousel';

/** The home hero and the service-page variants. */
const meta = {
  title: 'Blocks/Hero carousel',
  component: blockComponent(heroCarousel),
  render: renderBlock(heroCarousel),
  args: starter,
} satisfies Meta<BlockArgs<typeof heroCarousel>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six videos, 10 s each, with the progress bar and clickable dots. */
export const HomeVideos: Story = {};

/** An image hero with arrows, as on the engineering pages (5 s on steel fabrication). */
export const ImagesWithArrows: Story = {
  args: {
    slides: service('engineering', 'steel-fabrication')
      .images('hero', 3)
      .map((media, i) => ({
        media,
        alt: ['Welding a portal frame', 'Structural steel staircase', 'Fabricated roof trusses'][i],
      })),
    title: 'Steel Fabrication',
    subtitle:
      'Structural and architectural steelwork fabricated in our Industrial Area workshop and installed across Kenya.',
    buttons: [{ label: 'Request a Quote', href: '/contact', variant: 'primary' }],
    badges: [],
    eyebrow: 'Engineering services',
    intervalMs: 5000,
    progressBar: false,
    arrows: true,
    height: 'tall',
  },
};

/** Mixed videos and images with per-kind timing and position-only dots (legs hub: video 20 s, image 2 s). */
export const MixedTimingStaticDots: Story = {
  args: {
    slides: [
      ...furniture('legs')
        .heroVideos(2)
        .map((media, i) => ({ media, alt: `Furniture legs being machined, clip ${i + 1}` })),
      ...furniture('legs')
        .heroImages(3)
        .map((media, i) => ({ media, alt: `Powder-coated steel furniture legs, photo ${i + 1}` })),
    ],
    title: 'Furniture Legs',
    subtitle: 'Chair, table and bed legs, posts and balustrades cut, welded and powder coated to order.',
    buttons: [{ label: 'Get Legs Quote', href: '/contact', variant: 'primary' }],
    badges: [],
    videoIntervalMs: 20000,
    imageIntervalMs: 2000,
    dots: 'static',
    progressBar: true,
    height: 'tall',
  },
};

/** A single slide: no dots, arrows or pause control. */
export const SingleSlide: Story = {
  args: {
    slides: [{ media: home.coreServiceImages('interior-design')[0], alt: 'Open-plan office interior in Westlands' }],
    title: 'Interior Design & Build',
    badges: [],
    progressBar: false,
    height: 'tall',
  },
};

/** An empty hero list shows a spinner and 'No hero content available'. */
export const Empty: Story = {
  args: { slides: [], progressBar: false, badges: [] },
};
