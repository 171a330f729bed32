import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The admin calls the API only through its typed client (admin/data/api-client.ts,
 * hc<AppType>): a route renamed on the server then fails the typecheck. An
 * address written out as text ('/api/admin/…') would go on compiling after
 * such a rename and fail only when staff click, so this test refuses one
 * anywhere in admin/, its tests and stories included: a test names the address
 * a screen's request went to through the client too (apiRoutes in
 * tests/support/admin/test-utils.tsx), so a rename fails its typecheck rather
 * than leaving it asserting an address no route answers. The client's setup
 * builds its addresses from the route table and needs none. Comments may name
 * routes, and a mock API's route keys ('GET /api/admin/me') are not addresses
 * written as a string of their own.
 */
const ROOT = join(import.meta.dirname, '..');
/** Files allowed to hold a literal admin API address: the client's setup, should it ever need one. */
const ALLOWED = new Set(['admin/data/api-client.ts']);

/** A string, template or regular expression literal that starts with /api/admin. */
const literal = /(['"`])\/api\/admin\b/;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Comments out (line and block), so a doc comment's "POST /api/admin/login" is not taken for a call. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

function literalAdminUrls(root: string): string[] {
  const found: string[] = [];
  for (const file of sources(join(root, 'admin'))) {
    const name = relative(root, file).split('\\').join('/');
    if (ALLOWED.has(name)) continue;
    withoutComments(readFileSync(file, 'utf8'))
      .split('\n')
      .forEach((line, i) => {
        if (literal.test(line)) found.push(`${name}:${i + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe('the admin names no API address as text', () => {
  it('finds a literal, and not one in a comment', () => {
    expect(literal.test("apiRequest('GET', '/api/admin/me')")).toBe(true);
    expect(literal.test('fetch(`/api/admin/page?path=` + p)')).toBe(true);
    expect(withoutComments("/** GET /api/admin/me */\nconst a = 1; // see '/api/admin/me'\n")).not.toMatch(literal);
  });

  it('has none in admin/ outside the typed client, tests and stories included', () => {
    expect(literalAdminUrls(ROOT)).toEqual([]);
  });
});
