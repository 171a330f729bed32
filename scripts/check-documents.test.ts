import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { registry } from '../blocks';
import { stats } from '../blocks/stats';
import { schema as statsSchema } from '../blocks/stats/schema';
import { checkStoredDocuments, loadDocumentsDump, siteRules, type DocumentsDump } from '../app/check-documents';
import { openSiteDatabase } from '../app/database';
import { blockVersions } from '../engine/schema-versions';
import { createRegistry } from '../engine/registry';
import { testSiteContent } from '../tests/support/content';

const FIXTURE = 'tests/__fixtures__/stored-documents/documents.json';
const dump = JSON.parse(readFileSync(FIXTURE, 'utf8')) as DocumentsDump;
const dir = mkdtempSync(join(tmpdir(), 'check-documents-test-'));
let open: Awaited<ReturnType<typeof openSiteDatabase>>;

beforeAll(async () => {
  open = await openSiteDatabase({ dataDir: dir });
  await loadDocumentsDump(open.db, dump);
});
afterAll(async () => {
  await open.close();
  rmSync(dir, { recursive: true, force: true });
});

type Row = { kind: string; key: string; source: string | null; published: string | null; deletedAt: string | null };
const rows = dump.documents as unknown as Row[];
const blockTypesOf = (text: string) => (JSON.parse(text).blocks as { type: string }[]).map((b) => b.type);

describe('the stored-documents snapshot', () => {
  it('holds every block type a page file uses, staff edits of them, an admin page, the navigation, revisions, the trash and a schedule', async () => {
    const pageTypes = new Set(
      (await testSiteContent()).pages.filter((p) => p.layout === 'site').flatMap((p) => p.blocks.map((b) => b.type)),
    );
    const live = rows.filter((r) => r.kind === 'page' && r.published && !r.deletedAt);
    const stored = new Set(live.flatMap((r) => blockTypesOf(r.published!)));
    expect([...pageTypes].filter((t) => !stored.has(t))).toEqual([]);
    expect(live.filter((r) => r.source === 'admin').length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((r) => r.kind === 'navigation' && r.published)).toHaveLength(1);
    expect(rows.filter((r) => r.deletedAt)).toHaveLength(1);
    expect(dump.documentSchedules).toHaveLength(1);
    expect(dump.documentRevisions.length).toBeGreaterThan(live.length);
    // The home page as the release before stats v2 stored it: the check goes through the migration.
    const home = JSON.parse(rows.find((r) => r.kind === 'page' && r.key === '/')!.published!);
    expect(home.schemaVersions).toBeUndefined();
    expect(home.blocks.find((b: { type: string }) => b.type === 'stats').props).toHaveProperty('stats');
  });

  it('passes the code on disk', async () => {
    const { checked, problems } = await checkStoredDocuments(open.db);
    expect(problems).toEqual([]);
    expect(checked).toBe(24);
  });

  it('a schema changed without a migration fails, naming the document, the block and the field', async () => {
    // The stats block's figures renamed once more, this time without raising its version or migrating.
    const renamed = {
      ...stats,
      schema: statsSchema.omit({ items: true }).extend({ figures: statsSchema.shape.items }),
    };
    const blocks = registry.blocks.map((b) => (b.type === 'stats' ? renamed : b));
    const changed = createRegistry(blocks);
    const rules = {
      ...siteRules(),
      page: {
        schema: changed.pageSchema.pick({ path: true, label: true, meta: true, blocks: true }) as z.ZodType,
        versions: blockVersions(blocks),
      },
    };
    const { problems } = await checkStoredDocuments(open.db, rules);
    const homeBlock =
      blockTypesOf(rows.find((r) => r.kind === 'page' && r.key === '/')!.published!).indexOf('stats') + 1;
    expect(problems).toContain(
      `/ (published): block #${homeBlock} (stats) › figures: Invalid input: expected array, received undefined`,
    );
    expect(problems).toContain(`/ (revision 1): block #${homeBlock} (stats) › (the block): Unrecognized key: "items"`);
    expect(
      problems.every((p) =>
        /^\/\S* \((published|revision \d+|draft|scheduled draft|in the trash)\): block #\d+ \(stats\) › /.test(p),
      ),
    ).toBe(true);
  });

  it('npm run check:documents prints each problem and exits 1; 0 on the snapshot', async () => {
    const run = (file: string) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/check-documents.ts', file]).then(
        (r) => ({ code: 0, ...r }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
    const ok = await run(FIXTURE);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('24 stored documents');
    const broken = structuredClone(dump);
    const nav = (broken.documents as unknown as Row[]).find((r) => r.kind === 'navigation')!;
    const doc = JSON.parse(nav.published!);
    doc.header.items[0].title = doc.header.items[0].label;
    delete doc.header.items[0].label;
    nav.published = JSON.stringify(doc);
    const file = join(dir, 'broken.json');
    writeFileSync(file, JSON.stringify(broken));
    const bad = await run(file);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('navigation (published): header.items.0.label: ');
    expect(bad.stderr).toMatch(/\n\d+ problems? in /);
  }, 60_000);
});
