import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { stats } from './index';

/** The home About section: text, the four figures and two buttons. */
const meta = {
  title: 'Blocks/Stats',
  component: blockComponent(stats),
  render: renderBlock(stats),
  args: {
    id: 'about',
    eyebrow: 'About us',
    heading: 'Built by engineers, finished by designers',
    paragraphs: [
      'As a subsidiary of an established engineering company, we bring fabrication workshops, CNC laser cutting and powder coating in-house, so every prefab unit, interior and piece of furniture is made to measure and delivered on time.',
      'From a single desk to a complete school campus, our Nairobi team designs, builds and installs, and stays with you after handover.',
    ],
    stats: [
      { value: '500+', label: 'Projects Completed' },
      { value: '15+', label: 'Years Experience' },
      { value: '100+', label: 'Happy Clients' },
      { value: '24/7', label: 'Support Service' },
    ],
    buttons: [
      { label: 'Get Started', href: '/contact', variant: 'primary' },
      { label: 'View Our Work', href: '/gallery', variant: 'outline' },
    ],
  },
} satisfies Meta<BlockArgs<typeof stats>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeAbout: Story = {};

/** Figures only, on the dark tone (engineering pages). */
export const FiguresOnDark: Story = {
  args: {
    id: undefined,
    eyebrow: 'Our workshop',
    heading: 'Engineering capacity',
    paragraphs: [],
    buttons: [],
    tone: 'dark',
    stats: [
      { value: '12kW', label: 'Fibre laser' },
      { value: '±0.05mm', label: 'Cutting tolerance' },
      { value: '200+', label: 'RAL colours' },
    ],
  },
};
