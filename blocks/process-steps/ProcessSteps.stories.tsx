import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { processSteps } from './index';
import { starter } from '../../site-config/starters/process-steps';

/** Numbered process steps (seed 001: interior design and laser cutting 4 steps, steel fabrication 6). */
const meta = {
  title: 'Blocks/Process steps',
  component: blockComponent(processSteps),
  render: renderBlock(processSteps),
  args: starter,
} satisfies Meta<BlockArgs<typeof processSteps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourSteps: Story = {};

export const SixSteps: Story = {
  args: {
    heading: 'Our Fabrication Process',
    tone: 'alt',
    steps: [
      {
        title: 'Consultation & Site Survey',
        description: 'We visit the site, take measurements and agree loads and finishes.',
      },
      { title: 'Design & Shop Drawings', description: 'Shop drawings for your approval before any steel is cut.' },
      {
        title: 'Material Procurement',
        description: 'Certified steel checked against its mill certificate on delivery.',
      },
      { title: 'Cutting & Fabrication', description: 'Cut, drilled and welded in our workshop, then test-fitted.' },
      { title: 'Inspection & Finishing', description: 'Welds inspected, then blasted and painted or powder coated.' },
      {
        title: 'Delivery & Installation',
        description: 'Erected and aligned on site by our crews, with as-built records.',
      },
    ],
  },
};

export const OnDark: Story = { args: { tone: 'dark' } };
