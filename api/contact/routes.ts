import type { AppModule } from '../app';
import { clientIp } from '../auth/client-ip';
import { sameOrigin } from '../auth/middleware';
import { ApiError, apiRouter, readJson } from '../http';
import { contactSubmissionInput } from '../../contracts/contact-message';
import type { SpamReason } from '../../contracts/inquiries';
import { addressKey } from './address';
import { storeSubmission } from './store';

/**
 * A person needs longer than this to fill in the form (the message alone is
 * ten characters or more); a bot filling it in as the page loads does not.
 */
export const MIN_FILL_MS = 3_000;

const THANKS = 'Thank you for your inquiry! We will contact you soon.';

/**
 * POST /api/contact: validates the message, stores it as an inquiry and
 * queues its e-mail to staff, all before answering; the e-mail itself is
 * sent afterwards by the outbox worker, so the visitor never waits for SMTP
 * nor sees its failures.
 *
 * Spam: a message that filled the hidden field or came too fast is kept in
 * the Spam folder, unannounced, and answered like any other, so a person
 * mistaken for a bot loses nothing and a bot learns nothing. An address over
 * its limit is refused (429); a repeat of a recent message is answered with
 * the first copy.
 */
export const contactModule: AppModule = (app) => {
  const r = apiRouter();
  r.use('*', sameOrigin);
  r.post('/', async (c) => {
    const { website, elapsedMs, ...msg } = await readJson(c, contactSubmissionInput);
    const spamReason: SpamReason | null = website?.trim()
      ? 'honeypot'
      : elapsedMs !== undefined && elapsedMs < MIN_FILL_MS
        ? 'too-fast'
        : null;
    const { db, notifications } = c.var.deps;
    const result = await storeSubmission(db, msg, {
      sourceKey: addressKey(clientIp(c)),
      spamReason,
      now: new Date(),
      notify: !spamReason && notifications.enabled ? notifications.messageId : null,
    });
    if (result.kind === 'limited') {
      throw new ApiError(
        429,
        'Too many messages from this connection. Please call or e-mail us instead.',
        {},
        { 'Retry-After': String(result.retryAfterSeconds) },
      );
    }
    if (result.kind === 'stored' && result.queued) notifications.kick();
    return c.json({ message: THANKS, id: result.id, createdAt: result.createdAt }, 201);
  });
  app.route('/api/contact', r);
};
