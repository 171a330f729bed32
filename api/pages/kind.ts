import {
  draftInput,
  pagePathQuery,
  previewInput,
  publishInput,
  restoreInput,
  revisionQuery,
  revisionsQuery,
  type PageDocument,
} from '../../contracts/pages';
import { unpublishableMedia } from '../documents/library-files';
import { compareQuery } from '../../contracts/compare';
import { ApiError } from '../http';
import { issuesError } from '../documents/publish';
import type { DocumentKindSpec } from '../documents/kind';
import type { PageCatalog } from './catalog';
import type { z } from 'zod';
import type { PageDetail } from '../../contracts/pages';
import { checkDraft, findPage, pageDetail } from './pages';
import { checkPageSize, PAGE_BODY } from './requests';
import { storedText } from '../documents/schema-versions';

/** What a page request names: its ?path=; the route's other parameters are its own schema's. */
const pageKey = pagePathQuery.loose();

/** The schemas of the page editor's requests, whose types the typed client sees. */
const pageInputs = {
  key: pageKey,
  draft: draftInput,
  publish: publishInput,
  restore: restoreInput,
  revisions: revisionsQuery,
  revision: revisionQuery,
  preview: previewInput,
  compare: pagePathQuery.extend(compareQuery),
};

/**
 * Pages as a kind of the document core: keyed by path (?path=), checked by
 * the site registry plus the link rules, their default the page file (an
 * admin page has none), previewed by the public renderer. The core does
 * drafts, publish, schedules, revisions, restore and the feed.
 */
export function pageKind(catalog: PageCatalog): DocumentKindSpec<PageDocument, typeof pageInputs, PageDetail, 'page'> {
  return {
    kind: 'page',
    what: 'this page',
    draftName: 'The draft',
    sameAsBaseDetail: 'same as the page file',
    field: 'page',
    // Each route reads its whole query strictly; the key is its ?path= alone.
    key: (query) => (query as z.output<typeof pageKey>).path,
    name: (path) => path,
    body: PAGE_BODY,
    inputs: pageInputs,
    async open(db, path) {
      const page = await findPage(db, catalog, path);
      return {
        key: path,
        row: page.row,
        create: {
          source: page.source,
          fileAtEdit: page.file ? storedText('page', page.file.document) : null,
          fileHash: page.file?.hash ?? null,
        },
        base: page.file,
      };
    },
    detail: async (_db, opened) =>
      pageDetail({
        path: opened.key,
        source: opened.create?.source === 'file' ? 'file' : 'admin',
        file: opened.base,
        row: opened.row,
      }),
    check(path, document) {
      const checked = checkDraft(catalog, path, document);
      return { document: checked.page, issues: checked.issues };
    },
    sizeCheck: checkPageSize,
    draftExtra: (opened, body) =>
      body.keepOverFile && opened.base
        ? { fileAtEdit: storedText('page', opened.base.document), fileHash: opened.base.hash }
        : {},
    reset: {
      missing: (opened) =>
        opened.base
          ? undefined
          : new ApiError(
              409,
              `${opened.key} was made in the admin and has no page file to reset to; restore one of its versions instead.`,
            ),
      action: 'reset',
      detail: 'page file',
      extra: (opened) => ({ fileAtEdit: storedText('page', opened.base!.document), fileHash: opened.base!.hash }),
    },
    activity: (ref) => ref.key,
    // Every library file the page shows still exists when it goes live, read in the publishing transaction,
    // and every picture whose alt the page leaves empty takes its file's alt text, which it must then have.
    async beforePublish(trx, document) {
      const missing = await unpublishableMedia(trx, document);
      if (missing.length) throw issuesError(missing, 'The draft cannot be published until these are fixed');
    },
    preview(body) {
      const page = body.page;
      checkPageSize(page);
      const checked = catalog.check(page);
      if (!checked.ok) throw issuesError(checked.issues, 'The page cannot be shown until these are fixed');
      return catalog.render(checked.page);
    },
  };
}
