/**
 * Zod-free facts of the contact message: limits, the seed's
 * messages and the service interest options. The contact form's first paint
 * needs only these; the zod/mini schema (contact-message.ts) loads on first use.
 */
export const CONTACT_MESSAGE_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 255 },
  phone: { max: 20 },
  company: { max: 255 },
  serviceInterest: { max: 100 },
  budgetRange: { max: 50 },
  preferredContactMethod: { max: 50 },
  projectTimeline: { max: 50 },
  message: { min: 10, max: 5000 },
} as const;

export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  message: 'Message must be at least 10 characters',
} as const;

/**
 * Service interest options (value → label). The seed lists the first three
 * services and a consultation; engineering (laser cutting, powder coating,
 * steel fabrication) is the company's fourth service, with pages of its own,
 * so its visitors get an option too rather than "General Consultation".
 */
export const SERVICE_INTEREST_OPTIONS = [
  { value: 'container', label: 'Prefab Units' },
  { value: 'interior', label: 'Interior Design' },
  { value: 'furniture', label: 'Executive Furniture' },
  { value: 'engineering', label: 'Engineering Services' },
  { value: 'consultation', label: 'General Consultation' },
] as const;

export type ContactMessageField = keyof typeof CONTACT_MESSAGE_LIMITS;
