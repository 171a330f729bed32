import type { z } from 'zod';
import type { schema } from '../../blocks/card-grid/schema';

/**
 * What a new card grid block starts with in the page editor. A new section
 * can land on any page and goes live as it is if staff publish without
 * editing it, so the cards are neutral placeholders that say what to write,
 * not another service's bullets; their one link goes to the contact page,
 * which every page may point at, and there is no anchor id (two grids on a
 * page would share it). The block's stories start from the same props.
 */
export const starter = {
  eyebrow: 'What we do',
  heading: 'Section heading',
  lead: 'One sentence that introduces the cards below.',
  rotateMs: 3000,
  cards: [
    {
      title: 'First card',
      description: 'A sentence or two on what this card offers and who it is for.',
      icon: 'star',
      features: ['A first point worth knowing', 'A second point', 'A third point'],
      link: { label: 'Ask for a quote', href: '/contact' },
    },
    {
      title: 'Second card',
      description: 'A sentence or two on what this card offers and who it is for.',
      icon: 'check',
      features: ['A first point worth knowing', 'A second point', 'A third point'],
      link: { label: 'Ask for a quote', href: '/contact' },
    },
    {
      title: 'Third card',
      description: 'A sentence or two on what this card offers and who it is for.',
      icon: 'gear',
      features: ['A first point worth knowing', 'A second point', 'A third point'],
      link: { label: 'Ask for a quote', href: '/contact' },
    },
  ],
} satisfies z.input<typeof schema>;
