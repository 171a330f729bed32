import type { AppModule } from '../app';
import { clientIp } from '../auth/client-ip';
import { sameOrigin } from '../auth/middleware';
import { createAttemptLimiter } from '../auth/rate-limit';
import { ApiError, apiRouter, readJson } from '../http';
import { contactMessageInput } from '../../contracts/contact-message';

/** Enough for a busy office behind one NAT; stops a script filling the inbox. */
const MESSAGES_PER_IP = 20;

/** POST /api/contact: validates the contact message and stores an inquiry. */
export const contactModule: AppModule = (app, deps) => {
  const perIp = createAttemptLimiter(deps.db, { scope: 'contact', max: MESSAGES_PER_IP, windowMs: 60 * 60 * 1000 });
  const r = apiRouter();
  r.use('*', sameOrigin);
  r.post('/', async (c) => {
    const msg = await readJson(c, contactMessageInput);
    // Counted (atomically, in the database) before the message is stored.
    const wait = await perIp.reserve([`ip:${clientIp(c)}`]);
    if (wait > 0) throw new ApiError(429, 'Too many messages from this connection. Please call or e-mail us instead.', {}, { 'Retry-After': String(wait) });
    const row = await c.var.deps.db.insertInto('contactInquiries').values(msg).returning(['id', 'createdAt']).executeTakeFirstOrThrow();
    return c.json({ message: 'Thank you for your inquiry! We will contact you soon.', id: row.id, createdAt: row.createdAt }, 201);
  });
  app.route('/api/contact', r);
};
