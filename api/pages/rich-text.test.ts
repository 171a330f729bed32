import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDetail, PageDocument, PageListItem } from '../../contracts/pages';
import type { RichTextDocument } from '../../contracts/rich-text';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { testEngine } from '../../tests/support/database';

/**
 * Rich text through the page API (issue #46 item 4): a process step's
 * description saved as a document with bold, a link and a list is checked by
 * the page schema, published, rendered by the public site as elements, and
 * found by the Pages search across its formatting; a dangerous link or an
 * oversized document is named at its field and never reaches visitors.
 */
const PAGE = '/services/interiors';
const q = (path: string) => `?path=${encodeURIComponent(path)}`;

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterAll(() => t?.close());

const detail = async () => (await t.request('GET', `/api/admin/page${q(PAGE)}`, { cookie })).json as PageDetail;
const saveDraft = (page: unknown, baseVersion: number) =>
  t.request('PUT', `/api/admin/page/draft${q(PAGE)}`, { cookie, body: { page, baseVersion } });

const described: RichTextDocument = {
  type: 'root',
  children: [
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: 'We measure the ' },
        { type: 'text', text: 'whole office', bold: true },
        { type: 'text', text: ' first; ' },
        { type: 'link', url: '/contact', children: [{ type: 'text', text: 'book a visit', italic: true }] },
      ],
    },
    { type: 'list', listType: 'bullet', children: [{ type: 'listitem', children: [{ type: 'text', text: 'Walls' }] }] },
  ],
};

/** The page with its process steps' first description replaced. */
function withDescription(doc: PageDocument, description: unknown): { doc: PageDocument; at: number } {
  const copy = structuredClone(doc);
  const at = copy.blocks.findIndex((b) => b.type === 'process-steps');
  (copy.blocks[at]!.props as { steps: { description: unknown }[] }).steps[0]!.description = description;
  return { doc: copy, at };
}

describe(`rich text in the page API (${testEngine()})`, () => {
  it('publishes a formatted description: the site renders it as elements and search finds its words', async () => {
    const d = await detail();
    const { doc } = withDescription(d.published!, described);
    const saved = await saveDraft(doc, d.version);
    expect(saved.status).toBe(200);
    expect(saved.json.issues).toEqual([]);
    expect(
      (
        await t.request('POST', `/api/admin/page/publish${q(PAGE)}`, {
          cookie,
          body: { baseVersion: saved.json.version },
        })
      ).status,
    ).toBe(200);

    const html = (await t.request('GET', PAGE)).text;
    expect(html).toContain(
      '<div class="process-steps__desc rich-text"><p>We measure the <strong>whole office</strong> first; ' +
        '<a href="/contact"><em>book a visit</em></a></p><ul><li>Walls</li></ul></div>',
    );
    // The words read across the bold run: "the whole office first" is one phrase to staff.
    const found = (
      await t.request('GET', `/api/admin/pages?q=${encodeURIComponent('the whole office first')}`, { cookie })
    ).json.items as PageListItem[];
    expect(found.find((p) => p.path === PAGE)?.match).toMatchObject({ in: 'live', found: 'the whole office first' });
  });

  it('names an unsafe link, too much text or an empty description at the field; publish and preview answer 400', async () => {
    const link = (url: string): RichTextDocument => ({
      type: 'root',
      children: [{ type: 'paragraph', children: [{ type: 'link', url, children: [{ type: 'text', text: 'x' }] }] }],
    });
    const huge: RichTextDocument = {
      type: 'root',
      children: Array.from({ length: 3 }, () => ({
        type: 'paragraph' as const,
        children: [{ type: 'text' as const, text: 'a'.repeat(2000) }],
      })),
    };
    const many = { type: 'root', children: Array.from({ length: 51 }, () => described.children[1]) };
    const cases: [unknown, (string | number)[], RegExp][] = [
      [link('javascript:alert(1)'), ['children', 0, 'children', 0, 'url'], /a link must be a page of this site/],
      [link('//evil.example'), ['children', 0, 'children', 0, 'url'], /a link must be a page of this site/],
      [huge, [], /at most 5000 characters/],
      [many, ['children'], /at most 50 paragraphs and lists/],
      [{ type: 'root', children: [{ type: 'paragraph', children: [] }] }, [], /^Required: fill this in\.$/],
      [undefined, [], /^Required: fill this in\.$/],
      [42, [], /./],
      [{ type: 'root', children: [{ type: 'heading', children: [] }] }, ['children', 0, 'type'], /./],
    ];
    for (const [description, under, message] of cases) {
      const d = await detail();
      const { doc, at } = withDescription(d.draft ?? d.published!, description);
      const saved = await saveDraft(doc, d.version);
      expect(saved.status).toBe(200);
      expect(saved.json.issues, String(JSON.stringify(description)).slice(0, 80)).toEqual([
        { path: ['blocks', at, 'props', 'steps', 0, 'description', ...under], message: expect.stringMatching(message) },
      ]);
      const refused = await t.request('POST', `/api/admin/page/publish${q(PAGE)}`, {
        cookie,
        body: { baseVersion: saved.json.version },
      });
      expect(refused.status).toBe(400);
      const preview = await t.request('POST', '/api/admin/page/preview', { cookie, body: { page: doc } });
      expect(preview.status).toBe(400);
    }
    expect((await t.request('GET', PAGE)).text).not.toContain('javascript:');
  });
});
