import { z } from 'zod';

export const schema = z.strictObject({
  /** Used when the contact details cannot be loaded. */
  fallbackNumber: z.string().regex(/^\+?[0-9]{6,20}$/),
  fallbackCompany: z.string().min(1),
  label: z.string().default('Chat with us on WhatsApp'),
});

export type ChatButtonProps = z.output<typeof schema>;
