import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDue, outboxQueue, renewLease } from '../api/notifications/lease';
import { openSiteDatabase } from '../app/database';
import { testDatabase, testEngine } from '../tests/support/database';
import {
  STORING_GRACE_MS,
  claimVideoJob,
  enqueueVideo,
  failVideoJob,
  finishVideoJob,
  getVideoJob,
  makeVideoJobDue,
  releaseVideoJob,
} from '../media/video/jobs';

/**
 * The one leased job queue, once, on the engine of the project (SQLite here,
 * PostgreSQL in the "postgres" project), through both of its users: the
 * notification outbox and the video jobs. Two instances are two connections
 * (two pools on PostgreSQL) to one database.
 */
const dir = mkdtempSync(join(tmpdir(), 'leased-queue-'));
const where = { dataDir: dir, ...testDatabase() };
let a: Awaited<ReturnType<typeof openSiteDatabase>>;
let b: Awaited<ReturnType<typeof openSiteDatabase>>;
const T0 = new Date('2026-11-25T10:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

beforeAll(async () => {
  a = await openSiteDatabase(where);
  b = await openSiteDatabase(where);
  const at = T0.toISOString();
  for (let i = 1; i <= 30; i++) {
    const { id } = await a.db
      .insertInto('contactInquiries')
      .values({
        name: `Visitor ${i}`,
        email: `v${i}@example.co.ke`,
        phone: null,
        company: null,
        message: `Message ${i} about a prefab office.`,
        serviceInterest: null,
        budgetRange: null,
        preferredContactMethod: null,
        projectTimeline: null,
        status: 'new',
        spamReason: null,
        sourceKey: null,
        createdAt: at,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await a.db
      .insertInto('notificationOutbox')
      .values({
        inquiryId: id,
        messageId: `<m${i}@test>`,
        status: 'queued',
        attempts: 0,
        nextAttemptAt: at,
        createdAt: at,
      })
      .execute();
  }
}, 60_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe(`the leased job queue (${testEngine()})`, () => {
  it('outbox: two instances claiming at once never take the same row, and together take every due one', async () => {
    const clock = (owner: string) => ({ owner, now: T0, leaseMs: 60_000, limit: 20 });
    const rounds = await Promise.all([
      claimDue(a.db, clock('a')),
      claimDue(b.db, clock('b')),
      claimDue(a.db, clock('a2')),
      claimDue(b.db, clock('b2')),
    ]);
    const ids = rounds.flat().map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(30);
    for (const r of rounds) expect(r.length).toBeLessThanOrEqual(20);
    // A lease that ran out is taken by another worker; the first then finds it lost and changes nothing.
    // Which claimer got rows is up to the race (SKIP LOCKED may leave one with none): take the first that did.
    const k = rounds.findIndex((r) => r.length > 0);
    const first = rounds[k][0];
    const owner = ['a', 'b', 'a2', 'b2'][k];
    expect(await renewLease(a.db, first.id, { owner, now: later(61_000), leaseMs: 60_000 })).toBe(false);
    const [taken] = (await claimDue(b.db, { owner: 'c', now: later(61_000), leaseMs: 60_000, limit: 30 })).filter(
      (r) => r.id === first.id,
    );
    expect(taken.leaseOwner).toBe('c');
    expect(await outboxQueue.settle(a.db, first.id, owner, { status: 'sent' })).toBe(false);
    expect(await outboxQueue.settle(b.db, first.id, 'c', { status: 'sent' })).toBe(true);
    const row = await a.db
      .selectFrom('notificationOutbox')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', leaseOwner: null, leaseUntil: null });
  });

  it('video jobs: an upload still being stored is named in its row at once, but no worker takes it until it is stored', async () => {
    const slot = '/uploads/home/hero/storing.mp4';
    const now = later(10 * 3_600_000);
    await enqueueVideo(a.db, slot, 'hash-storing', now, { dueAt: new Date(now.getTime() + STORING_GRACE_MS) });
    expect(await getVideoJob(b.db, slot)).toMatchObject({ state: 'queued', sourceHash: 'hash-storing' });
    expect(await claimVideoJob(b.db, { owner: 'b', now, leaseMs: 60_000 })).toBeUndefined();
    await makeVideoJobDue(a.db, slot, 'another-upload', now);
    expect(await claimVideoJob(b.db, { owner: 'b', now, leaseMs: 60_000 })).toBeUndefined();
    await makeVideoJobDue(a.db, slot, 'hash-storing', now);
    expect(await claimVideoJob(b.db, { owner: 'b', now, leaseMs: 60_000 })).toMatchObject({ slot, attempts: 1 });
  });

  it('video jobs: one claim each, a try counted; a newer upload wins over the old transcode; release gives the try back', async () => {
    const slot = '/uploads/home/hero/a.mp4';
    await enqueueVideo(a.db, slot, 'hash-1', T0);
    await enqueueVideo(a.db, '/uploads/home/hero/b.mp4', 'hash-b', T0);
    const claimed = (
      await Promise.all([
        claimVideoJob(a.db, { owner: 'a', now: T0, leaseMs: 60_000 }),
        claimVideoJob(b.db, { owner: 'b', now: T0, leaseMs: 60_000 }),
      ])
    ).filter((j) => j !== undefined);
    // SKIP LOCKED may leave one claimer with none; then the row it skipped is still there for the next claim.
    if (claimed.length < 2) claimed.push((await claimVideoJob(a.db, { owner: 'a', now: T0, leaseMs: 60_000 }))!);
    expect(new Set(claimed.map((j) => j.slot))).toEqual(new Set([slot, '/uploads/home/hero/b.mp4']));
    const job = claimed.find((j) => j.slot === slot)!;
    expect(job).toMatchObject({ state: 'processing', attempts: 1 });
    // Staff upload again while the transcode runs: the old result must not land.
    await enqueueVideo(b.db, slot, 'hash-2', later(1000));
    expect(await finishVideoJob(a.db, job, job.leaseOwner!, later(2000))).toBe(false);
    expect(await getVideoJob(a.db, slot)).toMatchObject({ state: 'queued', sourceHash: 'hash-2', attempts: 0 });
    const again = await claimVideoJob(b.db, { owner: 'b', now: later(3000), leaseMs: 60_000 });
    expect(again).toMatchObject({ slot, sourceHash: 'hash-2', attempts: 1 });
    await releaseVideoJob(b.db, again!, 'b');
    expect(await getVideoJob(a.db, slot)).toMatchObject({ state: 'queued', attempts: 0, leaseOwner: null });
    const last = await claimVideoJob(a.db, { owner: 'a', now: later(4000), leaseMs: 60_000 });
    await failVideoJob(a.db, last!, 'a', 'Processing stopped', { now: later(5000), final: true });
    expect(await getVideoJob(a.db, slot)).toMatchObject({ state: 'failed', reason: 'Processing stopped', attempts: 1 });
    expect(await claimVideoJob(a.db, { owner: 'a', now: later(3_600_000), leaseMs: 60_000 })).toMatchObject({
      slot: '/uploads/home/hero/b.mp4',
    });
  });
});
