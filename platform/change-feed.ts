import type { Kysely, Migration, Transaction } from 'kysely';
import { dbIso, dbNow } from './database-clock';

/**
 * The change feed: every write that changes what visitors see records what
 * it changed (a kind and a key) in the transaction that makes the change.
 * Each instance keeps pages, the shell, redirects and media records in
 * memory, reads the feed, and reloads exactly what changed. A change counts
 * as applied on an instance only once its reload succeeded: a failed reload
 * is retried with backoff, never skipped.
 *
 * Positions come from the one-row `content_version` head (created by the
 * first release's migration 0050). Taking the next position updates that
 * row, which holds its row lock until commit, so writers that record changes
 * commit one after another and positions become visible in order on SQLite
 * and PostgreSQL alike: a reader that sees position n has seen every
 * position before it. Without that lock a sequence could hand out 11 and 12,
 * commit 12 first, and a reader at 12 would skip 11 for ever.
 */

/** What changed: the in-memory state an instance must reload for it. */
export const CHANGE_KINDS = ['page', 'navigation', 'redirect', 'media', 'contact', 'picture', 'project'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/**
 * Kinds earlier releases wrote, and the kind each is read as. Media had two
 * ('asset' for a library file, 'media-record' for a named slot); both keys
 * are URLs under /uploads/, which is all a media change needs to tell a
 * library file from a slot. A feed keeps changes for a day, and during a
 * rolling upgrade an instance of the older release still writes them, so the
 * feed is read through this map for as long as such a release can run.
 */
const FORMER_KINDS: Readonly<Record<string, ChangeKind>> = { asset: 'media', 'media-record': 'media' };

/** The kind a stored row means to this release (a former kind's current name; any other kind as it is). */
export const kindOf = (stored: string): ChangeKind => FORMER_KINDS[stored] ?? (stored as ChangeKind);

export interface Change {
  kind: ChangeKind;
  /** The page's path, the library file's or slot's URL, the redirect's old address; '' when the kind has one thing. */
  key: string;
}

export interface ContentChangesTable {
  position: number;
  kind: ChangeKind;
  key: string;
  at: string;
}

interface FeedTables {
  contentVersion: { id: number; version: number };
  contentChanges: ContentChangesTable;
}

// biome-ignore lint/suspicious/noExplicitAny: the app's database type is wider than this module needs to know
export type FeedDatabase = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: a transaction of the app's database
export type FeedTransaction = Transaction<any>;
const feedDb = (db: FeedDatabase) => db as unknown as Kysely<FeedTables>;

/** The feed's table; numbered after the API's documents migration so the head row exists. */
export const changeFeedMigrations: Record<string, Migration> = {
  '0300_content_changes': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('content_changes')
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('key', 'varchar(300)', (c) => c.notNull())
        .addColumn('at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('content_changes_position').on('content_changes').column('position').execute();
    },
  },
};

const distinct = (changes: readonly Change[]) => [...new Map(changes.map((c) => [`${c.kind}\0${c.key}`, c])).values()];

/**
 * Records `changes` at the next position, inside the caller's transaction:
 * call it last, after the writes (the head row stays locked until commit).
 * Answers the position, or undefined when nothing changed.
 */
export async function recordChanges(trx: FeedTransaction, changes: readonly Change[]): Promise<number | undefined> {
  const list = distinct(changes);
  if (!list.length) return undefined;
  const t = feedDb(trx);
  const head = await t
    .updateTable('contentVersion')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  const at = dbIso();
  await t
    .insertInto('contentChanges')
    .values(list.map((c) => ({ position: head.version, kind: c.kind, key: c.key.slice(0, 300), at })))
    .execute();
  return head.version;
}

/**
 * Runs `work` in a transaction and records what it reported through
 * `changed` as the transaction's last statement, so a write and its feed
 * entry commit together or not at all.
 */
export async function withChanges<DBT, T>(
  db: Kysely<DBT>,
  work: (trx: Transaction<DBT>, changed: (change: Change) => void) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const changes: Change[] = [];
    const result = await work(trx, (c) => changes.push(c));
    await recordChanges(trx as FeedTransaction, changes);
    return result;
  });
}

/** The newest position recorded (0 on a fresh database). */
export async function feedHead(db: FeedDatabase): Promise<number> {
  const row = await feedDb(db).selectFrom('contentVersion').select('version').where('id', '=', 1).executeTakeFirst();
  return row?.version ?? 0;
}

/**
 * When position `position` was recorded, or undefined when its rows are gone
 * (pruned, or the database moved back before it). A follower remembers it for
 * the last position it applied: a different answer later means the position
 * was handed out again after a restore.
 */
export async function recordedAt(db: FeedDatabase, position: number): Promise<string | undefined> {
  const row = await feedDb(db)
    .selectFrom('contentChanges')
    .select('at')
    .where('position', '=', position)
    .limit(1)
    .executeTakeFirst();
  return row?.at;
}

/** Changes after `position`, oldest first, at most `positions` positions' worth (consecutive, so a position's rows are never split). */
export async function changesAfter(db: FeedDatabase, position: number, positions = 200) {
  const rows = await feedDb(db)
    .selectFrom('contentChanges')
    .selectAll()
    .where('position', '>', position)
    .where('position', '<=', position + positions)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ ...row, kind: kindOf(row.kind) }));
}

/** Forgets changes older than `keepMs` (an instance further behind reloads everything). */
export async function pruneChanges(db: FeedDatabase, keepMs: number, now = dbNow()) {
  await feedDb(db)
    .deleteFrom('contentChanges')
    .where('at', '<', new Date(now - keepMs).toISOString())
    .execute();
}
