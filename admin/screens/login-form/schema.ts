import { z } from 'zod';

export const schema = z.strictObject({
  heading: z.string().min(1).default('Admin Login'),
  intro: z.string().min(1).default('Sign in to manage users, media, contact details and inquiries.'),
  submitLabel: z.string().min(1).default('Sign In'),
});
