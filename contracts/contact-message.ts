import { z } from 'zod/mini';
import { CONTACT_MESSAGE_LIMITS, CONTACT_MESSAGES, type ContactMessageField } from './contact-message-options';

/**
 * The contact message and its rules, shared by the API
 * (POST /api/contact) and the contact form island. zod/mini keeps the island
 * small; the messages are the seed's, word for word.
 */

export { CONTACT_MESSAGE_LIMITS, CONTACT_MESSAGES, SERVICE_INTEREST_OPTIONS, type ContactMessageField } from './contact-message-options';

const L = CONTACT_MESSAGE_LIMITS;

/** An optional text field: trimmed; empty, missing or null becomes null. */
const optionalText = (max: number, label: string) =>
  z.pipe(
    z.nullish(z.string(`${label} must be text`).check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`))),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  );

export const contactMessageInput = z.object({
  name: z
    .string(CONTACT_MESSAGES.name)
    .check(z.trim(), z.minLength(L.name.min, CONTACT_MESSAGES.name), z.maxLength(L.name.max, `Name must be at most ${L.name.max} characters`)),
  email: z
    .string(CONTACT_MESSAGES.email)
    .check(z.trim(), z.maxLength(L.email.max, CONTACT_MESSAGES.email), z.email(CONTACT_MESSAGES.email)),
  phone: optionalText(L.phone.max, 'Phone'),
  company: optionalText(L.company.max, 'Company'),
  serviceInterest: optionalText(L.serviceInterest.max, 'Service interest'),
  budgetRange: optionalText(L.budgetRange.max, 'Budget range'),
  preferredContactMethod: optionalText(L.preferredContactMethod.max, 'Preferred contact method'),
  projectTimeline: optionalText(L.projectTimeline.max, 'Project timeline'),
  message: z
    .string(CONTACT_MESSAGES.message)
    .check(
      z.trim(),
      z.minLength(L.message.min, CONTACT_MESSAGES.message),
      z.maxLength(L.message.max, `Message must be at most ${L.message.max} characters`),
    ),
});

export type ContactMessageInput = z.input<typeof contactMessageInput>;
export type ContactMessage = z.output<typeof contactMessageInput>;

/** The first message per field, for showing next to each input (and in a 400 body's `issues`). */
export function contactMessageErrors(input: unknown): { data: ContactMessage; errors: null } | { data: null; errors: Partial<Record<ContactMessageField, string>> } {
  const r = contactMessageInput.safeParse(input);
  if (r.success) return { data: r.data, errors: null };
  const errors: Partial<Record<ContactMessageField, string>> = {};
  for (const issue of r.error.issues) {
    const field = (issue.path[0] ?? 'message') as ContactMessageField;
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}
