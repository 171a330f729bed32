import type { Transaction } from 'kysely';
import type { NavigationDocument } from '../../contracts/navigation';
import type { PageIssue } from '../../contracts/pages';
import { isUniqueViolation, nowIso, type DB } from '../db';
import type { Database } from '../db/types';
import { relinkHrefs } from '../pages/relink';
import { StaleVersion } from '../pages/store';
import type { SiteNavigationTable } from './table';

/** The navigation lives in one row; the table is keyed so that a second can never appear. */
const ROW = 1;

type Db = DB | Transaction<Database>;

export const getNavigationRow = (db: Db) =>
  db.selectFrom('siteNavigation').selectAll().where('id', '=', ROW).executeTakeFirst();

/** The published navigation's JSON, or null while the site shows the seed navigation. */
export async function publishedNavigationText(db: DB): Promise<string | null> {
  const row = await db.selectFrom('siteNavigation').select('published').where('id', '=', ROW).executeTakeFirst();
  return row?.published ?? null;
}

type Changes = Partial<Pick<SiteNavigationTable, 'draft' | 'draftIssues' | 'published'>>;

/**
 * Writes `changes` if the navigation is still at `baseVersion` (0: nobody
 * saved it yet, and the row is made), one version higher; otherwise throws
 * StaleVersion with who wrote last.
 */
async function write(trx: Transaction<Database>, baseVersion: number, by: string, changes: Changes) {
  const updatedAt = nowIso();
  if (baseVersion === 0) {
    const existing = await getNavigationRow(trx);
    if (existing) throw StaleVersion.of(existing);
    await trx
      .insertInto('siteNavigation')
      .values({
        id: ROW,
        version: 1,
        draft: null,
        draftIssues: null,
        published: null,
        ...changes,
        updatedAt,
        updatedBy: by,
      })
      .execute();
    return 1;
  }
  const res = await trx
    .updateTable('siteNavigation')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1), updatedAt, updatedBy: by }))
    .where('id', '=', ROW)
    .where('version', '=', baseVersion)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw StaleVersion.of(await getNavigationRow(trx));
  return baseVersion + 1;
}

/** In a transaction; two first saves at once (both at version 0) leave one row and one 409. */
async function inTransaction<T>(db: DB, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (err) {
    if (isUniqueViolation(err)) throw StaleVersion.of(await getNavigationRow(db));
    throw err;
  }
}

/** The draft is saved as it is (possibly with problems, listed beside it): work is never lost. */
export const saveNavigationDraft = (
  db: DB,
  o: { baseVersion: number; by: string; draft: unknown; issues: PageIssue[] },
) =>
  inTransaction(db, (trx) =>
    write(trx, o.baseVersion, o.by, { draft: JSON.stringify(o.draft), draftIssues: JSON.stringify(o.issues) }),
  );

/**
 * A checked navigation goes live and is kept as a revision. Publishing the
 * seed navigation as it is stores null, so the site follows the seed again
 * (and a later release's change to it) rather than a frozen copy.
 */
export const publishNavigation = (
  db: DB,
  o: { baseVersion: number; by: string; navigation: NavigationDocument; sameAsDefaults: boolean },
) =>
  inTransaction(db, async (trx) => {
    const document = JSON.stringify(o.navigation);
    const version = await write(trx, o.baseVersion, o.by, {
      draft: null,
      draftIssues: null,
      published: o.sameAsDefaults ? null : document,
    });
    await trx
      .insertInto('siteNavigationRevisions')
      .values({ version, document, publishedAt: nowIso(), publishedBy: o.by })
      .execute();
    return version;
  });

export function listNavigationRevisions(db: DB, o: { cursor?: number; limit: number }) {
  let q = db
    .selectFrom('siteNavigationRevisions')
    .select(['id', 'version', 'publishedAt', 'publishedBy'])
    // Staff count publishes 1, 2, 3, as they do a page's.
    .select((eb) =>
      eb
        .selectFrom('siteNavigationRevisions as earlier')
        .select(eb.fn.countAll<number | string | bigint>().as('n'))
        .whereRef('earlier.id', '<=', 'siteNavigationRevisions.id')
        .as('number'),
    );
  if (o.cursor) q = q.where('id', '<', o.cursor);
  return q
    .orderBy('id', 'desc')
    .limit(o.limit + 1)
    .execute();
}

export const getNavigationRevision = (db: DB, version: number) =>
  db.selectFrom('siteNavigationRevisions').selectAll().where('version', '=', version).executeTakeFirst();

/**
 * A page moved from `from` to `to`: the navigation's links to it follow, in
 * what is live and in the draft. Answers whether anything changed. Nothing
 * to do while the site shows the seed navigation: it links only page files,
 * whose addresses cannot change in the admin.
 */
export async function relinkNavigation(trx: Transaction<Database>, from: string, to: string): Promise<boolean> {
  const row = await getNavigationRow(trx);
  if (!row) return false;
  const draft = row.draft ? relinkHrefs(JSON.parse(row.draft), from, to) : null;
  const published = row.published ? relinkHrefs(JSON.parse(row.published), from, to) : null;
  if (!draft && !published) return false;
  await trx
    .updateTable('siteNavigation')
    .set({
      ...(draft ? { draft: JSON.stringify(draft) } : {}),
      ...(published ? { published: JSON.stringify(published) } : {}),
    })
    .where('id', '=', ROW)
    .execute();
  return true;
}
