/**
 * Writes documents.json: stored content as staff leave it after a while, made
 * through the admin API of a test app (SQLite), then dumped table by table.
 * Page files that together hold every public block type get a staff-like
 * edit each and are published (the home page twice, so it has revisions);
 * a page made in the admin is published; another is made and deleted (the
 * trash); one edit waits for its scheduled time; the navigation is
 * published with a renamed link. The home page's texts are then put back in
 * the shape the release before the stats block's version 2 stored them
 * (`stats`, no versions recorded), as a database that lived through that
 * release holds them.
 *
 *   npx tsx tests/__fixtures__/stored-documents/make.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageDocument } from '../../../contracts/pages';
import { registry } from '../../../blocks';
import { createTestApp, type TestApp } from '../../support/api';
import { testSiteContent } from '../../support/content';

const out = join(import.meta.dirname, 'documents.json');
const q = (path: string) => `?path=${encodeURIComponent(path)}`;

/** Page files that hold every block type a page may show, smallest first. */
async function coveringPages(): Promise<string[]> {
  const pages = (await testSiteContent()).pages.filter((p) => p.layout === 'site');
  const sized = pages
    .map((p) => ({ path: p.path, types: new Set(p.blocks.map((b) => b.type)), size: JSON.stringify(p.blocks).length }))
    .sort((a, b) => a.size - b.size);
  const wanted = new Set(pages.flatMap((p) => p.blocks.map((b) => b.type)));
  const chosen = ['/'];
  for (const t of sized.find((p) => p.path === '/')!.types) wanted.delete(t);
  for (const p of sized) {
    if (![...p.types].some((t) => wanted.has(t))) continue;
    chosen.push(p.path);
    for (const t of p.types) wanted.delete(t);
  }
  return chosen;
}

/** A staff-like edit: a shorter, plainer heading wherever a block has one, and the SEO title. */
function edited(doc: PageDocument, n: number): PageDocument {
  const out = structuredClone(doc);
  out.meta = { ...out.meta, title: `${out.meta.title.slice(0, 60)} (${n})` };
  for (const b of out.blocks) {
    const props = b.props as Record<string, unknown>;
    if (typeof props.heading === 'string') props.heading = `${props.heading.split(' ').slice(0, 3).join(' ')} ${n}`;
  }
  return out;
}

async function publish(t: TestApp, cookie: string, path: string, doc: PageDocument, at?: string) {
  const detail = (await t.request('GET', `/api/admin/page${q(path)}`, { cookie })).json;
  const saved = await t.request('PUT', `/api/admin/page/draft${q(path)}`, {
    cookie,
    body: { page: doc, baseVersion: detail.version },
  });
  if (saved.status !== 200 || saved.json.issues?.length)
    throw new Error(`${path}: draft ${saved.status} ${saved.text}`);
  const res = await t.request('POST', `/api/admin/page/publish${q(path)}`, {
    cookie,
    body: { baseVersion: saved.json.version, ...(at ? { at } : {}) },
  });
  if (res.status !== (at ? 202 : 200)) throw new Error(`${path}: publish ${res.status} ${res.text}`);
}

async function makeContent(t: TestApp) {
  const cookie = await t.login();
  const file = async (path: string) =>
    (await t.request('GET', `/api/admin/page${q(path)}`, { cookie })).json.published as PageDocument;
  const paths = await coveringPages();
  for (const [i, path] of paths.entries()) await publish(t, cookie, path, edited(await file(path), i + 1));
  await publish(t, cookie, '/', edited(await file('/'), 99));
  for (const made of ['/our-numbers', '/old-offer']) {
    const res = await t.request('POST', `/api/admin/page${q(made)}`, { cookie, body: { title: 'Made by staff' } });
    if (res.status !== 201 && res.status !== 200) throw new Error(`${made}: create ${res.status} ${res.text}`);
    await publish(t, cookie, made, (await t.request('GET', `/api/admin/page${q(made)}`, { cookie })).json.draft);
  }
  const gone = await t.request('DELETE', `/api/admin/page${q('/old-offer')}`, { cookie });
  if (gone.status !== 200) throw new Error(`delete ${gone.status} ${gone.text}`);
  const later = paths[1];
  await publish(t, cookie, later, edited(await file(later), 50), new Date(Date.now() + 300 * 86_400_000).toISOString());
  const nav = (await t.request('GET', '/api/admin/navigation', { cookie })).json;
  const navigation = structuredClone(nav.published);
  navigation.header.items[0].label = 'Home page';
  const saved = await t.request('PUT', '/api/admin/navigation/draft', {
    cookie,
    body: { navigation, baseVersion: nav.version },
  });
  const live = await t.request('POST', '/api/admin/navigation/publish', {
    cookie,
    body: { baseVersion: saved.json.version },
  });
  if (live.status !== 200) throw new Error(`navigation ${live.status} ${live.text}`);
  return paths;
}

/** A text as the release before stats v2 stored it. */
function asStatsV1(text: string): string {
  const { schemaVersions: _v, ...doc } = JSON.parse(text) as PageDocument & { schemaVersions?: unknown };
  doc.blocks = doc.blocks.map((b) => {
    if (b.type !== 'stats') return b;
    const { items, ...rest } = b.props as { items: unknown };
    return { ...b, props: { ...rest, stats: items } };
  });
  return JSON.stringify(doc);
}

const t = await createTestApp();
try {
  const paths = await makeContent(t);
  const documents = await t.db.selectFrom('documents').selectAll().orderBy('id').execute();
  const documentRevisions = await t.db.selectFrom('documentRevisions').selectAll().orderBy('id').execute();
  const documentSchedules = await t.db.selectFrom('documentSchedules').selectAll().execute();
  const home = documents.find((d) => d.kind === 'page' && d.key === '/')!;
  if (home.published) home.published = asStatsV1(home.published);
  for (const r of documentRevisions) if (r.documentId === home.id) r.document = asStatsV1(r.document);
  // What a page file's edit was based on is not checked against the blocks: left out, it keeps the file small.
  for (const d of documents) d.fileAtEdit = null;
  const covered = new Set(paths.flatMap((p) => t.server.pages.find((x) => x.path === p)!.blocks.map((b) => b.type)));
  writeFileSync(
    out,
    `${JSON.stringify({ about: 'tests/__fixtures__/stored-documents/make.ts', documents, documentRevisions, documentSchedules }, null, 1)}\n`,
  );
  console.log(
    `${out}: ${paths.length} edited page files covering ${covered.size} of ${registry.types.length} block types, ${documents.length} documents, ${documentRevisions.length} revisions, ${documentSchedules.length} schedule.`,
  );
} finally {
  await t.close();
}
