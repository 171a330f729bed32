import type { z } from 'zod';
import { home } from '../media';
import type { schema } from '../../blocks/card-grid/schema';

/**
 * What a new card grid block starts with in the page editor: realistic content
 * to replace. The block's stories start from the same props.
 */
export const starter = {
  id: 'core-services',
  eyebrow: 'What we do',
  heading: 'Our Core Services',
  lead: 'Three specialist teams under one roof, backed by our parent engineering company.',
  rotateMs: 3000,
  cards: [
    {
      title: 'Prefab Units',
      description:
        'Purpose-built prefab units for offices, classrooms, clinics, camps and homes, ready for deployment in 48 hours.',
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
      features: [
        'Built to order in Nairobi',
        'Hardwoods, veneers and powder-coated steel',
        'Delivery and installation included',
      ],
      link: { label: 'View Projects', href: '#furniture-portfolio' },
    },
  ],
} satisfies z.input<typeof schema>;
