import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { featureList } from './index';

/** 'Why Choose ...' sections, as icon tiles or as a checklist. */
const meta = {
  title: 'Blocks/Feature list',
  component: blockComponent(featureList),
  render: renderBlock(featureList),
  args: {
    eyebrow: 'Why choose us',
    heading: 'Why Choose Our Prefab Units',
    lead: 'Engineered in Nairobi by the team that also cuts, welds and coats the steel.',
    layout: 'tiles',
    columns: 3,
    items: [
      { title: 'Deployment in 48 hours', text: 'Units leave our yard finished, wired and ready to connect.', icon: 'truck' },
      { title: 'Built to last', text: 'Galvanised steel frames, insulated walls and powder-coated finishes.', icon: 'shield' },
      { title: 'Made to measure', text: 'Layouts, doors, windows and finishes drawn to your brief.', icon: 'ruler' },
      { title: 'Relocatable', text: 'Lift, move and re-install as your site or school grows.', icon: 'container' },
      { title: 'Energy ready', text: 'Solar-ready wiring and LED lighting as standard.', icon: 'leaf' },
      { title: 'Aftercare', text: 'A Nairobi service team on call after handover.', icon: 'team' },
    ],
    buttons: [{ label: 'Get a Prefab Quote', href: '/contact', variant: 'primary' }],
  },
} satisfies Meta<BlockArgs<typeof featureList>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tiles: Story = {};

/** A two-column checklist without icons or buttons. */
export const Bullets: Story = {
  args: {
    eyebrow: undefined,
    lead: undefined,
    heading: 'Included with every interior project',
    layout: 'bullets',
    columns: 2,
    tone: 'alt',
    buttons: [],
    items: [
      { title: 'Site measurement and survey' },
      { title: '3D visualisation of every room' },
      { title: 'Custom joinery from our workshop' },
      { title: 'Lighting and electrical design' },
      { title: 'Project management to handover' },
      { title: 'Twelve-month workmanship warranty' },
    ],
  },
};

/** Dark tone, four columns. */
export const DarkFourColumns: Story = {
  args: { tone: 'dark', columns: 4, buttons: [] },
};
