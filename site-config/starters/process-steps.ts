import type { z } from 'zod';
import type { schema } from '../../blocks/process-steps/schema';

/**
 * What a new process steps block starts with in the page editor: realistic content
 * to replace. The block's stories start from the same props.
 */
export const starter = {
  id: 'process',
  eyebrow: 'How we work',
  heading: 'Our Design Process',
  steps: [
    {
      title: 'Consultation',
      description: 'We meet at your space or our studio to understand your brief, budget and timeline.',
    },
    {
      title: 'Design & Planning',
      description: 'Layouts, 3D visualizations and a detailed quotation with material samples for your approval.',
    },
    { title: 'Construction', description: 'Our own carpenters, electricians and finishing crews build your interior.' },
    {
      title: 'Completion',
      description: 'A joint snagging walk-through, then handover with a 12-month workmanship warranty.',
    },
  ],
} satisfies z.input<typeof schema>;
