import type { z } from 'zod';
import type { schema } from '../../blocks/feature-list/schema';

/**
 * What a new feature list block starts with in the page editor: realistic content
 * to replace. The block's stories start from the same props.
 */
export const starter = {
  eyebrow: 'Why choose us',
  heading: 'Why Choose Our Prefab Units',
  lead: 'Engineered in Nairobi by the team that also cuts, welds and coats the steel.',
  layout: 'tiles',
  columns: 3,
  items: [
    {
      title: 'Deployment in 48 hours',
      text: 'Units leave our yard finished, wired and ready to connect.',
      icon: 'truck',
    },
    {
      title: 'Built to last',
      text: 'Galvanised steel frames, insulated walls and powder-coated finishes.',
      icon: 'shield',
    },
    { title: 'Made to measure', text: 'Layouts, doors, windows and finishes drawn to your brief.', icon: 'ruler' },
    { title: 'Relocatable', text: 'Lift, move and re-install as your site or school grows.', icon: 'container' },
    { title: 'Energy ready', text: 'Solar-ready wiring and LED lighting as standard.', icon: 'leaf' },
    { title: 'Aftercare', text: 'A Nairobi service team on call after handover.', icon: 'team' },
  ],
  buttons: [{ label: 'Get a Prefab Quote', href: '/contact', variant: 'primary' }],
} satisfies z.input<typeof schema>;
