import type { z } from 'zod';
import { home } from '../media';
import type { schema } from '../../blocks/hero-carousel/schema';

/**
 * What a new hero carousel block starts with in the page editor: realistic content
 * to replace. The block's stories start from the same props.
 */
export const starter = {
  slides: [
    {
      media: home.heroVideo('executive-furniture', 1),
      alt: 'Executive boardroom furniture crafted in our Nairobi workshop',
    },
    { media: home.heroVideo('prefab-units', 1), alt: 'A prefab container office being installed on site' },
    { media: home.heroVideo('interior-design', 1), alt: 'A finished open-plan interior with custom joinery' },
    { media: home.heroVideo('executive-furniture', 2), alt: 'Hand-finished executive desk in walnut veneer' },
    { media: home.heroVideo('prefab-units', 2), alt: 'Prefab classroom units delivered to a school' },
    { media: home.heroVideo('interior-design', 2), alt: 'Hotel lobby interior designed and built by our team' },
  ],
  title: 'Innovative Construction & Interior Solutions',
  subtitle:
    'Prefab container units deployed in 48 hours, interiors designed and built end to end, and executive furniture made in our Nairobi workshops.',
  buttons: [
    // A site path, not '#core-services': a new hero lands on pages that have no such section.
    { label: 'View Our Work', href: '/gallery', variant: 'primary' },
    { label: 'Get Free Quote', href: '/contact', variant: 'ghost-light' },
  ],
  badges: ['Premium Quality', '500+ Projects', 'Industry Leaders'],
  intervalMs: 10000,
  progressBar: true,
  height: 'full',
} satisfies z.input<typeof schema>;
