import { z } from 'zod';
import { compareQuery } from '../../contracts/compare';
import {
  contactDetailsInput,
  contactDraftInput,
  contactPreviewInput,
  contactPublishInput,
  contactRestoreInput,
  contactRevisionQuery,
  contactRevisionsQuery,
  MAX_CONTACT_DETAILS_BYTES,
  type ContactDetailsData,
  type ContactDetailsDetail,
  type ContactDetailsInput,
} from '../../contracts/contact-details';
import type { DB } from '../db';
import { ApiError } from '../http';
import { documentHash, toDocumentIssues } from '../documents/documents';
import type { DocumentKindSpec, OpenedDocument } from '../documents/kind';
import { issuesError } from '../documents/publish';
import { singleDocumentState } from '../documents/schedule';
import { readStored } from '../documents/schema-versions';
import { getDocument } from '../documents/store';
import { CONTACT, type LiveContactDetails } from './details';

const tooLarge = () => new ApiError(413, `The contact details may be at most ${MAX_CONTACT_DETAILS_BYTES / 1024} KB.`);

/** The contact details' bodies: a small size limit, and the words of a refusal. */
const CONTACT_BODY = { limit: MAX_CONTACT_DETAILS_BYTES + 1024, tooLarge, lead: 'The request has problems' };

/** The schemas of the contact editor's requests; it is one document, so no query names it. */
const contactInputs = {
  key: z.object({}).loose().optional(),
  draft: contactDraftInput,
  publish: contactPublishInput,
  restore: contactRestoreInput,
  revisions: contactRevisionsQuery,
  revision: contactRevisionQuery,
  preview: contactPreviewInput,
  compare: z.strictObject(compareQuery),
};

/** The details' check: the contract's rules, each problem at its field. */
function check(document: unknown): {
  document?: ContactDetailsData;
  issues: { path: (string | number)[]; message: string }[];
} {
  const parsed = contactDetailsInput.safeParse(document);
  return parsed.success ? { document: parsed.data, issues: [] } : { issues: toDocumentIssues(parsed.error.issues) };
}

async function detail(
  db: DB,
  live: LiveContactDetails,
  opened: OpenedDocument<ContactDetailsData>,
): Promise<ContactDetailsDetail> {
  const row = opened.row;
  const published = check(readStored('contact', row?.published)).document ?? live.defaults;
  const draft = readStored('contact', row?.draft) as ContactDetailsInput | null;
  return {
    ...(await singleDocumentState(db, CONTACT, row)),
    published,
    draft,
    issues: draft ? check(draft).issues : [],
  };
}

/**
 * The company's contact details (footer, chat button, contact page, the
 * offline page) as a kind of the document core: one document, checked by
 * the contract's field rules, whose default is the site's (site-config).
 * Changing them is an admin's work, as it was before they had versions; so
 * are their drafts, schedule and review (the routes sit behind requireRole).
 */
export function contactKind(
  live: LiveContactDetails,
): DocumentKindSpec<ContactDetailsData, typeof contactInputs, ContactDetailsDetail, 'details'> {
  const base = { document: live.defaults, hash: documentHash(live.defaults) };
  return {
    kind: 'contact',
    what: 'the contact details',
    draftName: 'The contact details',
    field: 'details',
    key: () => CONTACT.key,
    name: () => 'The contact details',
    body: CONTACT_BODY,
    inputs: contactInputs,
    open: async (db) => ({ key: CONTACT.key, row: await getDocument(db, CONTACT), create: { source: null }, base }),
    detail: (db, opened) => detail(db, live, opened),
    check: (_key, document) => check(document),
    reset: { missing: () => undefined, action: 'reset', detail: 'the default contact details' },
    activity: undefined,
    shape: contactDetailsInput,
    preview(body) {
      const checked = check(body.details);
      if (!checked.document)
        throw issuesError(checked.issues, 'The contact details cannot be shown until these are fixed');
      return live.render(checked.document, typeof body.path === 'string' ? body.path : '/contact');
    },
  };
}
