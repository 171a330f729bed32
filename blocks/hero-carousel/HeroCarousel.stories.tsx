import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { furniture, home, service } from '../../site-config/media';
import { heroCarousel } from './index';
import { placeholderResolver, type ResolvedMedia } from '../../engine/context';
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

/** Slides whose files are uploaded (stories default to a fresh install, where a hero shows its first slide only). */
const uploaded = (slides: { media: string }[]): Record<string, ResolvedMedia> =>
  Object.fromEntries(
    slides.map(({ media }) => [
      media,
      { ...placeholderResolver(media), exists: true, src: `/uploads/${media}`, width: 1920, height: 1080 },
    ]),
  );

/** The slide whose dot says it is current ("Show slide 2 of 3"), as a screen reader hears it. */
const currentSlide = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-current="true"]')?.getAttribute('aria-label');

/** Six videos, 10 s each, with the progress bar and clickable dots: a dot jumps to its slide, pause stops the cycle. */
export const HomeVideos: Story = {
  parameters: { media: uploaded(starter.slides) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(currentSlide(canvasElement)).toBe('Show slide 1 of 6');
    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 4 of 6' }));
    expect(currentSlide(canvasElement)).toBe('Show slide 4 of 6');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
  },
};

const steelSlides = service('engineering', 'steel-fabrication')
  .images('hero', 3)
  .map((media, i) => ({
    media,
    alt: ['Welding a portal frame', 'Structural steel staircase', 'Fabricated roof trusses'][i]!,
  }));

/** An image hero with arrows, as on the engineering pages (5 s on steel fabrication). */
export const ImagesWithArrows: Story = {
  parameters: { media: uploaded(steelSlides) },
  args: {
    slides: steelSlides,
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide(canvasElement)).toBe('Show slide 2 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    // Round from the first to the last.
    expect(currentSlide(canvasElement)).toBe('Show slide 3 of 3');
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
