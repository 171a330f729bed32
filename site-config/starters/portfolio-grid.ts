import type { z } from 'zod';
import { home } from '../media';
import type { schema } from '../../blocks/portfolio-grid/schema';

const captions = {
  'prefab-units': [
    'Site office with meeting room',
    'Two-classroom school block',
    'Rural health clinic',
    'Worker camp accommodation',
    'Pop-up retail village',
    'Two-bedroom container home',
  ],
  'interior-design': [
    'Executive office suite, Westlands',
    'Family living room, Karen',
    'Boutique hotel lobby',
    'Restaurant dining hall',
    'Open-plan kitchen',
    'Co-working floor, Upper Hill',
  ],
  'executive-furniture': [
    'Boardroom table for 16',
    'Walnut executive desk',
    'Hotel bar counter and stools',
    'Lounge sofa set',
    'Outdoor terrace set',
    'Upholstered king bed',
  ],
} as const;
export const items = (service: keyof typeof captions) =>
  home
    .portfolioImages(service)
    .map((media, i) => ({ media, alt: `${captions[service][i]} project photo`, caption: captions[service][i] }));

/**
 * What a new portfolio grid block starts with in the page editor: realistic content
 * to replace. The block's stories start from the same props.
 */
export const starter = {
  id: 'portfolio',
  eyebrow: 'Recent work',
  heading: 'Our Portfolio',
  lead: 'A selection of prefab, interior and furniture projects delivered across Kenya.',
  tone: 'alt',
  groups: [
    { id: 'container-portfolio', title: 'Prefab Units', items: items('prefab-units') },
    { id: 'interior-portfolio', title: 'Interior Design', items: items('interior-design') },
    { id: 'furniture-portfolio', title: 'Executive Furniture', items: items('executive-furniture') },
  ],
} satisfies z.input<typeof schema>;
