import { z } from 'zod';

/** The routes listed are the admin app's own (see RoutingTest), so the page file names none. */
export const schema = z.strictObject({
  heading: z.string().min(1).default('Admin routing test'),
  message: z.string().min(1),
});
