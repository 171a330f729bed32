import { MAX_PAGE_BYTES, type PageIssue } from '../../contracts/pages';
import { ApiError, issueAt, validationError } from '../http';
import type { ValidateOptions } from '../validate';

/** Room for the envelope ({ "page": …, "baseVersion": 7 }) around the largest page document. */
const ENVELOPE_BYTES = 16 * 1024;

const tooLarge = (bytes: number) =>
  new ApiError(
    413,
    `The page is ${Math.ceil(bytes / 1024)} KB; a page may be at most ${MAX_PAGE_BYTES / 1024} KB. Split it, or move long lists to another page.`,
  );

/** 400 naming each problem by its JSON path, in the one issue shape every endpoint answers with. */
export function issuesError(issues: PageIssue[], lead = 'The request has problems'): ApiError {
  return validationError(
    issues.map((i) => issueAt(i.path, i.message)),
    lead,
  );
}

/**
 * How a page body is read (validate('json', schema, PAGE_BODY)): 413 saying
 * how large the page is when the raw body is over the page limit (before
 * parsing), 400 with issue paths when the schema refuses it.
 */
export const PAGE_BODY: ValidateOptions = {
  limit: MAX_PAGE_BYTES + ENVELOPE_BYTES,
  tooLarge: (c) => tooLarge(Number(c.req.header('content-length')) || MAX_PAGE_BYTES + ENVELOPE_BYTES + 1),
  lead: 'The request has problems',
};

/** How a page route's query is read: each parameter once, empty ones absent, then the schema. */
export const PAGE_QUERY: ValidateOptions = { lead: 'The query string has problems' };

/** The page document's own size (its JSON text), which the 1 MB limit is about. */
export function checkPageSize(page: unknown) {
  const bytes = Buffer.byteLength(JSON.stringify(page));
  if (bytes > MAX_PAGE_BYTES) throw tooLarge(bytes);
}
