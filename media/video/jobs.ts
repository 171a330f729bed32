import { sql, type Kysely, type Migration, type Selectable } from 'kysely';
import { leasedQueue, type LeaseClock } from '../../platform/leased-queue';
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
  /**
   * What the job makes: 'transcode', the web-ready file, its phone rendition and poster from an upload; or
   * 'rendition', the phone rendition alone from a web-ready file made before renditions existed.
   */
  task: VideoTask;
}

export type VideoTask = 'transcode' | 'rendition';
export type VideoJobState = 'queued' | 'processing' | 'ready' | 'failed';
export type VideoJob = Selectable<VideoJobTable>;

type JobsDB = Kysely<{ videoJobs: VideoJobTable }>;
const jdb = (db: MediaDatabaseHandle) => db as JobsDB;

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
  '0102_video_jobs_task': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('video_jobs')
        .addColumn('task', 'varchar(12)', (c) => c.notNull().defaultTo('transcode'))
        .execute();
    },
  },
};

/** Queues the slot's newest upload (replacing any job for an older one, whatever its state). */
export async function enqueueVideo(
  db: MediaDatabaseHandle,
  slot: string,
  sourceHash: string,
  now = new Date(),
  { dueAt = now }: { dueAt?: Date } = {},
) {
  const at = now.toISOString();
  const row = {
    state: 'queued' as const,
    task: 'transcode' as const,
    sourceHash,
    reason: null,
    attempts: 0,
    leaseOwner: null,
    leaseUntil: null,
    nextAttemptAt: dueAt.toISOString(),
    updatedAt: at,
  };
  await jdb(db)
    .insertInto('videoJobs')
    .values({ slot, ...row })
    .onConflict((oc) => oc.column('slot').doUpdateSet(row))
    .execute();
}

/**
 * An upload names itself in the job row before its file is stored (the
 * compare-and-set point for transcodes of older uploads), but no worker may
 * take the job until the file is there: it is queued not due, and made due
 * here once stored. Should the upload never finish storing, the job becomes
 * due by itself an hour later and transcodes whatever the slot holds.
 */
export const STORING_GRACE_MS = 60 * 60_000;

export async function makeVideoJobDue(db: MediaDatabaseHandle, slot: string, sourceHash: string, now = new Date()) {
  await jdb(db)
    .updateTable('videoJobs')
    .set({ nextAttemptAt: now.toISOString() })
    .where('slot', '=', slot)
    .where('sourceHash', '=', sourceHash)
    .where('state', '=', 'queued')
    .where('leaseOwner', 'is', null)
    .execute();
}

/**
 * Web-ready videos made before phone renditions existed get one: their jobs
 * are queued again for the rendition alone (made from the web-ready file;
 * the upload itself is gone). Only a job still 'ready' is taken, so a newer
 * upload, or another instance that queued it first, is left as it is.
 */
export async function queueRenditions(db: MediaDatabaseHandle, slots: readonly string[], now = new Date()) {
  if (slots.length === 0) return 0;
  const at = now.toISOString();
  const result = await jdb(db)
    .updateTable('videoJobs')
    .set({
      state: 'queued',
      task: 'rendition',
      reason: null,
      attempts: 0,
      leaseOwner: null,
      leaseUntil: null,
      nextAttemptAt: at,
      updatedAt: at,
    })
    .where('slot', 'in', slots)
    .where('state', '=', 'ready')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The video jobs as the one leased job queue runs them (platform/leased-queue.ts,
 * as the notification outbox does): a job is due while queued, or while
 * processing under a lease that ran out (its worker stopped). Every step
 * after the claim also checks the job is still for the same upload: a newer
 * upload to the slot replaces it, and the old transcode's result is dropped.
 */
const videoQueue = leasedQueue<VideoJob>({
  table: 'videoJobs',
  key: 'slot',
  waiting: (eb) => eb('state', 'in', ['queued', 'processing']),
  orderBy: 'nextAttemptAt',
});
const sameUpload = (job: VideoJob) => ({ sourceHash: job.sourceHash });

/** Takes the oldest due job for this worker, counting the try. */
export async function claimVideoJob(db: MediaDatabaseHandle, clock: LeaseClock): Promise<VideoJob | undefined> {
  const at = clock.now.toISOString();
  const [job] = await videoQueue.claim(db, { ...clock, limit: 1 }, (eb) => ({
    state: 'processing',
    attempts: eb('attempts', '+', 1),
    updatedAt: at,
  }));
  return job;
}

/** Keeps a long transcode's lease; false when the job was taken over or replaced by a newer upload. */
export function renewVideoLease(db: MediaDatabaseHandle, job: VideoJob, clock: LeaseClock) {
  return videoQueue.renew(db, job.slot, clock, { match: { ...sameUpload(job), state: 'processing' } });
}

/** Marks the job done, if it is still this worker's and still the slot's newest upload (else nothing changes and false). */
export function finishVideoJob(db: MediaDatabaseHandle, job: VideoJob, owner: string, now = new Date()) {
  return videoQueue.settle(
    db,
    job.slot,
    owner,
    { state: 'ready', reason: null, updatedAt: now.toISOString() },
    sameUpload(job),
  );
}

/**
 * Records a failed try: retried after a pause while tries remain (a full
 * disk, a killed process), else failed for good with the reason staff see.
 * `final` marks it failed at once (a file ffmpeg cannot decode, or one that
 * hit its time bound, would do the same on a second try).
 */
export async function failVideoJob(
  db: MediaDatabaseHandle,
  job: VideoJob,
  owner: string,
  reason: string,
  { now = new Date(), final = false } = {},
) {
  const last = final || job.attempts >= MAX_ATTEMPTS;
  await videoQueue.settle(
    db,
    job.slot,
    owner,
    {
      state: last ? 'failed' : 'queued',
      reason,
      nextAttemptAt: new Date(now.getTime() + 30_000 * job.attempts).toISOString(),
      updatedAt: now.toISOString(),
    },
    sameUpload(job),
  );
}

/** Hands a job back untried (a worker stopping), so the next worker takes it at once and it does not count as a try. */
export async function releaseVideoJob(db: MediaDatabaseHandle, job: VideoJob, owner: string) {
  await videoQueue.release(
    db,
    [job.slot],
    owner,
    (eb) => ({
      state: 'queued',
      attempts: sql<number>`case when ${eb.ref('attempts')} > 0 then ${eb.ref('attempts')} - 1 else 0 end`,
    }),
    sameUpload(job),
  );
}

/** Every job's state, for the upload manager (one row per video slot, so a few hundred at most). */
export async function listVideoJobs(db: MediaDatabaseHandle): Promise<VideoJob[]> {
  return jdb(db).selectFrom('videoJobs').selectAll().execute();
}

export async function getVideoJob(db: MediaDatabaseHandle, slot: string): Promise<VideoJob | undefined> {
  return jdb(db).selectFrom('videoJobs').selectAll().where('slot', '=', slot).executeTakeFirst();
}
