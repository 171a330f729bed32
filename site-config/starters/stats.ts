import type { z } from 'zod';
import type { schema } from '../../blocks/stats/schema';

/**
 * What a new stats block starts with in the page editor: realistic content
 * to replace. The block's stories start from the same props.
 */
export const starter = {
  id: 'about',
  eyebrow: 'About us',
  heading: 'Built by engineers, finished by designers',
  paragraphs: [
    'As a subsidiary of an established engineering company, we bring fabrication workshops, CNC laser cutting and powder coating in-house, so every prefab unit, interior and piece of furniture is made to measure and delivered on time.',
    'From a single desk to a complete school campus, our Nairobi team designs, builds and installs, and stays with you after handover.',
  ],
  items: [
    { value: '500+', label: 'Projects Completed' },
    { value: '15+', label: 'Years Experience' },
    { value: '100+', label: 'Happy Clients' },
    { value: '24/7', label: 'Support Service' },
  ],
  buttons: [
    { label: 'Get Started', href: '/contact', variant: 'primary' },
    { label: 'View Our Work', href: '/gallery', variant: 'outline' },
  ],
} satisfies z.input<typeof schema>;
