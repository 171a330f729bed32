import { migrateDocument, stampDocument, type DocumentVersions, type Migrated } from '../../engine/schema-versions';
import { nowIso, type DB } from '../db';
import type { DocumentKind } from '../../contracts/document-kinds';

/*
 * The one place stored documents meet the code's schema versions
 * (engine/schema-versions.ts): every read of a stored document's text goes
 * through readStored, which brings it to the code's versions before anything
 * validates it; every write goes through storedText, which records them.
 * The API may not import the blocks, so the composition root hands each
 * kind's versions in at start (setDocumentVersions).
 */

const byKind = new Map<DocumentKind, DocumentVersions>();

/** A kind's versions: the composition root's, at start (the same for every app of a process). */
export function setDocumentVersions(kind: DocumentKind, versions: DocumentVersions): void {
  byKind.set(kind, versions);
}

/** The kind's versions; a kind nobody declared is at version 1 throughout. */
export const versionsOf = (kind: DocumentKind): DocumentVersions => byKind.get(kind) ?? { document: { version: 1 } };

/** Stored text, parsed and brought to the code's versions, with what could not be. */
export const migrateStored = (kind: DocumentKind, text: string): Migrated =>
  migrateDocument(JSON.parse(text), versionsOf(kind));

/** The stored document as the code's versions shape it (null for no text). */
export function readStored(kind: DocumentKind, text: string | null | undefined): unknown {
  return text ? migrateStored(kind, text).document : null;
}

/** The text to store: the document with the code's versions recorded beside it. */
export const storedText = (kind: DocumentKind, document: unknown): string =>
  JSON.stringify(stampDocument(document, versionsOf(kind)));

/** The stored text brought up, or undefined when it is current (or cannot be brought up: reads report that). */
function upgraded(kind: DocumentKind, text: string | null): string | undefined {
  if (!text) return undefined;
  let m: Migrated;
  try {
    m = migrateStored(kind, text);
  } catch {
    return undefined;
  }
  if (!m.outdated || m.failures.length) return undefined;
  return storedText(kind, m.document);
}

/**
 * At start, after the database's own migrations: every stored document
 * (drafts, published, the trash, revisions; a schedule publishes its row's
 * draft) written under earlier versions is rewritten at the code's, so reads
 * after it do no work. Each rewrite is conditional on the text being what
 * was read, so instances starting together rewrite a row once and a write
 * made meanwhile is never overwritten; the document's own `version` (the
 * editors' optimistic lock) is left alone, since what it says is unchanged.
 * Answers how many texts it rewrote.
 */
export async function upgradeStoredDocuments(db: DB): Promise<number> {
  let rewritten = 0;
  const rows = await db.selectFrom('documents').select(['id', 'kind', 'draft', 'published']).execute();
  for (const row of rows) {
    for (const column of ['draft', 'published'] as const) {
      const next = upgraded(row.kind, row[column]);
      if (next === undefined) continue;
      const r = await db
        .updateTable('documents')
        .set({ [column]: next })
        .where('id', '=', row.id)
        .where(column, '=', row[column])
        .executeTakeFirst();
      rewritten += Number(r.numUpdatedRows);
    }
  }
  const kinds = new Map(rows.map((r) => [r.id, r.kind]));
  const revisions = await db.selectFrom('documentRevisions').select(['id', 'documentId', 'document']).execute();
  for (const rev of revisions) {
    const kind = kinds.get(rev.documentId);
    const next = kind ? upgraded(kind, rev.document) : undefined;
    if (next === undefined) continue;
    const r = await db
      .updateTable('documentRevisions')
      .set({ document: next })
      .where('id', '=', rev.id)
      .where('document', '=', rev.document)
      .executeTakeFirst();
    rewritten += Number(r.numUpdatedRows);
  }
  return rewritten;
}

/** The app_settings row that names the versions the last full rewrite brought every stored document to. */
export const UPGRADED_KEY = 'documents.schemaVersions';

/** Every kind's versions above 1, as one text: what the stored documents were last brought to. */
const currentVersions = () =>
  JSON.stringify(
    [...byKind.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, v]) => [kind, v.document.version, v.blocks ?? {}]),
  );

/**
 * The start's step: the full rewrite (upgradeStoredDocuments) only when the
 * code's versions differ from those the database was last brought to, so a
 * start that changes no version reads no document for it. A text an earlier
 * release writes after that (during a rolling deploy) is brought up by
 * every read, and rewritten at the next version change.
 */
export async function upgradeOnStart(db: DB): Promise<number> {
  const current = currentVersions();
  const row = await db.selectFrom('appSettings').select('value').where('key', '=', UPGRADED_KEY).executeTakeFirst();
  if (row?.value === current) return 0;
  const rewritten = await upgradeStoredDocuments(db);
  const updatedAt = nowIso();
  await db
    .insertInto('appSettings')
    .values({ key: UPGRADED_KEY, value: current, updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: current, updatedAt }))
    .execute();
  return rewritten;
}
