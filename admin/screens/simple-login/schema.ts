import { z } from 'zod';

const panelLink = z.strictObject({
  label: z.string().min(1),
  href: z.string().regex(/^\/admin(\/[a-z0-9-]+)*$/, 'must be an admin path like /admin/user-management'),
  description: z.string().min(1),
});

export const schema = z.strictObject({
  heading: z.string().min(1).default('Admin Access'),
  intro: z.string().min(1).default('Staff sign-in for the website admin area.'),
  /** Shown on the panel after signing in (user management and the upload manager). */
  links: z.array(panelLink).min(1),
});
