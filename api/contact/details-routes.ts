import { Hono, type TypedResponse } from 'hono';
import { requireAdmin, requireRole, sameOrigin, type AdminEnv } from '../auth/middleware';
import type { AppEnv } from '../deps';
import { apiRouter } from '../http';
import { validate } from '../validate';
import {
  contactDetailsInput,
  toPublicContactDetails,
  type ContactDetails,
  type PublicContactDetails,
} from '../../contracts/contact-details';

/**
 * The public answer's text and headers, made once per stored record: the
 * chat button asks on every page view, and the record changes a few times a
 * year. Its Content-Length lets compress() leave the small answer alone.
 */
const publicAnswers = new WeakMap<ContactDetails, { text: string; headers: Record<string, string> }>();
function publicAnswer(details: ContactDetails) {
  let answer = publicAnswers.get(details);
  if (!answer) {
    const text = JSON.stringify(toPublicContactDetails(details));
    answer = {
      text,
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(text)),
        'Cache-Control': 'no-cache',
      },
    };
    publicAnswers.set(details, answer);
  }
  return answer;
}

/**
 * GET /api/contact-details: the public subset the chat button reads; and, for
 * admin Settings, the full stored contact record. A PUT replaces it and
 * records the change in the feed, so every instance's footer, chat button
 * and contact page show it.
 */
export const publicContactDetailsRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { text, headers } = publicAnswer(c.get('deps').contactDetails.get());
  return c.body(text, 200, headers) as unknown as Response & TypedResponse<PublicContactDetails, 200, 'json'>;
});

export const contactDetailsRoutes = apiRouter<AdminEnv>()
  .use(sameOrigin, requireAdmin)
  .get('/', (c) => c.json(c.var.deps.contactDetails.get()))
  .put('/', requireRole('change the contact details'), validate('json', contactDetailsInput), async (c) => {
    return c.json(await c.var.deps.contactDetails.update(c.req.valid('json')));
  });

/** Both, at their addresses: the API mounts this at its root. */
export const contactDetailsModule = new Hono<AppEnv>()
  .route('/api/contact-details', publicContactDetailsRoutes)
  .route('/api/admin/contact-details', contactDetailsRoutes);
