import { z } from 'zod';

export const schema = z.strictObject({
  heading: z.string().min(1).default('Settings: contact details'),
  intro: z
    .string()
    .min(1)
    .default(
      'These details appear in the footer, on the WhatsApp chat button and on the contact page. Changes show on the site at once.',
    ),
});
