import { z } from 'zod';
import { iconName } from '../../_shared/schemas';

const card = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  action: z.string().min(1),
  href: z.string().regex(/^\/admin(\/[a-z0-9-]+)*$/, 'must be an admin path like /admin/settings'),
  icon: iconName,
});

export const schema = z.strictObject({
  intro: z.string().min(1).default('Manage the website: media, contact details and the messages visitors send.'),
  /** Media Management, Settings, Contact Inquiries. */
  cards: z.array(card).min(1).max(6),
});
