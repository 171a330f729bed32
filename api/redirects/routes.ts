import { requireAdmin, sameOrigin, type AdminEnv } from '../auth/middleware';
import { apiRouter } from '../http';
import { validate } from '../validate';
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
export const redirectsRoutes = apiRouter<AdminEnv>()
  .use(sameOrigin, requireAdmin)
  .get('/', async (c) => c.json({ items: await listRedirects(c.var.deps.db) } satisfies RedirectListAnswer))
  .post('/', validate('json', redirectInput), async (c) => {
    const { db, pages: catalog } = c.var.deps;
    const { from, to } = c.req.valid('json');
    await checkRedirect(db, from, to, {
      occupied: async (p) => !!catalog?.pathOwner(p) || !!(await getDocument(db, { kind: 'page', key: p })),
      isPublicPage: (p) => !!c.var.deps.isPublicPage?.(p),
    });
    await withChanges(db, (trx, changed) => putRedirect(trx, from, { to }, c.var.admin.username, changed));
    return c.json({ from, to }, 201);
  })
  .delete('/', validate('query', redirectFromQuery), async (c) => {
    const { from } = c.req.valid('query');
    const removed = await withChanges(c.var.deps.db, (trx, changed) => removeRedirect(trx, from, changed));
    if (!removed) throw notFoundRedirect(from);
    return c.body(null, 204);
  });
