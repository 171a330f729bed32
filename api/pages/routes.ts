import {
  activityQuery,
  createPageInput,
  draftInput,
  historyQuery,
  pageListQuery,
  pagePathQuery,
  previewInput,
  publishInput,
  restoreInput,
  revisionQuery,
  revisionsQuery,
  type CreatePageAnswer,
  type DraftAnswer,
  type PageDocument,
  type PageActivityEntry,
  type PageHistoryEntry,
  type PageListAnswer,
  type PageRevision,
  type PageRevisionDetail,
  type ScheduleAnswer,
  type VersionAnswer,
} from '../../contracts/pages';
import { withoutSeedSlots } from '../../engine/media-kind';
import type { AppModule } from '../app';
import { requireAdmin, sameOrigin, type AdminEnv } from '../auth/middleware';
import { ApiError, apiRouter } from '../http';
import { pageOf } from '../paging';
import { pageAddressRoutes } from './address-routes';
import { cancelSchedule, publishDraft, schedulePublish } from './publishing';
import type { PageCatalog } from './catalog';
import { parseDocument } from './documents';
import { checkDraft, checkNewPath, findPage, guarded, liveDocument, listPages, pageDetail } from './pages';
import { checkPageSize, issuesError, readPageBody, readPageQuery } from './requests';
import { createPage, getRevision, listHistory, listRevisions, restoreDraft, saveDraft } from './store';

/**
 * Staff edit pages: drafts (saved even when invalid, with their issues),
 * publish (only a valid draft; live at once on every instance through the
 * content version), revisions, restore, new pages and preview. Every call
 * needs a session; every write a same-origin request. A write names the
 * version it was based on and is refused with 409 if someone wrote since.
 */
export const pagesModule: AppModule = (app, deps) => {
  if (!deps.pages)
    throw new Error('The page editing API needs the site pages (AppDeps.pages) from the composition root');
  const catalog: PageCatalog = deps.pages;
  // Two groups, so their guards cover exactly /api/admin/pages and /api/admin/page/*, not the rest of /api/admin.
  const list = apiRouter<AdminEnv>();
  list.use('*', sameOrigin, requireAdmin);
  list.get('/', async (c) => {
    const { q } = readPageQuery(c, pageListQuery);
    const answer: PageListAnswer = { items: await listPages(c.var.deps.db, catalog, q) };
    return c.json(answer);
  });
  // Every publish, restore, reset, create and delete across the pages, newest first: where a deleted page's last entry is seen.
  list.get('/activity', async (c) => {
    const { cursor, limit } = readPageQuery(c, activityQuery);
    const rows = await listHistory(c.var.deps.db, undefined, { cursor: cursor ? Number(cursor) : undefined, limit });
    return c.json(
      pageOf(
        rows,
        limit,
        (row) => row.id,
        (row): PageActivityEntry => ({
          id: row.id,
          path: row.path,
          action: row.action,
          version: row.version,
          at: row.at,
          by: row.actor,
          detail: row.detail,
        }),
      ),
    );
  });
  app.route('/api/admin/pages', list);

  const r = apiRouter<AdminEnv>();
  r.use('*', sameOrigin, requireAdmin);

  r.get('/', async (c) => {
    const { path } = readPageQuery(c, pagePathQuery);
    return c.json(pageDetail(await findPage(c.var.deps.db, catalog, path)));
  });

  r.put('/draft', async (c) => {
    const { path } = readPageQuery(c, pagePathQuery);
    const body = await readPageBody(c, draftInput);
    checkPageSize(body.page);
    const page = await findPage(c.var.deps.db, catalog, path);
    const { issues } = checkDraft(catalog, path, body.page);
    const version = await guarded(() =>
      saveDraft(c.var.deps.db, {
        path,
        baseVersion: body.baseVersion,
        by: c.var.admin.username,
        draft: body.page,
        issues,
        source: page.source,
        file: page.file,
        keepOverFile: body.keepOverFile,
      }),
    );
    const answer: DraftAnswer = { version, issues };
    return c.json(answer);
  });

  r.post('/publish', async (c) => {
    const { db, contentVersion } = c.var.deps;
    const { path } = readPageQuery(c, pagePathQuery);
    const { baseVersion, at } = await readPageBody(c, publishInput);
    if (at) {
      const answer: ScheduleAnswer = await schedulePublish(db, catalog, {
        path,
        by: c.var.admin.username,
        baseVersion,
        at,
      });
      await contentVersion.bump();
      return c.json(answer, 202);
    }
    const answer: VersionAnswer = await publishDraft(db, catalog, { path, by: c.var.admin.username, baseVersion });
    // A page published by hand no longer waits for its schedule.
    await db.deleteFrom('pageSchedule').where('path', '=', path).execute();
    await contentVersion.bump();
    return c.json(answer);
  });

  r.delete('/schedule', async (c) => {
    const { path } = readPageQuery(c, pagePathQuery);
    await cancelSchedule(c.var.deps.db, path);
    await c.var.deps.contentVersion.bump();
    return c.body(null, 204);
  });

  r.get('/revisions', async (c) => {
    const { path, cursor, limit } = readPageQuery(c, revisionsQuery);
    await findPage(c.var.deps.db, catalog, path);
    const rows = await listRevisions(c.var.deps.db, path, { cursor: cursor ? Number(cursor) : undefined, limit });
    return c.json(
      pageOf(
        rows,
        limit,
        (row) => row.id,
        (row): PageRevision => ({
          version: row.version,
          number: Number(row.number),
          publishedAt: row.publishedAt,
          publishedBy: row.publishedBy,
        }),
      ),
    );
  });

  r.get('/revision', async (c) => {
    const { path, version } = readPageQuery(c, revisionQuery);
    const row = await getRevision(c.var.deps.db, path, version);
    if (!row) throw new ApiError(404, `${path} has no published version ${version}`);
    const answer: PageRevisionDetail = {
      version: row.version,
      publishedAt: row.publishedAt,
      publishedBy: row.publishedBy,
      page: JSON.parse(row.document) as PageDocument,
    };
    return c.json(answer);
  });

  r.get('/history', async (c) => {
    const { path, cursor, limit } = readPageQuery(c, historyQuery);
    const rows = await listHistory(c.var.deps.db, path, { cursor: cursor ? Number(cursor) : undefined, limit });
    return c.json(
      pageOf(
        rows,
        limit,
        (row) => row.id,
        (row): PageHistoryEntry => ({
          id: row.id,
          action: row.action,
          version: row.version,
          at: row.at,
          by: row.actor,
          detail: row.detail,
        }),
      ),
    );
  });

  r.post('/restore', async (c) => {
    const { path } = readPageQuery(c, pagePathQuery);
    const body = await readPageBody(c, restoreInput);
    const page = await findPage(c.var.deps.db, catalog, path);
    const by = c.var.admin.username;
    let version: number;
    if ('version' in body) {
      const revision = await getRevision(c.var.deps.db, path, body.version);
      if (!revision) throw new ApiError(404, `${path} has no published version ${body.version} to restore`);
      const draft = JSON.parse(revision.document) as PageDocument;
      // A revision published under older block schemas may no longer pass; it is restored with its issues listed.
      const { issues } = checkDraft(catalog, path, draft);
      version = await guarded(() =>
        restoreDraft(c.var.deps.db, {
          path,
          baseVersion: body.baseVersion,
          by,
          draft,
          issues,
          source: page.source,
          from: { revision: body.version },
        }),
      );
    } else {
      if (!page.file)
        throw new ApiError(
          409,
          `${path} was made in the admin and has no page file to reset to; restore one of its versions instead.`,
        );
      const file = page.file;
      version = await guarded(() =>
        restoreDraft(c.var.deps.db, {
          path,
          baseVersion: body.baseVersion,
          by,
          draft: file.document,
          issues: [],
          source: 'file',
          from: { file },
        }),
      );
    }
    const answer: VersionAnswer = { version };
    return c.json(answer);
  });

  r.post('/', async (c) => {
    const { path } = readPageQuery(c, pagePathQuery);
    const { title, copyFrom } = await readPageBody(c, createPageInput);
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
    const answer: CreatePageAnswer = { path, version };
    return c.json(answer, 201);
  });

  r.post('/preview', async (c) => {
    const { page } = await readPageBody(c, previewInput);
    checkPageSize(page);
    const checked = catalog.check(page);
    if (!checked.ok) throw issuesError(checked.issues, 'The page cannot be shown until these are fixed');
    return c.body(catalog.render(checked.page), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    });
  });

  app.route('/api/admin/page', r);
  pageAddressRoutes(app, catalog);
};
