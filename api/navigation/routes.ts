import type { Context } from 'hono';
import type { z } from 'zod';
import {
  MAX_NAVIGATION_BYTES,
  navigationDraftInput,
  navigationPreviewInput,
  navigationPublishInput,
  navigationRestoreInput,
  navigationRevisionQuery,
  navigationRevisionsQuery,
  type NavigationDetail,
  type NavigationDocument,
  type NavigationDraftAnswer,
  type NavigationRevision,
  type NavigationRevisionDetail,
} from '../../contracts/navigation';
import type { VersionAnswer } from '../../contracts/pages';
import type { AppModule } from '../app';
import { requireAdmin, sameOrigin, type AdminEnv } from '../auth/middleware';
import type { DB } from '../db';
import { ApiError, apiRouter, readJson, readQuery } from '../http';
import { pageOf } from '../paging';
import { stableJson } from '../pages/documents';
import { conflict, guarded } from '../pages/pages';
import { issuesError } from '../pages/requests';
import { StaleVersion } from '../pages/store';
import type { NavigationCatalog } from './catalog';
import {
  getNavigationRevision,
  getNavigationRow,
  listNavigationRevisions,
  publishNavigation,
  saveNavigationDraft,
} from './store';

const tooLarge = () =>
  new ApiError(
    413,
    `The navigation may be at most ${MAX_NAVIGATION_BYTES / 1024} KB. Remove some links, or move them to a page.`,
  );

const readBody = <S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> =>
  readJson(c, schema, { limit: MAX_NAVIGATION_BYTES + 1024, tooLarge, lead: 'The request has problems' });

/** What a 409 names as changed by someone else (api/pages answers the same shape). */
const NAVIGATION = 'the navigation';

const parsed = (text: string | null | undefined) => (text ? (JSON.parse(text) as NavigationDocument) : null);

async function detail(db: DB, catalog: NavigationCatalog): Promise<NavigationDetail> {
  const row = await getNavigationRow(db);
  const published = parsed(row?.published) ?? catalog.defaults;
  const draft = parsed(row?.draft);
  const checked = catalog.check(draft ?? published);
  return {
    version: row?.version ?? 0,
    published,
    isDefault: !row?.published,
    draft,
    issues: checked.ok ? [] : checked.issues,
    pages: catalog.pages(),
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

/** 409 when someone wrote since `baseVersion`; answers the row as read. */
async function atVersion(db: DB, baseVersion: number) {
  const row = await getNavigationRow(db);
  if ((row?.version ?? 0) !== baseVersion) throw conflict(StaleVersion.of(row), NAVIGATION);
  return row;
}

/**
 * The site's navigation (header menu and footer links), edited as a page
 * is: GET the state, PUT a draft (saved even with problems, which are
 * answered), POST publish (only a draft without problems; live on every
 * instance through the content version), revisions, restore (a revision or
 * the seed navigation becomes the draft) and preview. Editors may do all of
 * it: the menu is content, and every link stays on the site or is checked.
 */
export const navigationModule: AppModule = (app, deps) => {
  const catalog = deps.navigation;
  if (!catalog) return;
  const r = apiRouter<AdminEnv>();
  r.use('*', sameOrigin, requireAdmin);

  r.get('/', async (c) => c.json(await detail(c.var.deps.db, catalog)));

  r.put('/draft', async (c) => {
    const { navigation, baseVersion } = await readBody(c, navigationDraftInput);
    const checked = catalog.check(navigation);
    const issues = checked.ok ? [] : checked.issues;
    const version = await guarded(
      () => saveNavigationDraft(c.var.deps.db, { baseVersion, by: c.var.admin.username, draft: navigation, issues }),
      NAVIGATION,
    );
    return c.json({ version, issues } satisfies NavigationDraftAnswer);
  });

  r.post('/publish', async (c) => {
    const { db, contentVersion } = c.var.deps;
    const { baseVersion } = await readBody(c, navigationPublishInput);
    const row = await atVersion(db, baseVersion);
    const draft = parsed(row?.draft);
    if (!draft)
      throw new ApiError(400, 'There is no draft to publish: save your changes as a draft first.', { issues: [] });
    const checked = catalog.check(draft);
    if (!checked.ok) throw issuesError(checked.issues, 'The navigation cannot be published until these are fixed');
    const sameAsDefaults = stableJson(checked.navigation) === stableJson(catalog.defaults);
    const version = await guarded(
      () =>
        publishNavigation(db, {
          baseVersion,
          by: c.var.admin.username,
          navigation: checked.navigation,
          sameAsDefaults,
        }),
      NAVIGATION,
    );
    await contentVersion.bump();
    return c.json({ version } satisfies VersionAnswer);
  });

  r.get('/revisions', async (c) => {
    const { cursor, limit } = readQuery(c, navigationRevisionsQuery, 'The query string has problems');
    const rows = await listNavigationRevisions(c.var.deps.db, { cursor: cursor ? Number(cursor) : undefined, limit });
    return c.json(
      pageOf(
        rows,
        limit,
        (row) => row.id,
        (row): NavigationRevision => ({
          version: row.version,
          number: Number(row.number),
          publishedAt: row.publishedAt,
          publishedBy: row.publishedBy,
        }),
      ),
    );
  });

  r.get('/revision', async (c) => {
    const { version } = readQuery(c, navigationRevisionQuery, 'The query string has problems');
    const row = await getNavigationRevision(c.var.deps.db, version);
    if (!row) throw new ApiError(404, `The navigation has no published version ${version}`);
    const answer: NavigationRevisionDetail = {
      version: row.version,
      publishedAt: row.publishedAt,
      publishedBy: row.publishedBy,
      navigation: JSON.parse(row.document) as NavigationDocument,
    };
    return c.json(answer);
  });

  r.post('/restore', async (c) => {
    const { db } = c.var.deps;
    const body = await readBody(c, navigationRestoreInput);
    let draft: NavigationDocument = catalog.defaults;
    if ('version' in body) {
      const revision = await getNavigationRevision(db, body.version);
      if (!revision) throw new ApiError(404, `The navigation has no published version ${body.version} to restore`);
      draft = JSON.parse(revision.document) as NavigationDocument;
    }
    // A revision may link a page deleted since: it is restored with that problem listed.
    const checked = catalog.check(draft);
    const version = await guarded(
      () =>
        saveNavigationDraft(db, {
          baseVersion: body.baseVersion,
          by: c.var.admin.username,
          draft,
          issues: checked.ok ? [] : checked.issues,
        }),
      NAVIGATION,
    );
    return c.json({ version } satisfies VersionAnswer);
  });

  r.post('/preview', async (c) => {
    const { navigation, path } = await readBody(c, navigationPreviewInput);
    const checked = catalog.check(navigation);
    if (!checked.ok) throw issuesError(checked.issues, 'The navigation cannot be shown until these are fixed');
    return c.body(catalog.render(checked.navigation, path ?? '/'), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    });
  });

  app.route('/api/admin/navigation', r);
};
