import {
  activityQuery,
  createPageInput,
  historyQuery,
  pageListQuery,
  pagePathQuery,
  type CreatePageAnswer,
  type PageActivityEntry,
  type PageDocument,
  type PageHistoryEntry,
  type PageListAnswer,
} from '../../contracts/pages';
import { withoutSeedSlots } from '../../engine/media-kind';
import { requireAdmin, sameOrigin, type AdminEnv } from '../auth/middleware';
import { ApiError, apiRouter } from '../http';
import { pageOf } from '../paging';
import { listHistory } from '../documents/activity';
import { guarded } from '../documents/conflict';
import { issuesError } from '../documents/publish';
import { documentRoutes } from '../documents/routes';
import { pageAddressRoutes, pageTrashRoutes } from './address-routes';
import { catalogOf } from './catalog';
import type { pageKind } from './kind';
import { checkDraft, checkNewPath, findPage, liveDocument, listPages, parseDocument } from './pages';
import { PAGE_BODY, PAGE_QUERY } from './requests';
import { validate } from '../validate';
import { createPage } from './store';

type Entry = {
  id: number;
  subject: string;
  action: PageActivityEntry['action'];
  version: number;
  at: string;
  actor: string;
  detail: string | null;
};
const historyEntry = (row: Entry): PageHistoryEntry => ({
  id: row.id,
  action: row.action,
  version: row.version,
  at: row.at,
  by: row.actor,
  detail: row.detail,
});

/** GET /api/admin/pages (the list), …/activity (every page's log, where a deleted page's last entry is seen). */
export const pageListRoutes = apiRouter<AdminEnv>()
  .use(sameOrigin, requireAdmin)
  .get('/', validate('query', pageListQuery, PAGE_QUERY), async (c) => {
    const { q } = c.req.valid('query');
    return c.json({ items: await listPages(c.var.deps.db, catalogOf(c), q) } satisfies PageListAnswer);
  })
  .get('/activity', validate('query', activityQuery, PAGE_QUERY), async (c) => {
    const { cursor, limit } = c.req.valid('query');
    const rows = await listHistory(c.var.deps.db, undefined, { cursor: cursor ? Number(cursor) : undefined, limit });
    return c.json(
      pageOf(
        rows,
        limit,
        (row) => row.id,
        (row): PageActivityEntry => ({ ...historyEntry(row), path: row.subject }),
      ),
    );
  });

/** GET /api/admin/page/history, POST /api/admin/page (a new page, from the starter or a copy). */
export const pageMadeRoutes = apiRouter<AdminEnv>()
  .use(sameOrigin, requireAdmin)
  .get('/history', validate('query', historyQuery, PAGE_QUERY), async (c) => {
    const { path, cursor, limit } = c.req.valid('query');
    const rows = await listHistory(c.var.deps.db, path, { cursor: cursor ? Number(cursor) : undefined, limit });
    return c.json(pageOf(rows, limit, (row) => row.id, historyEntry));
  })
  .post('/', validate('query', pagePathQuery, PAGE_QUERY), validate('json', createPageInput, PAGE_BODY), async (c) => {
    const catalog = catalogOf(c);
    const { path } = c.req.valid('query');
    const { title, copyFrom } = c.req.valid('json');
    await checkNewPath(c.var.deps.db, catalog, path);
    let draft: PageDocument;
    if (copyFrom) {
      const source = await findPage(c.var.deps.db, catalog, copyFrom).catch(() => {
        throw issuesError(
          [{ path: ['copyFrom'], message: `there is no page at ${copyFrom} to copy` }],
          'The new page cannot be made',
        );
      });
      const from = liveDocument(source) ?? parseDocument(source.row?.draft ?? null)!;
      // The copy is a new page: its own path and title, no navigation label of the original's, and
      // none of its named media slots (an upload into one would change the original): library files stay.
      const { label: _label, ...rest } = withoutSeedSlots(structuredClone(from));
      draft = { ...rest, path, meta: { ...rest.meta, title } };
    } else {
      draft = catalog.starter(path, title);
    }
    const { issues } = checkDraft(catalog, path, draft);
    const version = await guarded(() =>
      createPage(c.var.deps.db, { path, by: c.var.admin.username, draft, issues, copiedFrom: copyFrom }),
    ).catch((err) => {
      if (err instanceof ApiError && err.status === 409)
        throw new ApiError(409, `${path} was just taken by another new page. Choose another path.`);
      throw err;
    });
    return c.json({ path, version } satisfies CreatePageAnswer, 201);
  });

/**
 * Staff edit pages: the page list and activity, new pages, moves and the
 * trash, and everything the document core gives every kind (drafts saved
 * even when invalid, publish now or at a time, revisions, restore, preview),
 * at /api/admin/page. Every call needs a session; every write a same-origin
 * request and the version it was based on (409 if someone wrote since).
 * Each group is its own small sub-app; this mounts them in their order.
 */
export const pagesRoutes = (kind: ReturnType<typeof pageKind>) =>
  apiRouter<AdminEnv>()
    .route('/pages', pageListRoutes)
    .route('/pages/trash', pageTrashRoutes)
    .route('/page', pageMadeRoutes)
    .route('/page', documentRoutes(kind))
    .route('/page', pageAddressRoutes);
