import { z } from 'zod';

const optionalUrl = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be a full http(s):// address' }).max(255)])
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const phone = z
  .string()
  .trim()
  .max(20, 'must be at most 20 characters')
  .regex(/^\+?[0-9 ()-]{6,20}$/, 'must be a phone number like +254 700 000 000');

/**
 * The stored contact record, as edited in admin Settings.
 * Shared by the API (validation) and the blocks (types).
 */
export const contactDetailsInput = z.strictObject({
  companyName: z.string().trim().min(1, 'is required').max(255),
  companyTagline: optionalText(255),
  email: z.email({ error: 'must be a valid e-mail address' }).max(255),
  phone,
  whatsapp: phone,
  addressLine1: z.string().trim().min(1, 'is required').max(255),
  addressLine2: optionalText(255),
  city: optionalText(100),
  state: optionalText(100),
  postalCode: optionalText(20),
  country: optionalText(100),
  facebookUrl: optionalUrl,
  twitterUrl: optionalUrl,
  instagramUrl: optionalUrl,
  linkedinUrl: optionalUrl,
  youtubeUrl: optionalUrl,
  websiteUrl: optionalUrl,
  businessHours: optionalText(255),
  mondayFriday: optionalText(50),
  saturday: optionalText(50),
  sunday: optionalText(50),
});

export type ContactDetailsInput = z.input<typeof contactDetailsInput>;
export type ContactDetailsData = z.output<typeof contactDetailsInput>;
export type ContactDetails = ContactDetailsData & { id: number; updatedAt: string };

/** The public subset answered by GET /api/contact-details, in the snake_case the public endpoint has always used. */
export interface PublicContactDetails {
  facebook_url: string | null;
  twitter_url: string | null;
  whatsapp: string;
  company_name: string;
}

export function toPublicContactDetails(d: ContactDetailsData): PublicContactDetails {
  return { facebook_url: d.facebookUrl, twitter_url: d.twitterUrl, whatsapp: d.whatsapp, company_name: d.companyName };
}
