import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { prefab } from '../../site-config/media';
import { cardGrid } from './index';
import { starter } from '../../site-config/starters/card-grid';

/** Card grids; the first story is what a new section starts with in the page editor (neutral placeholders). */
const meta = {
  title: 'Blocks/Card grid',
  component: blockComponent(cardGrid),
  render: renderBlock(cardGrid),
  args: starter,
} satisfies Meta<BlockArgs<typeof cardGrid>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Starter: Story = {};

/** Prefab segment cards with a deployment badge and 4 s rotation; a visitor pauses a card's pictures and plays them again. */
export const PrefabSegments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pause = canvas.getByRole('button', { name: 'Pause Commercial images' });
    expect(pause.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(pause);
    const play = canvas.getByRole('button', { name: 'Play Commercial images' });
    expect(play.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(play);
    expect(canvas.getByRole('button', { name: 'Pause Commercial images' }).getAttribute('aria-pressed')).toBe('false');
  },
  args: {
    id: 'segments',
    eyebrow: 'Prefab units',
    heading: 'Solutions for every sector',
    lead: undefined,
    rotateMs: 4000,
    columns: 3,
    tone: 'alt',
    cards: [
      {
        title: 'Commercial',
        description: 'Site offices, boardrooms, shopping kiosks and worker camps.',
        icon: 'building',
        media: prefab('commercial', 'landing').cardImages('commercial'),
        badge: 'Deployment in 2 days',
        link: { label: 'Explore Commercial', href: '/services/containers/commercial' },
      },
      {
        title: 'Public',
        description: 'Classrooms, clinics and libraries for counties, schools and NGOs.',
        icon: 'school',
        media: prefab('public', 'landing').cardImages('public'),
        link: { label: 'Explore Public', href: '/services/containers/public' },
      },
      {
        title: 'Residential',
        description: 'Container homes, garden cottages and gazebos, finished to live in.',
        icon: 'home',
        media: prefab('residential', 'landing').cardImages('residential'),
        link: { label: 'Explore Residential', href: '/services/containers/residential' },
      },
    ],
  },
};

/** Cards without media: icon, text and features only, in two columns. */
export const TextOnlyTwoColumns: Story = {
  args: {
    id: undefined,
    eyebrow: undefined,
    heading: 'How we work with you',
    lead: undefined,
    columns: 2,
    cards: [
      {
        title: 'Site survey',
        description: 'We visit, measure and agree the brief within 48 hours of your call.',
        icon: 'ruler',
      },
      {
        title: 'Design sign-off',
        description: 'Drawings and 3D views you approve before anything is cut.',
        icon: 'cube',
      },
      { title: 'Fabrication', description: 'Built in our Nairobi workshops under one roof.', icon: 'gear' },
      {
        title: 'Installation',
        description: 'Delivered and installed by our own crews, anywhere in Kenya.',
        icon: 'truck',
      },
    ],
  },
};
