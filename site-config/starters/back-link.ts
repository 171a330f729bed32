import type { z } from 'zod';
import type { schema } from '../../blocks/back-link/schema';

/**
 * What a new back link block starts with in the page editor: realistic content
 * to replace. The block's stories start from the same props.
 */
export const starter = { label: 'Back to Engineering Services', href: '/engineering-services' } satisfies z.input<
  typeof schema
>;
