import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDetail, PageDocument } from '../../contracts/pages';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { testEngine } from '../../tests/support/database';

/**
 * Random valid edits of real pages go draft → publish → public page: never
 * a 5xx, and the public page is exactly the published document rendered.
 *
 * Which fields take free text comes from the block schemas themselves:
 * every string in a page's blocks is tried with a short and a long value
 * full of HTML's special characters, and only those the schema accepts
 * both ways are edited (links, media slots, ids and enums refuse them).
 * Each edit changes some of those fields, then keeps a random non-empty
 * subset of the blocks in a random order (reordering and removing blocks).
 */
const PAGES = ['/services/containers/public', '/contact', '/services/furniture'];
const q = (path: string) => `?path=${encodeURIComponent(path)}`;

type Path = (string | number)[];
interface Field {
  path: Path;
  /** The value shows in the HTML as it was typed (escaped): checked after publishing. */
  shown: boolean;
}

let t: TestApp;
let cookie: string;
const fields = new Map<string, Field[]>();
const originals = new Map<string, PageDocument>();

/** The page as a visitor reads it: without the islands' props and other data in script elements. */
const visible = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (k === 'type' || k === 'id' ? [] : stringPaths(v, [...path, k])));
  return [];
}

function setAt(doc: PageDocument, path: Path, value: string): PageDocument {
  const copy = structuredClone(doc) as unknown as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
  return copy as unknown as PageDocument;
}

const preview = (page: PageDocument) => t.request('POST', '/api/admin/page/preview', { cookie, body: { page } });

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
  const catalog = t.server.deps.pages!;
  for (const path of PAGES) {
    const doc = ((await t.request('GET', `/api/admin/page${q(path)}`, { cookie })).json as PageDetail).published!;
    originals.set(path, doc);
    const found: Field[] = [];
    // The first three items of each list stand for the rest (a product grid has a hundred alike).
    for (const p of stringPaths(doc.blocks, ['blocks']).filter((p) =>
      p.slice(2).every((k) => typeof k !== 'number' || k < 3),
    )) {
      const marker = `Zq${found.length}x`;
      const accepts = (value: string) => catalog.check(setAt(doc, p, value)).ok;
      if (!accepts(marker) || !accepts(`<b>"Tom" & 'Jerry'</b> ${'w'.repeat(30)}`)) continue;
      found.push({ path: p, shown: visible((await preview(setAt(doc, p, marker))).text).includes(marker) });
    }
    fields.set(path, found);
  }
}, 120_000);
afterAll(() => t?.close());

/** Text a person might type: any printable graphemes, HTML's special characters, no surrounding spaces or {placeholders}. */
const text = fc
  .oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 24 }),
    fc.constantFrom('<script>alert(1)</script>', 'Tom & Jerry "quoted" \'single\'', 'KSh 1,200,000 — 20% off'),
  )
  .filter((s) => s.trim() === s && s.length > 0 && !/[{}]/.test(s));

const edit = fc.constantFrom(...PAGES).chain((path) => {
  const doc = originals.get(path)!;
  const candidates = fields.get(path)!;
  return fc.record({
    path: fc.constant(path),
    changes: fc.array(fc.record({ field: fc.nat({ max: candidates.length - 1 }), value: text }), {
      minLength: 1,
      maxLength: 4,
    }),
    blocks: fc.shuffledSubarray(
      doc.blocks.map((_, i) => i),
      { minLength: 1 },
    ),
  });
});

describe(`random valid edits, draft → publish → public page (${testEngine()})`, () => {
  it('found editable text in every page', () => {
    for (const path of PAGES) expect(fields.get(path)!.filter((f) => f.shown).length, path).toBeGreaterThan(3);
  });

  it('never answers 5xx, and the public page shows exactly what was published', async () => {
    await fc.assert(
      fc.asyncProperty(edit, async ({ path, changes, blocks }) => {
        const candidates = fields.get(path)!;
        let doc = originals.get(path)!;
        const edited = new Map<string, { value: string; field: Field }>();
        for (const { field, value } of changes) {
          doc = setAt(doc, candidates[field].path, value);
          edited.set(candidates[field].path.join('.'), { value, field: candidates[field] });
        }
        const kept = new Set(blocks);
        doc = { ...doc, blocks: blocks.map((i) => doc.blocks[i]) };

        const current = (await t.request('GET', `/api/admin/page${q(path)}`, { cookie })).json as PageDetail;
        const saved = await t.request('PUT', `/api/admin/page/draft${q(path)}`, {
          cookie,
          body: { page: doc, baseVersion: current.version },
        });
        expect(saved.status).toBe(200);
        expect(saved.json.issues).toEqual([]);
        const published = await t.request('POST', `/api/admin/page/publish${q(path)}`, {
          cookie,
          body: { baseVersion: saved.json.version },
        });
        expect(published.status).toBe(200);

        const live = await t.request('GET', path);
        expect(live.status).toBe(200);
        // The same server renderer, handed the published document, gives the very page the site serves.
        const rendered = await preview(doc);
        expect(rendered.status).toBe(200);
        expect(live.text).toBe(rendered.text);
        expect(
          ((await t.request('GET', `/api/admin/page${q(path)}`, { cookie })).json as PageDetail).published,
        ).toEqual(doc);
        for (const { value, field } of edited.values()) {
          if (field.shown && kept.has(field.path[1] as number)) expect(visible(live.text)).toContain(escapeHtml(value));
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
