import { PostgresAdapter, sql, type Kysely, type Migration, type Selectable } from 'kysely';
import type { MediaDatabaseHandle } from '../records';

/**
 * The `video_jobs` table: one row per video slot that was uploaded while the
 * pipeline was on, saying where its transcode stands. It lives in the
 * database, not in memory, so a restart or another instance picks up a job a
 * stopped process left half done (its lease runs out), and every instance's
 * upload manager shows the same state.
 */
export interface VideoJobTable {
  slot: string;
  state: VideoJobState;
  /** SHA-256 of the upload this job transcodes; a newer upload to the slot replaces it. */
  sourceHash: string;
  /** Why the last try failed (kept while a retry waits, and when it finally failed). */
  reason: string | null;
  attempts: number;
  leaseOwner: string | null;
  leaseUntil: string | null;
  nextAttemptAt: string;
  updatedAt: string;
}

export type VideoJobState = 'queued' | 'processing' | 'ready' | 'failed';
export type VideoJob = Selectable<VideoJobTable>;

type JobsDB = Kysely<{ videoJobs: VideoJobTable }>;
const jdb = (db: MediaDatabaseHandle) => db as JobsDB;
const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** A job is tried this many times (a crash mid-transcode counts as a try) before it is marked failed. */
export const MAX_ATTEMPTS = 3;

export const videoJobMigrations: Record<string, Migration> = {
  '0101_video_jobs': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('video_jobs')
        .addColumn('slot', 'text', (c) => c.primaryKey())
        .addColumn('state', 'varchar(12)', (c) => c.notNull())
        .addColumn('source_hash', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', 'text')
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('video_jobs_due').on('video_jobs').columns(['state', 'next_attempt_at']).execute();
    },
  },
};

/** Queues the slot's newest upload (replacing any job for an older one, whatever its state). */
export async function enqueueVideo(db: MediaDatabaseHandle, slot: string, sourceHash: string, now = new Date()) {
  const at = now.toISOString();
  const row = {
    state: 'queued' as const,
    sourceHash,
    reason: null,
    attempts: 0,
    leaseOwner: null,
    leaseUntil: null,
    nextAttemptAt: at,
    updatedAt: at,
  };
  await jdb(db)
    .insertInto('videoJobs')
    .values({ slot, ...row })
    .onConflict((oc) => oc.column('slot').doUpdateSet(row))
    .execute();
}

/**
 * Takes the oldest due job for this worker: queued, or processing under a
 * lease that ran out (its worker stopped). One statement, so two workers
 * never take the same job: SQLite holds its write lock through it, and on
 * PostgreSQL the row is picked with FOR UPDATE SKIP LOCKED in a CTE (run
 * exactly once), as the notification outbox does.
 */
export async function claimVideoJob(
  db: MediaDatabaseHandle,
  { owner, now, leaseMs }: { owner: string; now: Date; leaseMs: number },
): Promise<VideoJob | undefined> {
  const at = now.toISOString();
  const d = jdb(db);
  let due = d
    .selectFrom('videoJobs')
    .select('slot')
    .where('state', 'in', ['queued', 'processing'])
    .where('nextAttemptAt', '<=', at)
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', at)]))
    .orderBy('nextAttemptAt')
    .limit(1);
  if (onPostgres(db)) due = due.forUpdate().skipLocked();
  return d
    .with('due', () => due)
    .updateTable('videoJobs')
    .set((eb) => ({
      state: 'processing',
      leaseOwner: owner,
      leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
      attempts: eb('attempts', '+', 1),
      updatedAt: at,
    }))
    .where('slot', 'in', (eb) => eb.selectFrom('due').select('due.slot'))
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', at)]))
    .returningAll()
    .executeTakeFirst();
}

/** Keeps a long transcode's lease; false when the job was taken over or replaced by a newer upload. */
export async function renewVideoLease(
  db: MediaDatabaseHandle,
  job: VideoJob,
  { owner, now, leaseMs }: { owner: string; now: Date; leaseMs: number },
) {
  const res = await jdb(db)
    .updateTable('videoJobs')
    .set({ leaseUntil: new Date(now.getTime() + leaseMs).toISOString() })
    .where('slot', '=', job.slot)
    .where('sourceHash', '=', job.sourceHash)
    .where('leaseOwner', '=', owner)
    .where('state', '=', 'processing')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Marks the job done, if it is still this worker's and still the slot's newest upload (else nothing changes and false). */
export async function finishVideoJob(db: MediaDatabaseHandle, job: VideoJob, owner: string, now = new Date()) {
  const res = await jdb(db)
    .updateTable('videoJobs')
    .set({ state: 'ready', reason: null, leaseOwner: null, leaseUntil: null, updatedAt: now.toISOString() })
    .where('slot', '=', job.slot)
    .where('sourceHash', '=', job.sourceHash)
    .where('leaseOwner', '=', owner)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Records a failed try: retried after a pause while tries remain (a full
 * disk, a killed process), else failed for good with the reason staff see.
 * `final` marks it failed at once (a file ffmpeg cannot decode will not
 * decode on a second try).
 */
export async function failVideoJob(
  db: MediaDatabaseHandle,
  job: VideoJob,
  owner: string,
  reason: string,
  { now = new Date(), final = false } = {},
) {
  const last = final || job.attempts >= MAX_ATTEMPTS;
  await jdb(db)
    .updateTable('videoJobs')
    .set({
      state: last ? 'failed' : 'queued',
      reason,
      leaseOwner: null,
      leaseUntil: null,
      nextAttemptAt: new Date(now.getTime() + 30_000 * job.attempts).toISOString(),
      updatedAt: now.toISOString(),
    })
    .where('slot', '=', job.slot)
    .where('sourceHash', '=', job.sourceHash)
    .where('leaseOwner', '=', owner)
    .execute();
}

/** Hands a job back untried (a worker stopping), so the next worker takes it at once and it does not count as a try. */
export async function releaseVideoJob(db: MediaDatabaseHandle, job: VideoJob, owner: string) {
  await jdb(db)
    .updateTable('videoJobs')
    .set((eb) => ({
      state: 'queued',
      leaseOwner: null,
      leaseUntil: null,
      attempts: sql<number>`case when ${eb.ref('attempts')} > 0 then ${eb.ref('attempts')} - 1 else 0 end`,
    }))
    .where('slot', '=', job.slot)
    .where('sourceHash', '=', job.sourceHash)
    .where('leaseOwner', '=', owner)
    .execute();
}

/** Every job's state, for the upload manager (one row per video slot, so a few hundred at most). */
export async function listVideoJobs(db: MediaDatabaseHandle): Promise<VideoJob[]> {
  return jdb(db).selectFrom('videoJobs').selectAll().execute();
}

export async function getVideoJob(db: MediaDatabaseHandle, slot: string): Promise<VideoJob | undefined> {
  return jdb(db).selectFrom('videoJobs').selectAll().where('slot', '=', slot).executeTakeFirst();
}
