import { Hono, type Context } from 'hono';
import { DATABASE_AWAY_MESSAGE, isDatabaseUnreachable } from '../platform/database-errors';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AppEnv } from './deps';
import { controlCharacterIn, controlCharacterMessage } from '../contracts/text';
import { DISK_FULL_MESSAGE, isDiskFull } from '../media/storage';

/** Largest JSON body any endpoint accepts; uploads use their own limit. */
export const JSON_BODY_LIMIT = 64 * 1024;

/** JSON error body used by every API failure: { error, issues? }. */
export function apiError(
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503 | 507,
  error: string,
  extra: object = {},
) {
  return new Response(JSON.stringify({ error, ...extra }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/**
 * One problem with a request, in the one shape every endpoint answers with
 * (`{ error, issues: FieldIssue[] }`): `field` names it for a form
 * ("items.2.title", "query", "body"), `path` is the same place as JSON path
 * segments for editors that walk a document.
 */
export interface FieldIssue {
  field: string;
  path: (string | number)[];
  message: string;
}

/** An issue at `path` (empty for the whole body). */
export const issueAt = (path: readonly PropertyKey[], message: string): FieldIssue => {
  const segments = path.map((k) => (typeof k === 'number' ? k : String(k)));
  return { field: segments.length ? segments.join('.') : 'body', path: segments, message };
};

/**
 * A client mistake with a JSON answer { error, ...extra }. It is an
 * HTTPException, so even the app-wide error handler answers with the right
 * status and message; routers from apiRouter() also keep `extra` (issues).
 */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly extra: object = {},
    headers: Record<string, string> = {},
  ) {
    const res = apiError(status as Parameters<typeof apiError>[0], message, extra);
    for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
    super(status, { message, res });
  }
}

/** A route group whose errors answer as JSON: ApiError as built, anything else a logged 500. */
export function apiRouter<E extends AppEnv = AppEnv>() {
  const r = new Hono<E>();
  r.onError((err, c) => {
    if (err instanceof HTTPException) return err.res ?? c.json({ error: err.message || 'Request failed' }, err.status);
    if (isDiskFull(err)) return diskFull(c, err);
    if (isDatabaseUnreachable(err)) return databaseAway(c, err);
    console.error(`${c.req.method} ${c.req.path} failed:`, err);
    return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return r;
}

/**
 * 507 Insufficient Storage, in words, for any write the disk refused (a
 * SQLite database on a full disk, a file): the cause goes to the log, the
 * answer names no path.
 */
export function diskFull(c: Context, err: unknown) {
  console.error(`${c.req.method} ${c.req.path}: the disk is full:`, (err as Error).message);
  return c.json({ error: DISK_FULL_MESSAGE }, 507);
}

/**
 * 503 in words while the database cannot be reached (a restart, an outage): a person can wait it out, and a
 * load balancer or a client may retry; the cause goes to the log once per request, without a stack.
 */
export function databaseAway(c: Context, err: unknown) {
  console.error(`${c.req.method} ${c.req.path}: the database is not answering: ${(err as Error).message}`);
  return c.json({ error: DATABASE_AWAY_MESSAGE }, 503, { 'Retry-After': '30' });
}

/** Each zod issue at its place (the root is called "body"). */
export function fieldIssues(error: { issues: readonly z.core.$ZodIssue[] }): FieldIssue[] {
  return error.issues.map((i) => issueAt(i.path, i.message));
}

/**
 * 400 with every issue, its message naming the first few ("password: must be
 * at least 12 characters"), after `lead` when the context needs saying.
 */
export function validationError(issues: FieldIssue[], lead?: string): ApiError {
  const summary =
    issues
      .slice(0, 5)
      .map((i) => `${i.field}: ${i.message}`)
      .join('; ') + (issues.length > 5 ? ` (and ${issues.length - 5} more)` : '');
  const error = lead ? `${lead}: ${summary}` : summary || 'Invalid request';
  return new ApiError(400, error, { issues });
}

/**
 * How deeply a JSON body may nest objects and arrays. The deepest document
 * the site makes (a page with a header whose menu has three levels) nests
 * about a dozen; the parser, the schemas and the renderer all walk the tree
 * recursively, so a body nested thousands deep would overflow the stack.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether the JSON text nests objects and arrays more than `max` deep,
 * found by counting brackets outside strings: one pass over the text, no
 * recursion, before anything parses it.
 */
export function nestedTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > max) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return false;
}

export const tooDeepMessage = (max = MAX_JSON_DEPTH) =>
  `The request body is nested more than ${max} levels deep (objects and lists inside each other); no page or setting needs that many. Flatten it, or keep menus to a few levels.`;

/**
 * The request body as text, refusing (413) anything over `limit` bytes,
 * streamed or not: Hono's bodyLimit counts it, here rather than as a
 * middleware because each caller knows its own limit and its own words.
 */
export async function readBodyText(c: Context, limit = JSON_BODY_LIMIT): Promise<string> {
  let text = '';
  await bodyLimit({
    maxSize: limit,
    onError: () => {
      throw new ApiError(413, `Request body is larger than ${Math.round(limit / 1024)} KB`);
    },
  })(c, async () => {
    text = await c.req.text();
  });
  return text;
}

/** More issues than this about control characters say nothing new: the first ones show the pattern. */
const MAX_CONTROL_ISSUES = 20;

/**
 * Every string (and object key) in a parsed body holding a control character,
 * at its place; a key's issue is at the object holding it. Bodies are at most
 * MAX_JSON_DEPTH deep, so the walk's recursion is bounded.
 */
export function controlCharacterIssues(value: unknown, path: (string | number)[] = [], out: FieldIssue[] = []) {
  if (out.length >= MAX_CONTROL_ISSUES) return out;
  if (typeof value === 'string') {
    const code = controlCharacterIn(value);
    if (code) out.push(issueAt(path, controlCharacterMessage(code)));
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => controlCharacterIssues(v, [...path, i], out));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const code = controlCharacterIn(k);
      if (code) out.push(issueAt(path, `has a key that ${controlCharacterMessage(code)}`));
      controlCharacterIssues(v, [...path, k], out);
    }
  }
  return out;
}

const ESCAPED_OR_CONTROL = /[%\x00-\x1f]/;

/**
 * Refuses (400, naming the place) a request whose address or query string
 * holds a control character, before any route reads it: a page path or a
 * search term with U+0000 would reach the database, which PostgreSQL answers
 * with an error.
 */
export function refuseControlCharacters(c: Context, next: () => Promise<void>): Promise<void> {
  // Without a percent sign nothing in the address decodes to anything else, and a control character
  // cannot arrive unescaped (the URL parser escapes or drops it): most requests need no parsing at all.
  if (!ESCAPED_OR_CONTROL.test(c.req.url)) return next();
  const issues: FieldIssue[] = [];
  let address: string;
  try {
    address = decodeURIComponent(new URL(c.req.url).pathname);
  } catch {
    address = c.req.path;
  }
  const inAddress = controlCharacterIn(address);
  if (inAddress) issues.push({ field: 'address', path: [], message: controlCharacterMessage(inAddress) });
  for (const [key, values] of Object.entries(c.req.queries()))
    for (const v of [key, ...values]) {
      const code = controlCharacterIn(v);
      if (code) {
        issues.push(issueAt([key], controlCharacterMessage(code)));
        break;
      }
    }
  // Thrown, not returned: Hono turns it into the 400 as it does a rejected promise.
  if (issues.length) throw validationError(issues, 'The address has problems');
  return next();
}

/**
 * JSON with its Content-Length, so compress() leaves a small answer alone: a
 * compression stream per request costs more than it saves under 1 KB (the
 * public contact-details endpoint ran at a fraction of a bare Hono route).
 */
export function sizedJson(c: Context, data: unknown) {
  const text = JSON.stringify(data);
  return c.body(text, 200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) });
}
