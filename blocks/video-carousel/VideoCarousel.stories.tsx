import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { videoCarousel } from './index';
import { starter, videos } from '../../site-config/starters/video-carousel';

/** Project video cards: 10 s per video, 100 ms progress tick, 500 ms 'Next Video...' overlay. */
const meta = {
  title: 'Blocks/Video carousel',
  component: blockComponent(videoCarousel),
  render: renderBlock(videoCarousel),
  args: starter,
} satisfies Meta<BlockArgs<typeof videoCarousel>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gallery's three cards (a fresh install: every slot shows the placeholder); a dot picks a card's video. */
export const ProjectVideos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, second] = canvas.getAllByRole('button', { name: /^Show .+ video 2 of \d+$/ });
    await userEvent.click(second!);
    expect(second!.getAttribute('aria-current')).toBe('true');
    expect(second!.closest('.video-carousel__controls')?.textContent).toContain('2 / ');
  },
};

/** One card without a section heading: its title becomes the h2. */
export const SingleCard: Story = {
  args: {
    id: undefined,
    heading: undefined,
    lead: undefined,
    cards: [
      {
        category: 'prefab-units',
        title: 'Prefab Units in Action',
        subtitle: 'From the workshop floor to the site',
        gradient: 'navy',
        videos: videos('prefab-units'),
      },
    ],
  },
};

/** An empty list shows 'No videos available'. */
export const Empty: Story = {
  args: {
    cards: [
      {
        category: 'interior-design',
        title: 'Interior Design',
        subtitle: 'Videos are being edited',
        gradient: 'plum',
        videos: [],
      },
    ],
  },
};

/** A faster cycle (3 s) to watch the 'Next Video...' overlay and the wrap-around. */
export const FastCycle: Story = {
  args: { intervalMs: 3000 },
};
