import { z } from 'zod';

export const schema = z.strictObject({
  heading: z.string().min(1).default('E-mail notifications'),
  intro: z
    .string()
    .min(1)
    .default(
      'When a visitor sends the contact form, these addresses get an e-mail with the whole message and a link to it here. Reply from the e-mail to answer the visitor.',
    ),
});
