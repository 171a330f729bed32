import type { z } from 'zod';
import { navigationDocument } from '../contracts/navigation';
import type { DB } from '../api/db';
import { migrateDocument, type DocumentVersions } from '../engine/schema-versions';
import { documentProblems, navigationVersions, pageVersions } from './document-versions';
import { pageDocumentSchema } from './live/site-pages';

/** What one kind's stored documents must pass: its schema, after its migrations. */
export interface KindRules {
  schema: z.ZodType;
  versions: DocumentVersions;
}

/** The code on disk's rules for every kind (a test hands in a registry of its own). */
export const siteRules = (): Record<'page' | 'navigation', KindRules> => ({
  page: { schema: pageDocumentSchema, versions: pageVersions },
  navigation: { schema: navigationDocument, versions: navigationVersions },
});

interface Stored {
  name: string;
  kind: 'page' | 'navigation';
  text: string;
}

/**
 * Every stored document that a deploy of this code would read: what is live,
 * the trash, each revision, and drafts (a scheduled one goes live by itself;
 * a draft saved with problems already had them, so only a clean one counts).
 */
async function storedTexts(db: DB): Promise<Stored[]> {
  const rows = await db.selectFrom('documents').selectAll().orderBy('id').execute();
  const scheduled = new Set(
    (await db.selectFrom('documentSchedules').select('documentId').execute()).map((s) => s.documentId),
  );
  const revisions = await db.selectFrom('documentRevisions').selectAll().orderBy('id').execute();
  const out: Stored[] = [];
  for (const row of rows) {
    const name = row.kind === 'navigation' ? 'navigation' : row.key;
    const where = row.deletedAt ? 'in the trash' : 'published';
    if (row.published) out.push({ name: `${name} (${where})`, kind: row.kind, text: row.published });
    const clean = !row.draftIssues || row.draftIssues === '[]';
    if (row.draft && (clean || scheduled.has(row.id)))
      out.push({
        name: `${name} (${scheduled.has(row.id) ? 'scheduled draft' : row.deletedAt ? 'draft in the trash' : 'draft'})`,
        kind: row.kind,
        text: row.draft,
      });
    revisions
      .filter((r) => r.documentId === row.id)
      .forEach((r, i) => {
        out.push({ name: `${name} (revision ${i + 1})`, kind: row.kind, text: r.document });
      });
  }
  return out;
}

/**
 * Checks every stored document against the code's schemas after its
 * migrations: one line per problem (`/about (published): block #3 (stats) ›
 * items: Required`), none when a deploy of this code would break nothing.
 */
export async function checkStoredDocuments(
  db: DB,
  rules: Record<'page' | 'navigation', KindRules> = siteRules(),
): Promise<{ checked: number; problems: string[] }> {
  const texts = await storedTexts(db);
  const problems: string[] = [];
  for (const s of texts) {
    let stored: unknown;
    try {
      stored = JSON.parse(s.text);
    } catch {
      problems.push(`${s.name}: not JSON`);
      continue;
    }
    const { schema, versions } = rules[s.kind];
    const migrated = migrateDocument(stored, versions);
    const parsed = schema.safeParse(migrated.document);
    if (!parsed.success) problems.push(...documentProblems(s.name, migrated, parsed.error.issues));
  }
  return { checked: texts.length, problems };
}

/** A JSON dump of the document tables (tests/__fixtures__/stored-documents/documents.json), as rows. */
export interface DocumentsDump {
  documents: Record<string, unknown>[];
  documentRevisions: Record<string, unknown>[];
  documentSchedules: Record<string, unknown>[];
}

/** Writes a dump's rows into an empty, migrated database, identities and all. */
export async function loadDocumentsDump(db: DB, dump: DocumentsDump): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: the dump's rows are the tables' own, as they were selected
  const rows = (list: Record<string, unknown>[]) => list as any[];
  if (dump.documents.length) await db.insertInto('documents').values(rows(dump.documents)).execute();
  if (dump.documentRevisions.length)
    await db.insertInto('documentRevisions').values(rows(dump.documentRevisions)).execute();
  if (dump.documentSchedules.length)
    await db.insertInto('documentSchedules').values(rows(dump.documentSchedules)).execute();
}
