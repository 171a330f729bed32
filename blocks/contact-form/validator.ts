import type { contactMessageErrors } from '../../contracts/contact-message';

export type Validate = typeof contactMessageErrors;

let pending: Promise<Validate> | null = null;

/**
 * The API's zod/mini schema, loaded on the visitor's first interaction with
 * the form: it stays out of the page's initial JavaScript. A failed load is
 * retried next time; meanwhile the server validates on its own.
 */
export function loadValidator(): Promise<Validate> {
  pending ??= import('../../contracts/contact-message').then(
    (m) => m.contactMessageErrors,
    (err: unknown) => {
      pending = null;
      throw err;
    },
  );
  return pending;
}
