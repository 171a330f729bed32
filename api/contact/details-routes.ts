import type { AppModule } from '../deps';
import { requireAdmin, requireRole, sameOrigin, type AdminEnv } from '../auth/middleware';
import { apiRouter, readJson, sizedJson } from '../http';
import { contactDetailsInput, toPublicContactDetails } from '../../contracts/contact-details';

/**
 * GET /api/contact-details: the public subset the chat button reads; and, for
 * admin Settings, the full stored contact record. A PUT replaces it and
 * records the change in the feed, so every instance's footer, chat button
 * and contact page show it.
 */
export const contactDetailsModule: AppModule = (app) => {
  app.get('/api/contact-details', (c) => {
    c.header('Cache-Control', 'no-cache');
    return sizedJson(c, toPublicContactDetails(c.var.deps.contactDetails.get()));
  });

  const r = apiRouter<AdminEnv>();
  r.use('*', sameOrigin, requireAdmin);
  r.get('/', (c) => c.json(c.var.deps.contactDetails.get()));
  r.put('/', requireRole('change the contact details'), async (c) => {
    const data = await readJson(c, contactDetailsInput);
    return c.json(await c.var.deps.contactDetails.update(data));
  });
  app.route('/api/admin/contact-details', r);
};
