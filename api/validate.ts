import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import { z } from 'zod';
import { isStoredId, STORED_INT_MESSAGE } from '../contracts/stored-int';
import {
  ApiError,
  controlCharacterIssues,
  fieldIssues,
  issueAt,
  JSON_BODY_LIMIT,
  nestedTooDeep,
  readBodyText,
  tooDeepMessage,
  validationError,
} from './http';

/** What a route validates: its JSON body, its query string or its path parameters. */
export type Target = 'json' | 'query' | 'param';

export interface ValidateOptions {
  /** Largest JSON body in bytes (default JSON_BODY_LIMIT). */
  limit?: number;
  /** Says why a body over `limit` is too large, where the plain byte count would not help. */
  tooLarge?: (c: Context) => ApiError;
  /** Goes before the issues in the error message ("The request has problems: …"). */
  lead?: string;
  /** What an empty body means, where one is allowed (a DELETE that may say more). */
  emptyAs?: unknown;
}

/**
 * Reads and parses a JSON body before any schema sees it: 415 for form
 * encodings, 413 over the limit, 400 when nested too deep, malformed, or
 * holding a control character. A missing or text/plain type is accepted:
 * scripts and tests send those, and Hono's own reader would treat them as `{}`.
 */
async function readJsonBody(c: Context, { limit = JSON_BODY_LIMIT, tooLarge, lead, emptyAs }: ValidateOptions) {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/') || type.startsWith('application/x-www-form-urlencoded')) {
    throw new ApiError(415, 'Content-Type must be application/json');
  }
  let text: string;
  try {
    text = await readBodyText(c, limit);
  } catch (err) {
    if (tooLarge && err instanceof ApiError && err.status === 413) throw tooLarge(c);
    throw err;
  }
  if (emptyAs !== undefined && !text.trim()) return emptyAs;
  // Counted on the text: the parser, the schemas and the renderer all recurse, so depth is refused before any of them.
  if (nestedTooDeep(text)) throw new ApiError(400, tooDeepMessage(), { issues: [] });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, text.trim() ? 'Malformed JSON in request body' : 'Request body is empty: expected JSON', {
      issues: [],
    });
  }
  // Before the schema: whatever a field's rules, text never holds control characters (contracts/text.ts).
  const control = controlCharacterIssues(value);
  if (control.length) throw validationError(control, lead);
  return value;
}

/**
 * The query string as the schema sees it: a parameter given twice is refused
 * (which one would count is a guess), and an empty one (`?q=`, what a form
 * sends for an empty field) is absent.
 */
function onceEach(value: Record<string, string | string[]>, lead: string | undefined) {
  const params: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) {
    if (Array.isArray(v)) throw validationError([issueAt([key], 'must be given once')], lead);
    if (v !== '') params[key] = v;
  }
  return params;
}

/**
 * Validation of a request part with @hono/zod-validator, answering in the one
 * error shape every endpoint uses: 400 `{ error, issues: [{ field, path,
 * message }] }`, the error naming the first few issues (after `lead` when
 * given). The route's handler reads the typed value with `c.req.valid(target)`,
 * and the route's type carries the input, so `hc<AppType>` checks callers.
 */
export function validate<T extends z.core.$ZodType, const Tg extends Target>(
  target: Tg,
  schema: T,
  options: ValidateOptions = {},
) {
  const { lead } = options;
  const hook = (result: { success: true } | { success: false; error: z.core.$ZodError }) => {
    if (result.success) return;
    const issues = fieldIssues(result.error);
    // A query problem about the whole string (an unknown parameter) is the query's, not a body's.
    throw validationError(
      target === 'query' ? issues.map((i) => (i.field === 'body' ? { ...i, field: 'query' } : i)) : issues,
      lead,
    );
  };
  const fromRequest = zValidator(target, schema, hook, {
    // The library types the result by a conditional on T that a generic T leaves unresolved; it is zod's own result.
    validationFunction: (s, value) =>
      z.safeParseAsync(
        s,
        target === 'query' ? onceEach(value as Record<string, string | string[]>, lead) : value,
      ) as never,
  });
  if (target !== 'json') return fromRequest;
  // The body is read, limited and checked here first; the validator then parses the value read, whatever the Content-Type said.
  const fromBody: typeof fromRequest = async (c, next) => {
    const value = await readJsonBody(c, options);
    return zValidator(target, schema, hook, { validationFunction: (s) => z.safeParseAsync(s, value) as never })(
      c,
      next,
    );
  };
  return fromBody;
}

/** A positive whole number, as ids are in route parameters: anything else is a 400 naming the parameter. */
export const positiveId = z
  .string()
  .refine((s) => /^[1-9][0-9]*$/.test(s), { error: 'must be a positive whole number', abort: true })
  .refine(isStoredId, STORED_INT_MESSAGE)
  .transform(Number);

/** The `:id` of a route, validated as a positive whole number. */
export const idParam = validate('param', z.object({ id: positiveId }));
