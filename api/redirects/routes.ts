import type { AppModule } from '../deps';
import { requireAdmin, sameOrigin, type AdminEnv } from '../auth/middleware';
import { apiRouter, readJson, readQuery } from '../http';
import { withChanges } from '../../platform/change-feed';
import { getDocument } from '../documents/store';
import { redirectFromQuery, redirectInput, type RedirectListAnswer } from '../../contracts/redirects';
import { checkRedirect } from './addresses';
import { listRedirects, notFoundRedirect, putRedirect, removeRedirect } from './store';

/**
 * GET /api/admin/redirects, POST { from, to }, DELETE ?from=. Editors may
 * manage them too: a redirect only ever leads to a page of this site.
 * Every change is recorded in the change feed in its transaction, so every instance follows.
 */
export const redirectsModule: AppModule = (app, deps) => {
  const catalog = deps.pages;
  const r = apiRouter<AdminEnv>();
  r.use('*', sameOrigin, requireAdmin);
  r.get('/', async (c) => c.json({ items: await listRedirects(c.var.deps.db) } satisfies RedirectListAnswer));
  r.post('/', async (c) => {
    const { db } = c.var.deps;
    const { from, to } = await readJson(c, redirectInput);
    await checkRedirect(db, from, to, {
      occupied: async (p) => !!catalog?.pathOwner(p) || !!(await getDocument(db, { kind: 'page', key: p })),
      isPublicPage: (p) => !!c.var.deps.isPublicPage?.(p),
    });
    await withChanges(db, (trx, changed) => putRedirect(trx, from, { to }, c.var.admin.username, changed));
    return c.json({ from, to }, 201);
  });
  r.delete('/', async (c) => {
    const { from } = readQuery(c, redirectFromQuery);
    const removed = await withChanges(c.var.deps.db, (trx, changed) => removeRedirect(trx, from, changed));
    if (!removed) throw notFoundRedirect(from);
    return c.body(null, 204);
  });
  app.route('/api/admin/redirects', r);
};
