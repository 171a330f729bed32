import type { z } from 'zod';
import type { schema } from '../../blocks/breadcrumb/schema';

/**
 * What a new breadcrumb block starts with in the page editor: realistic content
 * to replace. The block's stories start from the same props.
 */
export const starter = {
  items: [
    { label: 'Home', href: '/' },
    { label: 'Engineering Services', href: '/engineering-services' },
  ],
  current: 'Metal Powder Coating',
} satisfies z.input<typeof schema>;
