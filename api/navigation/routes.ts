import { z } from 'zod';
import { readStored } from '../documents/schema-versions';
import { compareQuery } from '../../contracts/compare';
import {
  MAX_NAVIGATION_BYTES,
  navigationDocument,
  navigationDraftInput,
  navigationPreviewInput,
  navigationPublishInput,
  navigationRestoreInput,
  navigationRevisionQuery,
  navigationRevisionsQuery,
  type NavigationDetail,
  type NavigationDocument,
} from '../../contracts/navigation';
import type { DB } from '../db';
import { ApiError } from '../http';
import { documentHash } from '../documents/documents';
import type { DocumentKindSpec, OpenedDocument } from '../documents/kind';
import { issuesError } from '../documents/publish';
import { singleDocumentState } from '../documents/schedule';
import { getDocument } from '../documents/store';
import type { NavigationCatalog } from './catalog';

const tooLarge = () =>
  new ApiError(
    413,
    `The navigation may be at most ${MAX_NAVIGATION_BYTES / 1024} KB. Remove some links, or move them to a page.`,
  );

/** The navigation's bodies: its own size limit, and the words of a refusal. */
const NAVIGATION_BODY = { limit: MAX_NAVIGATION_BYTES + 1024, tooLarge, lead: 'The request has problems' };

/** The schemas of the navigation editor's requests; it is one document, so no query names it. */
const navigationInputs = {
  key: z.object({}).loose().optional(),
  draft: navigationDraftInput,
  publish: navigationPublishInput,
  restore: navigationRestoreInput,
  revisions: navigationRevisionsQuery,
  revision: navigationRevisionQuery,
  preview: navigationPreviewInput,
  compare: z.strictObject(compareQuery),
};

/** The navigation is one document of its kind. */
export const NAVIGATION = { kind: 'navigation' as const, key: 'site' };

const parsed = (text: string | null | undefined) => readStored('navigation', text) as NavigationDocument | null;

async function detail(
  db: DB,
  catalog: NavigationCatalog,
  opened: OpenedDocument<NavigationDocument>,
): Promise<NavigationDetail> {
  const row = opened.row;
  const published = parsed(row?.published) ?? catalog.defaults;
  const draft = parsed(row?.draft);
  const checked = catalog.check(draft ?? published);
  return {
    ...(await singleDocumentState(db, NAVIGATION, row)),
    published,
    draft,
    issues: checked.ok ? [] : checked.issues,
    pages: catalog.pages(),
  };
}

/**
 * The site's navigation (header menu and footer links) as a kind of the
 * document core: one document, checked by its shape, the header and footer
 * blocks' own rules and every site link leading to a live page; its default
 * is the seed navigation. Editors may do all of it: the menu is content, and
 * every link stays on the site or is checked.
 */
export function navigationKind(
  catalog: NavigationCatalog,
): DocumentKindSpec<NavigationDocument, typeof navigationInputs, NavigationDetail, 'navigation'> {
  const base = { document: catalog.defaults, hash: documentHash(catalog.defaults) };
  return {
    kind: 'navigation',
    what: 'the navigation',
    draftName: 'The navigation',
    field: 'navigation',
    key: () => NAVIGATION.key,
    name: () => 'The navigation',
    body: NAVIGATION_BODY,
    inputs: navigationInputs,
    open: async (db) => ({
      key: NAVIGATION.key,
      row: await getDocument(db, NAVIGATION),
      create: { source: null },
      base,
    }),
    detail: (db, opened) => detail(db, catalog, opened),
    check(_key, document, o) {
      const checked = catalog.check(document, o?.alsoLive);
      return checked.ok ? { document: checked.navigation, issues: [] } : { issues: checked.issues };
    },
    reset: { missing: () => undefined, action: 'reset', detail: 'the seed navigation' },
    shape: navigationDocument,
    activity: undefined,
    preview(body) {
      const checked = catalog.check(body.navigation);
      if (!checked.ok) throw issuesError(checked.issues, 'The navigation cannot be shown until these are fixed');
      return catalog.render(checked.navigation, typeof body.path === 'string' ? body.path : '/');
    },
  };
}
