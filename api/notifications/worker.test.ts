import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSiteDatabase } from '../../app/database';
import { testDatabase, testEngine } from '../../tests/support/database';
import type { AppConfig } from '../config';
import { startTestSmtp, type TestSmtp } from '../../tests/support/smtp';
import type { DB } from '../db';
import { claimDue } from './lease';
import { queueNotification, RETRY, retryDelay } from './outbox';
import { createNotifications } from './service';
import { createOutboxWorker } from './worker';

describe('retry schedule', () => {
  it('retries every 30 s for the first ten minutes, then backs off to at most an hour', () => {
    expect(retryDelay(0)).toBe(30_000);
    expect(retryDelay(9 * 60_000 + 59_000)).toBe(30_000);
    expect(retryDelay(10 * 60_000)).toBe(150_000);
    expect(retryDelay(60 * 60_000)).toBe(15 * 60_000);
    expect(retryDelay(4 * 60 * 60_000)).toBe(RETRY.maxMs);
    expect(retryDelay(30 * 24 * 60 * 60_000)).toBe(RETRY.maxMs);
    for (let age = 0; age < 48 * 3_600_000; age += 60_000)
      expect(retryDelay(age + 60_000)).toBeGreaterThanOrEqual(retryDelay(age));
  });
});

let dir: string;
/** One database per test (a SQLite file in `dir`, or a PostgreSQL schema), opened once per simulated instance. */
let where: Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'databaseSchema'>;
let smtp: TestSmtp;
const dbs: { close: () => Promise<void> }[] = [];

async function database() {
  const opened = await openSiteDatabase(where);
  dbs.push(opened);
  return opened.db;
}

/** Inquiries with queued notifications, written as the contact form writes them. */
async function queue(db: DB, n: number, at: Date) {
  const ids: number[] = [];
  for (let i = 1; i <= n; i++) {
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('contactInquiries')
        .values({
          name: `Visitor ${i}`,
          email: `visitor${i}@example.co.ke`,
          phone: null,
          company: null,
          message: `Message number ${i} about a prefab office.`,
          serviceInterest: 'container',
          budgetRange: null,
          preferredContactMethod: null,
          projectTimeline: null,
          status: 'new',
          spamReason: null,
          sourceKey: null,
          createdAt: at.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await queueNotification(trx, id, `<inquiry-${id}.test@savannah.test>`, at);
      ids.push(id);
    });
  }
  return ids;
}

const mail = () => ({ smtpUrl: smtp.url, notifyTo: ['sales@savannah.test'], from: 'no-reply@savannah.test' });

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  where = { dataDir: dir, ...testDatabase() };
  smtp = await startTestSmtp();
});
afterEach(async () => {
  for (const d of dbs.splice(0)) await d.close();
  await smtp.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the outbox worker on a controlled clock', () => {
  it('tries a failing message on schedule and sends it once SMTP answers', async () => {
    const db = await database();
    const start = new Date('2026-11-23T08:00:00.000Z');
    let clock = start.getTime();
    const port = smtp.port;
    await smtp.stop();
    const n = createNotifications({
      db,
      config: { siteUrl: 'https://savannah.test', mail: mail() },
      now: () => new Date(clock),
    });
    const [id] = await queue(db, 1, start);
    const row = () =>
      db.selectFrom('notificationOutbox').selectAll().where('inquiryId', '=', id).executeTakeFirstOrThrow();

    const triedAt: number[] = [];
    // Ten minutes in 5-second steps: an attempt whenever one is due, never before.
    for (; clock <= start.getTime() + 10 * 60_000; clock += 5_000) {
      const before = (await row()).attempts;
      await n.worker.tick();
      if ((await row()).attempts > before) triedAt.push(clock - start.getTime());
    }
    expect(triedAt[0]).toBe(0);
    const gaps = triedAt.slice(1).map((t, i) => t - triedAt[i]);
    expect(gaps.every((g) => g === 30_000)).toBe(true);
    expect(triedAt).toHaveLength(21);
    expect((await row()).lastError).toMatch(/ECONNREFUSED/);

    // After ten minutes the waits grow.
    const later: number[] = [];
    for (const step of [60_000, 120_000, 180_000, 600_000, 3_600_000]) {
      const due = new Date((await row()).nextAttemptAt).getTime();
      later.push(due - clock);
      clock = due;
      await n.worker.tick();
      clock += step;
    }
    expect(later[0]).toBeGreaterThan(30_000);
    expect(Math.max(...later)).toBeLessThanOrEqual(RETRY.maxMs);

    smtp = await startTestSmtp({ port });
    clock = new Date((await row()).nextAttemptAt).getTime();
    const n2 = createNotifications({
      db,
      config: { siteUrl: 'https://savannah.test', mail: { ...mail(), smtpUrl: smtp.url } },
      now: () => new Date(clock),
    });
    expect(await n2.worker.tick()).toEqual({ sent: 1, failed: 0 });
    expect(await n2.worker.tick()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect((await row()).status).toBe('sent');
  });

  it('stops without losing claimed messages: what it did not try goes back to the queue', async () => {
    const db = await database();
    await queue(db, 5, new Date());
    const n = createNotifications({ db, config: { siteUrl: 'https://savannah.test', mail: mail() } });
    // The server holds its answer to the first message, so the stop comes mid-pass on any machine's speed.
    smtp.hold();
    const pass = n.worker.tick();
    await expect
      .poll(() => smtp.heldCount(), { timeout: 10_000, message: 'the SMTP server never received the first message' })
      .toBe(1);
    const stopped = n.worker.stop();
    smtp.release();
    await pass;
    await stopped;
    const rows = await db.selectFrom('notificationOutbox').select(['status', 'leaseOwner']).execute();
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'queued').every((r) => r.leaseOwner === null)).toBe(true);
  });
});

describe('several instances on one database', () => {
  it(`two workers on one ${testEngine() === 'postgres' ? 'PostgreSQL database' : 'SQLite file'} send each message exactly once`, async () => {
    const [a, b] = [await database(), await database()];
    const ids = await queue(a, 40, new Date());
    const workers = [a, b].map((db, i) =>
      createNotifications({
        db,
        config: { siteUrl: 'https://savannah.test', mail: mail() },
        owner: `instance-${i + 1}`,
      }),
    );
    // Both claim at once, pass after pass, until the queue is empty.
    const results = { a: 0, b: 0 };
    for (let round = 0; round < 10; round++) {
      const [ra, rb] = await Promise.all(workers.map((w) => w.worker.tick()));
      results.a += ra.sent;
      results.b += rb.sent;
    }
    await smtp.waitFor(40);
    const messageIds = smtp.received.map((m) => m.header('message-id'));
    expect(new Set(messageIds).size).toBe(40);
    expect(messageIds).toHaveLength(40);
    expect(results.a + results.b).toBe(40);
    // Both did work: the lease split the queue rather than one worker taking turns alone.
    expect(results.a).toBeGreaterThan(0);
    expect(results.b).toBeGreaterThan(0);
    const sent = await a.selectFrom('notificationOutbox').select('id').where('status', '=', 'sent').execute();
    expect(sent).toHaveLength(ids.length);
  });

  it('claims are disjoint even when many are made at the same moment', async () => {
    const [a, b] = [await database(), await database()];
    await queue(a, 30, new Date());
    const now = new Date(Date.now() + 1000);
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) => claimDue(i % 2 ? a : b, { owner: `w${i}`, now, leaseMs: 60_000, limit: 4 })),
    );
    const taken = claims.flat().map((r) => r.id);
    expect(taken).toHaveLength(30);
    expect(new Set(taken).size).toBe(30);
  });

  it('after a crash between sending and marking, the lease expires and the resend carries the same Message-ID', async () => {
    const db = await database();
    const [id] = await queue(db, 1, new Date());
    let clock = Date.now();
    const transport = nodemailer.createTransport({ url: smtp.url });
    // Instance A sends, then dies before it can mark the row sent: its deliver never returns.
    const crashed = createOutboxWorker({
      db,
      owner: 'crashed',
      now: () => new Date(clock),
      leaseMs: 60_000,
      deliver: async (row) => {
        await transport.sendMail({
          from: 'no-reply@savannah.test',
          to: 'sales@savannah.test',
          subject: 'New inquiry',
          text: 'x',
          messageId: row.messageId,
        });
        return new Promise<string>(() => {});
      },
    });
    void crashed.tick();
    await smtp.waitFor(1);
    // Instance B: nothing to take while A's lease runs...
    const b = createNotifications({
      db,
      config: { siteUrl: 'https://savannah.test', mail: mail() },
      now: () => new Date(clock),
      owner: 'b',
    });
    expect(await b.worker.tick()).toEqual({ sent: 0, failed: 0 });
    // ...and the message once it has expired.
    clock += 61_000;
    expect(await b.worker.tick()).toEqual({ sent: 1, failed: 0 });
    await smtp.waitFor(2);
    // The mail arrives before the worker has heard the server's answer and marked the row sent.
    const outboxRow = () =>
      db.selectFrom('notificationOutbox').selectAll().where('inquiryId', '=', id).executeTakeFirstOrThrow();
    await expect
      .poll(async () => (await outboxRow()).status, { timeout: 10_000, interval: 20, message: 'the outbox row' })
      .toBe('sent');
    const row = await outboxRow();
    expect(smtp.received.map((m) => m.header('message-id'))).toEqual([row.messageId, row.messageId]);
  });
});
