import type { VersionAnswer } from '../../contracts/pages';
import type { ContentVersion } from '../content-version';
import type { DB } from '../db';
import { createPoller } from '../../media/poller';
import { ApiError, issueAt } from '../http';
import type { PageCatalog } from './catalog';
import { documentHash, parseDocument } from './documents';
import { checkDraft, conflict, findPage, guarded } from './pages';
import { issuesError } from './requests';
import { StaleVersion, publish } from './store';

/**
 * The page's saved draft goes live: refused with 409 if the page changed
 * since `baseVersion` (when given), 400 when there is no draft or it has
 * problems. Used by Publish and by the scheduler.
 */
/**
 * The page's saved draft, checked as publishable: 409 if the page changed
 * since `baseVersion` (when given), 400 when there is no draft or it has
 * problems (`lead` says what cannot happen until they are fixed).
 */
async function publishableDraft(db: DB, catalog: PageCatalog, o: { path: string; baseVersion?: number; lead: string }) {
  const page = await findPage(db, catalog, o.path);
  const current = page.row?.version ?? 0;
  if (o.baseVersion !== undefined && o.baseVersion !== current) throw conflict(StaleVersion.of(page.row));
  const draft = parseDocument(page.row?.draft ?? null);
  if (!draft)
    throw new ApiError(400, 'There is no draft to publish: save your changes as a draft first.', { issues: [] });
  const checked = checkDraft(catalog, o.path, draft);
  if (!checked.page) throw issuesError(checked.issues, o.lead);
  return { page, current, document: checked.page };
}

/** The page's saved draft goes live. Used by Publish and by the scheduler. */
export async function publishDraft(
  db: DB,
  catalog: PageCatalog,
  o: { path: string; by: string; baseVersion?: number },
): Promise<VersionAnswer> {
  const { page, current, document } = await publishableDraft(db, catalog, {
    ...o,
    lead: 'The draft cannot be published until these are fixed',
  });
  const sameAsFile = !!page.file && documentHash(document) === page.file.hash;
  const version = await guarded(() =>
    publish(db, { path: o.path, baseVersion: current, by: o.by, page: document, sameAsFile }),
  );
  return { version };
}

const YEAR_MS = 366 * 24 * 3600 * 1000;

/**
 * Schedules the page's draft for `at`: checked now (a draft that could not
 * be published is refused at once, not at midnight), replacing any earlier
 * schedule of the page.
 */
export async function schedulePublish(
  db: DB,
  catalog: PageCatalog,
  o: { path: string; by: string; baseVersion: number; at: string; now?: number },
) {
  const when = Date.parse(o.at);
  const now = o.now ?? Date.now();
  if (when <= now + 30_000)
    throw new ApiError(400, 'at: must be at least a minute from now; to publish now, use Publish', {
      issues: [issueAt(['at'], 'must be in the future')],
    });
  if (when > now + YEAR_MS)
    throw new ApiError(400, 'at: must be within a year', {
      issues: [issueAt(['at'], 'must be within a year')],
    });
  await publishableDraft(db, catalog, { ...o, lead: 'The draft cannot be scheduled until these are fixed' });
  const at = new Date(when).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('pageSchedule').where('path', '=', o.path).execute();
    await trx
      .insertInto('pageSchedule')
      .values({ path: o.path, at, scheduledBy: o.by, createdAt: new Date(now).toISOString(), failed: null })
      .execute();
  });
  return { scheduledAt: at };
}

export async function cancelSchedule(db: DB, path: string) {
  const res = await db.deleteFrom('pageSchedule').where('path', '=', path).executeTakeFirst();
  if (!Number(res.numDeletedRows)) throw new ApiError(404, `${path} has no scheduled publish`);
}

export const listSchedules = (db: DB) => db.selectFrom('pageSchedule').select(['path', 'at', 'failed']).execute();

/**
 * Publishes what is due, on every instance: each due row is claimed by
 * deleting it, and only the instance whose DELETE removed it publishes (one
 * DELETE of a row wins on SQLite and on PostgreSQL alike). A publish that
 * fails puts the row back, marked failed with the reason, for staff to see.
 */
export async function publishDue(
  db: DB,
  catalog: PageCatalog,
  contentVersion: Pick<ContentVersion, 'bump'>,
  now = Date.now(),
  log: (line: string) => void = console.error,
): Promise<string[]> {
  const due = await db
    .selectFrom('pageSchedule')
    .selectAll()
    .where('failed', 'is', null)
    .where('at', '<=', new Date(now).toISOString())
    .execute();
  const published: string[] = [];
  for (const row of due) {
    const claimed = await db
      .deleteFrom('pageSchedule')
      .where('path', '=', row.path)
      .where('at', '=', row.at)
      .where('failed', 'is', null)
      .executeTakeFirst();
    if (!Number(claimed.numDeletedRows)) continue;
    try {
      await publishDraft(db, catalog, { path: row.path, by: `${row.scheduledBy} (scheduled)` });
      published.push(row.path);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      log(`Scheduled publish of ${row.path} failed: ${reason}`);
      await db
        .insertInto('pageSchedule')
        .values({ ...row, failed: reason.slice(0, 500) })
        .execute()
        .catch(() => {});
    }
  }
  if (published.length) await contentVersion.bump();
  return published;
}

/**
 * Looks for due publishes on start and every `intervalMs` (default 15 s),
 * on the loop the outbox and the video pipeline use (passes never overlap).
 */
export function createPageScheduler(o: {
  db: DB;
  catalog: PageCatalog;
  contentVersion: Pick<ContentVersion, 'bump'>;
  intervalMs?: number;
  log?: (line: string) => void;
}) {
  const log = o.log ?? console.error;
  return createPoller({
    name: 'Scheduled publishing',
    intervalMs: o.intervalMs ?? 15_000,
    log,
    pass: () => publishDue(o.db, o.catalog, o.contentVersion, Date.now(), log),
  });
}
