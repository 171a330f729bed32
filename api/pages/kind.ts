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
import { ApiError } from '../http';
import { issuesError } from '../documents/publish';
import type { DocumentKindSpec } from '../documents/kind';
import type { PageCatalog } from './catalog';
import { checkDraft, findPage, pageDetail } from './pages';
import { checkPageSize, readPageBody, readPageQuery } from './requests';

/**
 * Pages as a kind of the document core: keyed by path (?path=), checked by
 * the site registry plus the link rules, their default the page file (an
 * admin page has none), previewed by the public renderer. The core does
 * drafts, publish, schedules, revisions, restore and the feed.
 */
export function pageKind(catalog: PageCatalog): DocumentKindSpec<PageDocument> {
  return {
    kind: 'page',
    what: 'this page',
    draftName: 'The draft',
    sameAsBaseDetail: 'same as the page file',
    field: 'page',
    // Each route reads its whole query strictly; the key is its ?path= alone.
    key: (c) => readPageQuery(c, pagePathQuery.loose()).path,
    name: (path) => path,
    readBody: readPageBody,
    inputs: {
      draft: draftInput,
      publish: publishInput,
      restore: restoreInput,
      revisions: revisionsQuery,
      revision: revisionQuery,
      preview: previewInput,
    },
    async open(db, path) {
      const page = await findPage(db, catalog, path);
      return {
        key: path,
        row: page.row,
        create: {
          source: page.source,
          fileAtEdit: page.file ? JSON.stringify(page.file.document) : null,
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
        ? { fileAtEdit: JSON.stringify(opened.base.document), fileHash: opened.base.hash }
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
      extra: (opened) => ({ fileAtEdit: JSON.stringify(opened.base!.document), fileHash: opened.base!.hash }),
    },
    activity: (ref) => ref.key,
    preview(body) {
      const page = body.page;
      checkPageSize(page);
      const checked = catalog.check(page);
      if (!checked.ok) throw issuesError(checked.issues, 'The page cannot be shown until these are fixed');
      return catalog.render(checked.page);
    },
  };
}
