import { z } from 'zod';
import { button } from '../_shared/schemas';

export const schema = z.strictObject({
  heading: z.string().min(1),
  text: z.string().optional(),
  buttons: z.array(button).min(1).max(3),
  tone: z.enum(['accent', 'dark', 'light']).default('dark'),
});

export type CallToActionProps = z.output<typeof schema>;
