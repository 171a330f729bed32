import type { Context } from 'hono';
import type { AppEnv } from '../deps';
import { clientIp } from '../auth/client-ip';
import { sameOrigin } from '../auth/middleware';
import { ApiError, apiRouter } from '../http';
import { validate } from '../validate';
import { contactSubmissionInput, type ContactMessage } from '../../contracts/contact-message';
import { contactFormPost } from './form-post';
import type { SpamReason } from '../../contracts/inquiries';
import { addressKey, networkKey } from './address';
import { createAddressBudget, type AddressBudget } from './address-budget';
import { CONTACT_LIMITS, storeSubmission, type StoreResult } from './store';
import { dbDate } from '../../platform/database-clock';

/**
 * A person needs longer than this to fill in the form (the message alone is
 * ten characters or more); a bot filling it in as the page loads does not.
 */
export const MIN_FILL_MS = 3_000;

const THANKS = 'Thank you for your inquiry! We will contact you soon.';
const UNAVAILABLE =
  'We cannot take messages through the website right now. Please call or e-mail us instead (see the contact details on this page).';

/**
 * POST /api/contact (the scripted form, JSON) and POST /api/contact/form
 * (the same form posted by the browser itself, without script:
 * api/contact/form-post.ts): validates the message, stores it as an inquiry and
 * queues its e-mail to staff, all before answering; the e-mail itself is
 * sent afterwards by the outbox worker, so the visitor never waits for SMTP
 * nor sees its failures.
 *
 * While the database cannot be reached, the message is kept in the contact
 * spool on this instance's disk (api/contact/spool.ts) and answered as
 * received; the spool brings it to the inbox once the database is back.
 *
 * Spam: a message that filled the hidden field or came too fast is kept in
 * the Spam folder, unannounced, and answered like any other, so a person
 * mistaken for a bot loses nothing and a bot learns nothing. An address over
 * its limit is refused (429); a repeat of a recent message is answered with
 * the first copy.
 */
/** What became of a message: answered 201 by the JSON route, or as a thank-you by the form route. */
type Accepted = { receipt: string } | { id: number };

/**
 * Stores a checked message (or spools it while the database is away) and
 * queues its notification; throws ApiError 429 over the address's limit,
 * 503 when neither the database nor the spool can keep it.
 */
async function accept(
  c: Context<AppEnv>,
  msg: ContactMessage,
  spamReason: SpamReason | null,
): Promise<Accepted & { createdAt: string }> {
  const sourceKey = addressKey(clientIp(c));
  const now = dbDate();
  const place = budgetOf(c.var.deps).reserve(sourceKey, now.getTime());
  if (!place.ok) throw tooMany(place.retryAfterSeconds);
  try {
    const accepted = await storeOrSpool(c, msg, spamReason, sourceKey, now);
    place.keep();
    return accepted;
  } finally {
    // Refused, a repeat, or an error: the place is free again (after keep() this does nothing).
    place.giveBack();
  }
}

/** One address's instance-local budget per app (its deps), so test apps in one process never share one. */
const budgets = new WeakMap<object, AddressBudget>();
function budgetOf(deps: object): AddressBudget {
  let b = budgets.get(deps);
  if (!b) budgets.set(deps, (b = createAddressBudget()));
  return b;
}

const tooMany = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    'Too many messages from this connection. Please call or e-mail us instead.',
    {},
    { 'Retry-After': String(retryAfterSeconds) },
  );

async function storeOrSpool(
  c: Context<AppEnv>,
  msg: ContactMessage,
  spamReason: SpamReason | null,
  sourceKey: string,
  now: Date,
): Promise<Accepted & { createdAt: string }> {
  const { db, notifications, contactSpool } = c.var.deps;
  let result: StoreResult;
  try {
    result = await storeSubmission(db, msg, {
      sourceKey,
      spamReason,
      now,
      notify: !spamReason && notifications.enabled ? notifications.messageId : null,
    });
  } catch (err) {
    if (!contactSpool) throw err;
    // The database cannot take it now: the spool keeps it on this instance's disk until it can.
    console.error(
      `POST /api/contact: the database failed, so the message goes to the spool: ${(err as Error).message}`,
    );
    const kept = await contactSpool
      .keep({ receivedAt: now.toISOString(), sourceKey, networkKey: networkKey(clientIp(c)), spamReason, message: msg })
      .catch((spoolErr: Error) => {
        // The disk refused it too (full): the visitor is told to use another way, never a bare 500.
        console.error(`POST /api/contact: the spool could not keep the message either: ${spoolErr.message}`);
        return { kind: 'full' } as const;
      });
    if (kept.kind === 'kept') return { receipt: kept.id, createdAt: kept.receivedAt };
    if (kept.kind === 'limited') result = { kind: 'limited', retryAfterSeconds: CONTACT_LIMITS.windowMs / 1000 };
    else throw new ApiError(503, UNAVAILABLE, {}, { 'Retry-After': '300' });
  }
  if (result.kind === 'limited') throw tooMany(result.retryAfterSeconds);
  if (result.kind === 'stored' && result.queued) notifications.kick();
  return { id: result.id, createdAt: result.createdAt };
}

export const contactRoutes = apiRouter()
  .use(sameOrigin)
  .post('/', validate('json', contactSubmissionInput), async (c) => {
    const { website, elapsedMs, ...msg } = c.req.valid('json');
    const spamReason: SpamReason | null = website?.trim()
      ? 'honeypot'
      : elapsedMs !== undefined && elapsedMs < MIN_FILL_MS
        ? 'too-fast'
        : null;
    return c.json({ message: THANKS, ...(await accept(c, msg, spamReason)) }, 201);
  })
  .post('/form', (c) => contactFormPost(c, accept));
