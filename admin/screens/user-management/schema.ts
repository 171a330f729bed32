import { z } from 'zod';

export const schema = z.strictObject({
  heading: z.string().min(1).default('User Management'),
  intro: z.string().min(1).default('Create and remove the staff accounts that can sign in to this admin area.'),
});
