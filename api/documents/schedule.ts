import type { Transaction } from 'kysely';
import type { DB } from '../db';
import type { Database } from '../db/types';
import { ApiError, issueAt } from '../http';
import type { DocumentRef } from './store';
import type { DocumentKind } from '../../contracts/document-kinds';
import type { SingleDocumentState } from '../../contracts/documents';

const YEAR_MS = 366 * 24 * 3600 * 1000;

/** A time to publish at: at least a minute from now (to publish now there is Publish), within a year. */
export function scheduleTime(at: string, now: number): string {
  const when = Date.parse(at);
  if (when <= now + 30_000)
    throw new ApiError(400, 'at: must be at least a minute from now; to publish now, use Publish', {
      issues: [issueAt(['at'], 'must be in the future')],
    });
  if (when > now + YEAR_MS)
    throw new ApiError(400, 'at: must be within a year', { issues: [issueAt(['at'], 'must be within a year')] });
  return new Date(when).toISOString();
}

/** Schedules a version of the document (by its identity) for `at`, replacing an earlier schedule of it. */
export async function putSchedule(
  trx: Transaction<Database>,
  documentId: number,
  o: { at: string; by: string; now: number; version: number; versionAt: string; document: string },
) {
  await trx.deleteFrom('documentSchedules').where('documentId', '=', documentId).execute();
  await trx
    .insertInto('documentSchedules')
    .values({
      documentId,
      at: o.at,
      scheduledBy: o.by,
      createdAt: new Date(o.now).toISOString(),
      failed: null,
      claimedBy: null,
      claimedUntil: null,
      version: o.version,
      versionAt: o.versionAt,
      document: o.document,
    })
    .execute();
}

/** The document's schedule: when, and why it failed if it did. */
export const scheduleOf = (db: DB, ref: DocumentRef) =>
  db
    .selectFrom('documentSchedules as s')
    .innerJoin('documents as d', 'd.id', 's.documentId')
    .select(['s.documentId', 's.at', 's.failed', 's.scheduledBy', 's.version', 's.versionAt'])
    .where('d.kind', '=', ref.kind)
    .where('d.key', '=', ref.key)
    .where('d.deletedAt', 'is', null)
    .executeTakeFirst();

/** Every schedule of a kind, by the document's current key. */
export const listSchedules = (db: DB, kind: DocumentKind) =>
  db
    .selectFrom('documentSchedules as s')
    .innerJoin('documents as d', 'd.id', 's.documentId')
    .select(['d.key as key', 's.at', 's.failed', 's.version', 's.versionAt'])
    .where('d.kind', '=', kind)
    .where('d.deletedAt', 'is', null)
    .execute();

export async function removeSchedule(db: DB | Transaction<Database>, documentId: number): Promise<boolean> {
  const res = await db.deleteFrom('documentSchedules').where('documentId', '=', documentId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** A due schedule this instance holds the lease of. */
export interface ClaimedSchedule {
  documentId: number;
  kind: DocumentKind;
  key: string;
  at: string;
  scheduledBy: string;
  /** The version to publish, saved at versionAt, and the document as it was then. */
  version: number | null;
  versionAt: string | null;
  document: string | null;
}

/**
 * Claims what is due for `leaseMs`: each row is taken by one conditional
 * UPDATE (one wins on SQLite and PostgreSQL alike). A claim whose holder
 * died runs out, and another instance takes the row: the schedule is not
 * lost, since the row goes only in the publishing transaction.
 */
export async function claimDue(db: DB, o: { owner: string; leaseMs: number; now: number }) {
  const now = new Date(o.now).toISOString();
  const due = await db
    .selectFrom('documentSchedules as s')
    .innerJoin('documents as d', 'd.id', 's.documentId')
    .select(['s.documentId', 'd.kind', 'd.key', 's.at', 's.scheduledBy', 's.version', 's.versionAt', 's.document'])
    .where('s.failed', 'is', null)
    .where('s.at', '<=', now)
    .where('d.deletedAt', 'is', null)
    .where((eb) => eb.or([eb('s.claimedUntil', 'is', null), eb('s.claimedUntil', '<', now)]))
    .execute();
  const claimed: ClaimedSchedule[] = [];
  for (const row of due) {
    const res = await db
      .updateTable('documentSchedules')
      .set({ claimedBy: o.owner, claimedUntil: new Date(o.now + o.leaseMs).toISOString() })
      .where('documentId', '=', row.documentId)
      .where('failed', 'is', null)
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]))
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) claimed.push(row);
  }
  return claimed;
}

/** The claim ran out and another instance took the row: this publish must not happen. */
export class LostClaim extends Error {
  constructor() {
    super('the scheduled publish was claimed by another instance');
  }
}

/** Ends the claim inside the publishing transaction: the row goes with the publish, or neither happens. */
export async function finishClaim(trx: Transaction<Database>, documentId: number, owner: string) {
  const res = await trx
    .deleteFrom('documentSchedules')
    .where('documentId', '=', documentId)
    .where('claimedBy', '=', owner)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) !== 1) throw new LostClaim();
}

/** A write came between the claim's read and its publish: the row is free again for the next pass. */
export async function releaseClaim(db: DB, documentId: number, owner: string) {
  await db
    .updateTable('documentSchedules')
    .set({ claimedBy: null, claimedUntil: null })
    .where('documentId', '=', documentId)
    .where('claimedBy', '=', owner)
    .execute();
}

/** The publish failed for good (the draft has problems): staff see the reason, nothing retries it. */
export async function failClaim(db: DB, documentId: number, owner: string, reason: string) {
  await db
    .updateTable('documentSchedules')
    .set({ failed: reason.slice(0, 500), claimedBy: null, claimedUntil: null })
    .where('documentId', '=', documentId)
    .where('claimedBy', '=', owner)
    .execute();
}

/**
 * What the detail of a one-document kind (the navigation, the contact
 * details) says besides the document itself: its version, whether the site
 * still shows the default, who changed it last and when, and its schedule.
 * Shared, so a new kind of one document answers the same fields the same way.
 */
export async function singleDocumentState(
  db: DB,
  ref: DocumentRef,
  row: { version: number; published: string | null; updatedAt: string | null; updatedBy: string | null } | undefined,
): Promise<SingleDocumentState> {
  const schedule = await scheduleOf(db, ref);
  return {
    version: row?.version ?? 0,
    isDefault: !row?.published,
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
    scheduledAt: schedule?.at ?? null,
    scheduleError: schedule?.failed ?? null,
    scheduledVersion: schedule?.version ?? null,
    scheduledVersionAt: schedule?.versionAt ?? null,
  };
}
