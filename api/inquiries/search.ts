import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { phoneSearchRun } from '../../contracts/phone';
import { dialectOf, type Dialect } from '../db/dialect';

/**
 * Full-text search over an inquiry's name, e-mail, company and message: the
 * one place where SQLite and PostgreSQL need different SQL. SQLite keeps an
 * FTS5 index in a shadow table fed by triggers; PostgreSQL a generated
 * tsvector column with a GIN index. Both answer the same question: which
 * inquiries contain every word typed, each word as a prefix ("wanj" finds
 * Wanjiku), ignoring case and accents.
 */

/** PostgreSQL's text search configuration for inquiries: 'simple' (no stemming, any language) with accents removed. */
const PG_CONFIG = 'inquiry_search';

/**
 * Builds the index (migration 0002 calls this; once shipped, change the
 * index only in a new migration). Existing rows are indexed too.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see an untyped database
export async function installInquirySearch(db: Kysely<any>) {
  if (dialectOf(db) === 'postgres') {
    // unaccent ships with PostgreSQL and is a trusted extension (a database owner may add it). It goes to
    // the public schema once per database, since an extension exists only once however many schemas use it.
    // (Migrations on one server run one at a time under kysely's advisory lock, so two schemas never race to create it.)
    await sql`CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public`.execute(db);
    await sql`CREATE TEXT SEARCH CONFIGURATION ${sql.raw(PG_CONFIG)} (COPY = pg_catalog.simple)`.execute(db);
    await sql`ALTER TEXT SEARCH CONFIGURATION ${sql.raw(PG_CONFIG)} ALTER MAPPING FOR word, hword, hword_part WITH public.unaccent, pg_catalog.simple`.execute(
      db,
    );
    // The e-mail goes in twice: as PostgreSQL's parser sees it (one 'email' token) and split at @ and dots, so "example" finds it too.
    await sql`ALTER TABLE contact_inquiries ADD COLUMN search tsvector GENERATED ALWAYS AS (to_tsvector(${sql.lit(PG_CONFIG)}::regconfig,
      coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || translate(coalesce(email, ''), '@.', '  ') || ' ' || coalesce(company, '') || ' ' || coalesce(message, ''))) STORED`.execute(
      db,
    );
    await sql`CREATE INDEX contact_inquiries_search ON contact_inquiries USING gin (search)`.execute(db);
    return;
  }
  // External content: the text is stored once, in contact_inquiries; the FTS table holds only the index.
  await sql`CREATE VIRTUAL TABLE contact_inquiries_fts USING fts5(name, email, company, message,
    content='contact_inquiries', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(db);
  await sql`CREATE TRIGGER contact_inquiries_fts_insert AFTER INSERT ON contact_inquiries BEGIN
    INSERT INTO contact_inquiries_fts(rowid, name, email, company, message) VALUES (new.id, new.name, new.email, new.company, new.message);
  END`.execute(db);
  await sql`CREATE TRIGGER contact_inquiries_fts_delete AFTER DELETE ON contact_inquiries BEGIN
    INSERT INTO contact_inquiries_fts(contact_inquiries_fts, rowid, name, email, company, message) VALUES ('delete', old.id, old.name, old.email, old.company, old.message);
  END`.execute(db);
  await sql`CREATE TRIGGER contact_inquiries_fts_update AFTER UPDATE OF name, email, company, message ON contact_inquiries BEGIN
    INSERT INTO contact_inquiries_fts(contact_inquiries_fts, rowid, name, email, company, message) VALUES ('delete', old.id, old.name, old.email, old.company, old.message);
    INSERT INTO contact_inquiries_fts(rowid, name, email, company, message) VALUES (new.id, new.name, new.email, new.company, new.message);
  END`.execute(db);
  await sql`INSERT INTO contact_inquiries_fts(contact_inquiries_fts) VALUES ('rebuild')`.execute(db);
}

/** At most this many words of a query count; the rest are ignored. */
const MAX_WORDS = 8;

/**
 * The words of a search: runs of letters and digits, lower-cased. Everything
 * else separates words, so no character a visitor or staff member types can
 * reach either engine's query syntax.
 */
export function searchWords(q: string): string[] {
  return [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_WORDS);
}

/** The engine's query text for the words: all of them, each as a prefix. */
export function engineQuery(words: string[], dialect: Dialect): string {
  return dialect === 'postgres' ? words.map((w) => `'${w}':*`).join(' & ') : words.map((w) => `"${w}"*`).join(' AND ');
}

/**
 * The inquiry's phone number as digits only, without a "(0)" trunk marker,
 * so "+254 (0) 722-111 222" reads 254722111222. SQLite gets digits_only from
 * the app (api/db/index.ts).
 */
function phoneDigits(dialect: Dialect) {
  const phone = sql`replace(coalesce(contact_inquiries.phone, ''), '(0)', '')`;
  return dialect === 'postgres' ? sql`regexp_replace(${phone}, '[^0-9]', '', 'g')` : sql`digits_only(${phone})`;
}

/**
 * A WHERE condition on contact_inquiries: the row contains every word of `q`.
 * A query with no letters or digits matches nothing.
 *
 * A query that is a phone number or part of one (digits and the characters
 * people space them with) also finds the inquiries whose phone holds that
 * run of digits (contracts/phone.ts: phoneSearchRun). The phone is not in
 * the word index, which splits "0722 111 222" into words the way it was
 * typed; this compares digits with LIKE instead, a scan of the phone column
 * that an inbox of tens of thousands of inquiries answers at once, and only
 * for queries that look like a phone number.
 */
// biome-ignore lint/suspicious/noExplicitAny: any database that has contact_inquiries
export function matchesSearch(db: Kysely<any>, q: string): Expression<SqlBool> {
  const words = searchWords(q);
  if (!words.length) return sql<SqlBool>`1 = 0`;
  const dialect = dialectOf(db);
  const query = engineQuery(words, dialect);
  const text =
    dialect === 'postgres'
      ? sql<SqlBool>`contact_inquiries.search @@ to_tsquery(${sql.lit(PG_CONFIG)}::regconfig, ${query})`
      : sql<SqlBool>`contact_inquiries.id IN (SELECT rowid FROM contact_inquiries_fts WHERE contact_inquiries_fts MATCH ${query})`;
  const run = phoneSearchRun(q);
  if (!run) return text;
  return sql<SqlBool>`(${text} OR ${phoneDigits(dialect)} LIKE ${`%${run}%`})`;
}
