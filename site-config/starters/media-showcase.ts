import type { z } from 'zod';
import { service } from '../media';
import type { schema } from '../../blocks/media-showcase/schema';

const laser = service('engineering', 'cnc-laser-cutting').images('showcase', 5);
const captions = [
  'Decorative facade screens',
  'Structural brackets',
  'Nested production run',
  'Signage lettering',
  'Enclosure blanks',
];

/**
 * What a new media showcase block starts with in the page editor: realistic content
 * to replace. The block's stories start from the same props.
 */
export const starter = {
  id: 'our-work',
  eyebrow: 'Our work',
  heading: 'Precision Cutting in Action',
  lead: 'Clean, burr-free edges straight off the machine.',
  images: laser.map((media, i) => ({ media, alt: `${captions[i]} cut on our fibre laser`, caption: captions[i] })),
  stat: { value: '12kW', label: 'Fibre laser cutting power' },
} satisfies z.input<typeof schema>;
