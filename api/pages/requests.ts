import type { Context } from 'hono';
import type { z } from 'zod';
import { MAX_PAGE_BYTES, type PageIssue } from '../../contracts/pages';
import { ApiError, nestedTooDeep, readBodyText, tooDeepMessage } from '../http';
import { toPageIssues } from './documents';

/** Room for the envelope ({ "page": …, "baseVersion": 7 }) around the largest page document. */
const ENVELOPE_BYTES = 16 * 1024;

const tooLarge = (bytes: number) =>
  new ApiError(
    413,
    `The page is ${Math.ceil(bytes / 1024)} KB; a page may be at most ${MAX_PAGE_BYTES / 1024} KB. Split it, or move long lists to another page.`,
  );

/** 400 naming each problem by its JSON path, in the contract's { path, message } shape. */
export function issuesError(issues: PageIssue[], lead = 'The request has problems'): ApiError {
  const summary = issues
    .slice(0, 5)
    .map((i) => `${i.path.length ? i.path.join('.') : 'body'}: ${i.message}`)
    .join('; ');
  return new ApiError(400, `${lead}: ${summary}${issues.length > 5 ? ` (and ${issues.length - 5} more)` : ''}`, {
    issues,
  });
}

/**
 * The JSON body, refused with 413 when the raw body is over the page limit
 * (before parsing) and 400 with issue paths when the schema refuses it.
 */
export async function readPageBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/') || type.startsWith('application/x-www-form-urlencoded'))
    throw new ApiError(415, 'Content-Type must be application/json');
  let text: string;
  try {
    text = await readBodyText(c, MAX_PAGE_BYTES + ENVELOPE_BYTES);
  } catch (err) {
    if (err instanceof ApiError && err.status === 413)
      throw tooLarge(Number(c.req.header('content-length')) || MAX_PAGE_BYTES + ENVELOPE_BYTES + 1);
    throw err;
  }
  if (nestedTooDeep(text)) throw new ApiError(400, tooDeepMessage(), { issues: [] });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, text.trim() ? 'Malformed JSON in request body' : 'Request body is empty: expected JSON', {
      issues: [],
    });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw issuesError(toPageIssues(parsed.error.issues));
  return parsed.data;
}

/** The page document's own size (its JSON text), which the 1 MB limit is about. */
export function checkPageSize(page: unknown) {
  const bytes = Buffer.byteLength(JSON.stringify(page));
  if (bytes > MAX_PAGE_BYTES) throw tooLarge(bytes);
}

/** The query string: each parameter once, empty ones absent, then the schema (400 with issue paths). */
export function readPageQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const params: Record<string, string> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (values.length > 1)
      throw issuesError([{ path: [key], message: 'must be given once' }], 'The query string has problems');
    if (values[0] !== '') params[key] = values[0];
  }
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw issuesError(toPageIssues(parsed.error.issues), 'The query string has problems');
  return parsed.data;
}
