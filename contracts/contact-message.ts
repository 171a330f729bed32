import { z } from 'zod/mini';
import { CONTACT_MESSAGE_LIMITS, CONTACT_MESSAGES, type ContactMessageField } from './contact-message-options';

/**
 * The contact message and its rules, shared by the API
 * (POST /api/contact) and the contact form island. zod/mini keeps the island
 * small; the messages are the seed's, word for word.
 */

export {
  CONTACT_MESSAGE_LIMITS,
  CONTACT_MESSAGES,
  SERVICE_INTEREST_OPTIONS,
  type ContactMessageField,
} from './contact-message-options';

const L = CONTACT_MESSAGE_LIMITS;

/**
 * Line breaks are refused in every field but the message: these fields end up
 * in e-mail headers (the subject, Reply-To), where a line break would start
 * a header of the sender's choosing.
 */
const oneLine = (label: string) => z.regex(/^[^\r\n]*$/, `${label} must be on one line`);

/** An optional text field: trimmed, one line; empty, missing or null becomes null. */
const optionalText = (max: number, label: string) =>
  z.pipe(
    z.nullish(
      z
        .string(`${label} must be text`)
        .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`), oneLine(label)),
    ),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  );

export const contactMessageInput = z.object({
  name: z
    .string(CONTACT_MESSAGES.name)
    .check(
      z.trim(),
      z.minLength(L.name.min, CONTACT_MESSAGES.name),
      z.maxLength(L.name.max, `Name must be at most ${L.name.max} characters`),
      oneLine('Name'),
    ),
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

/**
 * What the contact form sends: the message plus two spam signals no person
 * notices. `website` is a field hidden from people and from assistive
 * technology, so only a bot fills it; `elapsedMs` is how long the page had
 * been open when the form was sent. Both are optional: other clients (and
 * the form before it hydrates its timer) send neither, and only the
 * per-address limit and duplicate suppression apply to them.
 */
export const contactSubmissionInput = z.extend(contactMessageInput, {
  website: z.optional(
    z.string('website must be text').check(z.maxLength(500, 'website must be at most 500 characters')),
  ),
  elapsedMs: z.optional(z.number('elapsedMs must be a number').check(z.nonnegative('elapsedMs must not be negative'))),
});

export type ContactMessageInput = z.input<typeof contactMessageInput>;
export type ContactSubmission = z.input<typeof contactSubmissionInput>;
export type ContactMessage = z.output<typeof contactMessageInput>;

/** The first message per field, for showing next to each input (and in a 400 body's `issues`). */
export function contactMessageErrors(
  input: unknown,
): { data: ContactMessage; errors: null } | { data: null; errors: Partial<Record<ContactMessageField, string>> } {
  const r = contactMessageInput.safeParse(input);
  if (r.success) return { data: r.data, errors: null };
  const errors: Partial<Record<ContactMessageField, string>> = {};
  for (const issue of r.error.issues) {
    const field = (issue.path[0] ?? 'message') as ContactMessageField;
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}
