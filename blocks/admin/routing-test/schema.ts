import { z } from 'zod';

export const schema = z.strictObject({
  heading: z.string().min(1).default('Admin routing test'),
  message: z.string().min(1),
  routes: z
    .array(z.strictObject({ path: z.string().regex(/^\/admin(\/[a-z0-9-]+)*$/), purpose: z.string().min(1) }))
    .min(1),
});
