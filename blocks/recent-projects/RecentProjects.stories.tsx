import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { service } from '../../site-config/media';
import { recentProjects } from './index';

const images = service('engineering', 'steel-fabrication').images('projects', 3);

/** Project case studies: title, description, specs list, image. */
const meta = {
  title: 'Blocks/Recent projects',
  component: blockComponent(recentProjects),
  render: renderBlock(recentProjects),
  args: {
    id: 'recent-projects',
    eyebrow: 'Case studies',
    heading: 'Recent Projects',
    projects: [
      {
        title: 'Logistics Warehouse, Athi River',
        tag: 'Industrial · 2024',
        description: 'A 40m x 60m portal-frame warehouse with a two-storey mezzanine office block.',
        specs: ['85 tonnes of S355 steel', '2,400m² floor area', 'Erected in 6 weeks'],
        media: images[0],
        alt: 'Steel portal frame warehouse in Athi River',
      },
      {
        title: 'Dairy Processing Line, Thika',
        tag: 'Food processing · 2023',
        description: 'Hygienic conveyor frames, access platforms and handrails for a dairy processor.',
        specs: ['Grade 316 stainless steel', 'TIG welded, pickled and passivated'],
        media: images[1],
        alt: 'Stainless steel conveyor frames in a dairy plant',
      },
      {
        title: 'Mall Atrium Staircase, Westlands',
        description: 'A feature staircase and balustrades installed overnight so the mall could stay open.',
        specs: ['S275 stringers, 4.2m rise', 'Powder coated RAL 7016'],
        media: images[2],
        alt: 'Steel feature staircase in a mall atrium',
      },
    ],
  },
} satisfies Meta<BlockArgs<typeof recentProjects>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SteelProjects: Story = {};
export const OnAlt: Story = { args: { tone: 'alt' } };
