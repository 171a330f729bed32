import type { z } from 'zod';
import { service } from '../media';
import type { schema } from '../../blocks/recent-projects/schema';

const images = service('engineering', 'steel-fabrication').images('projects', 3);

/**
 * What a new recent projects block starts with in the page editor: realistic content
 * to replace. The block's stories start from the same props.
 */
export const starter = {
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
} satisfies z.input<typeof schema>;
