import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockComponent, renderBlock, type BlockArgs } from '../../.storybook/block-story';
import { home, prefab } from '../../site-config/media';
import { cardGrid } from './index';

/** Service cards with rotating images (home 'Our Core Services'). */
const meta = {
  title: 'Blocks/Card grid',
  component: blockComponent(cardGrid),
  render: renderBlock(cardGrid),
  args: {
    id: 'core-services',
    eyebrow: 'What we do',
    heading: 'Our Core Services',
    lead: 'Three specialist teams under one roof, backed by our parent engineering company.',
    rotateMs: 3000,
    cards: [
      {
        title: 'Prefab Units',
        description: 'Purpose-built prefab units for offices, classrooms, clinics, camps and homes, ready for deployment in 48 hours.',
        icon: 'container',
        media: home.coreServiceImages('prefab-units'),
        features: ['Deployment in 48 hours', 'Insulated, wired and finished', 'Relocatable and expandable'],
        link: { label: 'View Projects', href: '#container-portfolio' },
      },
      {
        title: 'Interior Designs',
        description: 'Residential, commercial and hospitality interiors, from 3D concept to the last fitting.',
        icon: 'interior',
        media: home.coreServiceImages('interior-design'),
        features: ['3D visualisation before we build', 'Custom joinery and finishes', 'One team from design to handover'],
        link: { label: 'View Projects', href: '#interior-portfolio' },
      },
      {
        title: 'Executive Furniture',
        description: 'Desks, conference tables, lounge, bar and bedroom collections built to order in our own workshops.',
        icon: 'sofa',
        media: home.coreServiceImages('executive-furniture'),
        features: ['Built to order in Nairobi', 'Hardwoods, veneers and powder-coated steel', 'Delivery and installation included'],
        link: { label: 'View Projects', href: '#furniture-portfolio' },
      },
    ],
  },
} satisfies Meta<BlockArgs<typeof cardGrid>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CoreServices: Story = {};

/** Prefab segment cards with a deployment badge and 4 s rotation. */
export const PrefabSegments: Story = {
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
      { title: 'Site survey', description: 'We visit, measure and agree the brief within 48 hours of your call.', icon: 'ruler' },
      { title: 'Design sign-off', description: 'Drawings and 3D views you approve before anything is cut.', icon: 'cube' },
      { title: 'Fabrication', description: 'Built in our Nairobi workshops under one roof.', icon: 'gear' },
      { title: 'Installation', description: 'Delivered and installed by our own crews, anywhere in Kenya.', icon: 'truck' },
    ],
  },
};
