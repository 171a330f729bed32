import type { Context } from 'hono';
import {
  CONTACT_MESSAGE_LIMITS,
  contactMessageErrors,
  type ContactMessage,
  type ContactMessageField,
} from '../../contracts/contact-message';
import { controlCharacterIn, controlCharacterMessage } from '../../contracts/text';
import type { SpamReason } from '../../contracts/inquiries';
import type { AppEnv } from '../deps';
import { ApiError, readBodyText } from '../http';
import type { ContactFormState } from './form-page';

/** The fields the form posts (besides the hidden `website` trap and `returnTo`): every field of a message. */
const FIELDS = Object.keys(CONTACT_MESSAGE_LIMITS) as ContactMessageField[];

type Accept = (
  c: Context<AppEnv>,
  msg: ContactMessage,
  spamReason: SpamReason | null,
) => Promise<{ createdAt: string }>;

/**
 * POST /api/contact/form: the contact form sent by the browser itself
 * (script off, not loaded yet, or failed), as application/x-www-form-urlencoded.
 * The same rules as the scripted form: the message's checks, the hidden
 * field, the address's limit, the spool while the database is away. It
 * answers like a web page: 303 to the page it came from with ?sent=1 (a
 * reload sends nothing twice, and no field ever lands in an address), or
 * that page again with what was typed and each problem at its field.
 * Without script there is no fill time, so only the hidden field marks a bot.
 */
export async function contactFormPost(c: Context<AppEnv>, accept: Accept) {
  const posted = new URLSearchParams(await readBodyText(c));
  const returnTo = posted.get('returnTo') ?? '';
  const page = returnTo.startsWith('/') ? c.var.deps.contactFormPage?.(returnTo) : undefined;
  if (!page)
    throw new ApiError(400, 'The form was sent from a page that has no contact form; open /contact and send it there.');
  const values: ContactFormState['values'] = {};
  const errors: ContactFormState['errors'] = {};
  for (const f of FIELDS) {
    const v = posted.get(f) ?? '';
    values[f] = v;
    const bad = controlCharacterIn(v);
    if (bad) errors[f] = controlCharacterMessage(bad);
  }
  const checked = contactMessageErrors(values);
  const again = (state: ContactFormState, status: 400 | 429 | 503) =>
    c.html(page.render(state), status, { 'Cache-Control': 'no-store' });
  if (checked.errors || Object.keys(errors).length)
    return again({ values, errors: { ...checked.errors, ...errors } }, 400);
  const spamReason: SpamReason | null = posted.get('website')?.trim() ? 'honeypot' : null;
  try {
    await accept(c, checked.data!, spamReason);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 429 || err.status === 503))
      return again({ values, errors: {}, notice: err.message }, err.status);
    throw err;
  }
  return c.redirect(`${returnTo}?sent=1#${page.formId}`, 303);
}
