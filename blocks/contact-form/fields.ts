import type { ContactMessageField } from '../../contracts/contact-message-options';

/** What the visitor typed, field by field (the form's state, and what a no-script post comes back with). */
export type Values = Record<ContactMessageField, string>;
/** A sentence per field that is wrong: the validator's while typing, or the server's after a send. */
export type Errors = Partial<Record<ContactMessageField, string>>;

export const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  company: '',
  serviceInterest: '',
  budgetRange: '',
  preferredContactMethod: '',
  projectTimeline: '',
  message: '',
};
/** The fields in the order the form shows them: the first wrong one gets the focus. */
export const ORDER = Object.keys(EMPTY) as ContactMessageField[];
export const REQUIRED = new Set<ContactMessageField>(['name', 'email', 'message']);
