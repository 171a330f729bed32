import { z } from 'zod';
import { WHATSAPP_RULE, normaliseWhatsapp } from './whatsapp';
import {
  documentField,
  documentVersion,
  publishInput,
  restoreInputFrom,
  revisionVersion,
  type DocumentIssue,
  type DocumentKindFacts,
  type SingleDocumentState,
} from './documents';
import { pageQuery } from './paging';

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
/** Stored in international form, so every WhatsApp button links to a number that opens a chat. */
const whatsapp = z
  .string()
  .trim()
  .max(24, 'must be at most 24 characters')
  .transform((v, ctx) => {
    const normalised = normaliseWhatsapp(v);
    if (!normalised) {
      ctx.addIssue({ code: 'custom', message: WHATSAPP_RULE });
      return z.NEVER;
    }
    return normalised;
  });

/**
 * The stored contact record, as edited in admin Settings.
 * Shared by the API (validation) and the blocks (types).
 */
const contactRecord = z.strictObject({
  companyName: z.string().trim().min(1, 'is required').max(255),
  companyTagline: optionalText(255),
  email: z.email({ error: 'must be a valid e-mail address' }).max(255),
  phone,
  whatsapp,
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

/**
 * The opening hours have one source: the Monday–Friday, Saturday and Sunday
 * rows, which the contact page shows. The older free-text `businessHours`
 * is kept only as what those rows say, so nothing that reads it can disagree.
 */
export const hoursText = (d: { mondayFriday: string | null; saturday: string | null; sunday: string | null }) =>
  (
    [
      ['Monday - Friday', d.mondayFriday],
      ['Saturday', d.saturday],
      ['Sunday', d.sunday],
    ] as const
  )
    .filter(([, v]) => v)
    .map(([day, v]) => `${day}: ${v}`)
    .join('\n') || null;

export const contactDetailsInput = contactRecord.transform((d) => ({ ...d, businessHours: hoursText(d) }));

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

/**
 * The contact details as a kind of document: one, always live (the site's
 * defaults until staff publish their own), edited in admin Settings (/admin/settings);
 * its web addresses lead off the site, so it holds no links to pages.
 */
export const contactKindFacts: DocumentKindFacts = {
  single: true,
  label: () => 'the contact details',
  where: () => 'Footer, chat button and contact page',
  title: () => 'Contact details',
  live: () => true,
  editAt: () => '/admin/settings',
};

/** Largest contact details document accepted (its JSON text): 21 short fields. */
export const MAX_CONTACT_DETAILS_BYTES = 16 * 1024;

// ---- GET /api/admin/contact: the editor's state (the core's routes, like the navigation's) ----

export interface ContactDetailsDetail extends SingleDocumentState {
  /** What the site shows now. */
  published: ContactDetailsData;
  /** The saved draft (possibly with problems), or null when there is none. */
  draft: ContactDetailsInput | null;
  /** Problems of the draft. */
  issues: DocumentIssue[];
}

export const contactDraftInput = z.strictObject({
  details: documentField<ContactDetailsInput>('the contact details'),
  baseVersion: documentVersion,
});

export const contactPublishInput = publishInput;

export const contactRevisionsQuery = z.strictObject(pageQuery);
export const contactRevisionQuery = z.strictObject({ version: z.coerce.number().pipe(revisionVersion) });

/** A revision, or the defaults, becomes the draft. */
export const contactRestoreInput = restoreInputFrom('defaults');

/** POST /api/admin/contact/preview: the contact page (or `path`) as it would show these details. */
export const contactPreviewInput = z.strictObject({
  details: documentField<ContactDetailsInput>('the contact details'),
  path: z.string().max(300).optional(),
});
