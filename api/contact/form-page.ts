import type { ContactMessageField } from '../../contracts/contact-message';

/** What the contact form shows after a post without script: what was typed, each field's problem, a line above it all. */
export interface ContactFormState {
  values: Partial<Record<ContactMessageField, string>>;
  errors: Partial<Record<ContactMessageField, string>>;
  /** A problem with the message as a whole (too many messages, the site cannot take it now). */
  notice?: string;
}

/**
 * The page a form post came from, as the composition root renders it (the
 * API knows no page): undefined unless a public page with a contact form is
 * at `path`. `render` draws it with the form in `state` (never cached).
 */
export type ContactFormPage = (path: string) => { formId: string; render(state: ContactFormState): string } | undefined;
