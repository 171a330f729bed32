import { sql, type Kysely, type Migration } from 'kysely';
import { autoId } from '../db/portable';

// biome-ignore lint/suspicious/noExplicitAny: migrations see an untyped database
type Raw = Kysely<any>;

async function createTables(db: Raw) {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('key', 'varchar(300)', (c) => c.notNull())
    .addColumn('source', 'varchar(10)')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('draft', 'text')
    .addColumn('draft_issues', 'text')
    .addColumn('published', 'text')
    .addColumn('file_at_edit', 'text')
    .addColumn('file_hash', 'varchar(64)')
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(100)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(30)')
    .addColumn('deleted_by', 'varchar(100)')
    .addColumn('deleted_redirects', 'text')
    .execute();
  // One live document per kind and key; the trash may hold any number.
  await sql`CREATE UNIQUE INDEX documents_live_key ON documents (kind, key) WHERE deleted_at IS NULL`.execute(db);
  await db.schema.createIndex('documents_kind_key').on('documents').columns(['kind', 'key']).execute();
  await db.schema
    .createTable('document_revisions')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('published_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('published_by', 'varchar(100)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_revisions_doc_version')
    .on('document_revisions')
    .columns(['document_id', 'version'])
    .unique()
    .execute();
  await db.schema
    .createTable('document_schedules')
    .addColumn('document_id', 'integer', (c) => c.primaryKey().references('documents.id').onDelete('cascade'))
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .addColumn('scheduled_by', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('failed', 'varchar(500)')
    .addColumn('claimed_by', 'varchar(100)')
    .addColumn('claimed_until', 'varchar(30)')
    .execute();
}

const json = (v: unknown) => (typeof v === 'string' ? v : null);

/** The trash kept a deleted page's row and revisions as JSON (camelCase keys): each becomes a deleted document. */
async function moveTrash(db: Raw) {
  const trashed = await db.selectFrom('page_trash').selectAll().execute();
  for (const t of trashed) {
    const edit = JSON.parse(t.edit) as Record<string, unknown>;
    const { id } = await db
      .insertInto('documents')
      .values({
        kind: 'page',
        key: t.path,
        source: 'admin',
        version: Number(edit.version ?? 1),
        draft: json(edit.draft),
        draft_issues: json(edit.draftIssues),
        published: json(edit.published),
        file_at_edit: json(edit.fileAtEdit),
        file_hash: json(edit.fileHash),
        updated_at: String(edit.updatedAt ?? t.deleted_at),
        updated_by: String(edit.updatedBy ?? t.deleted_by),
        deleted_at: t.deleted_at,
        deleted_by: t.deleted_by,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const r of JSON.parse(t.revisions) as Record<string, unknown>[])
      await db
        .insertInto('document_revisions')
        .values({
          document_id: id,
          version: r.version,
          document: r.document,
          published_at: r.publishedAt,
          published_by: r.publishedBy,
        })
        .execute();
  }
}

/**
 * One core for every versioned site document (api/documents): pages and the
 * navigation move from their own tables (page_edits, page_revisions,
 * page_schedule, page_trash, site_navigation, site_navigation_revisions)
 * into documents, document_revisions and document_schedules, keyed by
 * identity. Rows are copied as they are, in their order, and the old tables
 * go, so nothing reads a second copy.
 */
export const documentMigrations: Record<string, Migration> = {
  '0290_documents': {
    async up(db: Kysely<unknown>) {
      const raw = db as Raw;
      await createTables(raw);
      await sql`INSERT INTO documents (kind, key, source, version, draft, draft_issues, published, file_at_edit, file_hash, updated_at, updated_by)
        SELECT 'page', path, source, version, draft, draft_issues, published, file_at_edit, file_hash, updated_at, updated_by FROM page_edits`.execute(
        raw,
      );
      await sql`INSERT INTO document_revisions (document_id, version, document, published_at, published_by)
        SELECT d.id, r.version, r.document, r.published_at, r.published_by
        FROM page_revisions r JOIN documents d ON d.kind = 'page' AND d.key = r.path AND d.deleted_at IS NULL
        ORDER BY r.id`.execute(raw);
      await sql`INSERT INTO document_schedules (document_id, at, scheduled_by, created_at, failed)
        SELECT d.id, s.at, s.scheduled_by, s.created_at, s.failed
        FROM page_schedule s JOIN documents d ON d.kind = 'page' AND d.key = s.path AND d.deleted_at IS NULL`.execute(
        raw,
      );
      await moveTrash(raw);
      await sql`INSERT INTO documents (kind, key, source, version, draft, draft_issues, published, updated_at, updated_by)
        SELECT 'navigation', 'site', NULL, version, draft, draft_issues, published, updated_at, updated_by FROM site_navigation`.execute(
        raw,
      );
      await sql`INSERT INTO document_revisions (document_id, version, document, published_at, published_by)
        SELECT d.id, r.version, r.document, r.published_at, r.published_by
        FROM site_navigation_revisions r JOIN documents d ON d.kind = 'navigation' AND d.key = 'site'
        ORDER BY r.id`.execute(raw);
      for (const t of [
        'page_edits',
        'page_revisions',
        'page_schedule',
        'page_trash',
        'site_navigation',
        'site_navigation_revisions',
      ])
        await raw.schema.dropTable(t).execute();
    },
  },
  /** A deleted page remembers which links its delete re-pointed, so a restore puts exactly those back. */
  '0310_trash_relinks': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('documents').addColumn('deleted_relinks', 'text').execute();
    },
  },
  /**
   * Review before publish: a document's one current review (waiting, or sent
   * back with a comment), by identity, so a moved page keeps it and a page
   * leaving for good takes it along. What happened to each review is in the
   * activity log, not here.
   */
  '0320_document_reviews': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('document_reviews')
        .addColumn('document_id', 'integer', (c) => c.primaryKey().references('documents.id').onDelete('cascade'))
        .addColumn('state', 'varchar(10)', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('submitted_by', 'varchar(100)', (c) => c.notNull())
        .addColumn('submitted_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('comment', 'varchar(1000)')
        .addColumn('decided_by', 'varchar(100)')
        .addColumn('decided_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('document_reviews_state').on('document_reviews').column('state').execute();
    },
  },
  /**
   * A schedule publishes a version: the document as it was when "Publish at…"
   * was asked for (its version, the time that version was saved, and the
   * document itself), not whatever the draft is at the time. A schedule made
   * before this keeps what it would have published had it run now.
   */
  '0330_schedule_version': {
    async up(db: Kysely<unknown>) {
      const raw = db as Raw;
      await raw.schema.alterTable('document_schedules').addColumn('version', 'integer').execute();
      await raw.schema.alterTable('document_schedules').addColumn('version_at', 'varchar(30)').execute();
      await raw.schema.alterTable('document_schedules').addColumn('document', 'text').execute();
      await sql`UPDATE document_schedules SET
        version = (SELECT d.version FROM documents d WHERE d.id = document_schedules.document_id),
        version_at = (SELECT d.updated_at FROM documents d WHERE d.id = document_schedules.document_id),
        document = (SELECT d.draft FROM documents d WHERE d.id = document_schedules.document_id)`.execute(raw);
    },
  },
  /**
   * The activity log was named for pages (page_audit, column path) from when pages were the only thing it
   * logged; it holds every kind's entries, library deletions and slot uploads, so it is the document
   * activity and its column the subject (a page's address, a file's URL, a kind's log name). Rows and ids
   * stay as they are. A backup made before this restores into the new names (app/backup/renamed-tables.ts).
   */
  '0360_document_activity': {
    async up(db: Kysely<unknown>) {
      const raw = db as Raw;
      await raw.schema.dropIndex('page_audit_path_id').execute();
      await raw.schema.alterTable('page_audit').renameTo('document_activity').execute();
      await raw.schema.alterTable('document_activity').renameColumn('path', 'subject').execute();
      await raw.schema
        .createIndex('document_activity_subject_id')
        .on('document_activity')
        .columns(['subject', 'id'])
        .execute();
    },
  },
};
