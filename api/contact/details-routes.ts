import type { AppModule } from '../app';
import { requireAdmin, sameOrigin, type AdminEnv } from '../auth/middleware';
import { apiRouter, readJson } from '../http';
import { contactDetailsInput } from '../../contracts/contact-details';

/**
 * The full stored contact record for admin Settings. A PUT replaces it; the
 * repo bumps its version, which drops cached HTML, so the footer, chat button
 * and contact page show the change on the next request.
 */
export const adminContactDetailsModule: AppModule = (app) => {
  const r = apiRouter<AdminEnv>();
  r.use('*', sameOrigin, requireAdmin);
  r.get('/', (c) => c.json(c.var.deps.contactDetails.get()));
  r.put('/', async (c) => {
    const data = await readJson(c, contactDetailsInput);
    return c.json(await c.var.deps.contactDetails.update(data));
  });
  app.route('/api/admin/contact-details', r);
};
