import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../api/db';
import { openSiteDatabase } from '../app/database';
import { migratedTestDatabase, testEngine } from '../tests/support/database';
import { type Change, feedHead, withChanges } from './change-feed';
import { createFeedConsumer, type FeedConsumerOptions, NotReadyYet } from './feed-consumer';

/**
 * A durable consumer of the change feed against a real database: where it is
 * survives a restart, the position moves only after its handler succeeded,
 * one instance at a time holds it, and one behind the pruning horizon
 * rebuilds once.
 */
let dir: string;
let db: DB;
let other: DB;
let close: () => Promise<void>;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'consumer-'));
  const where = { dataDir: dir, ...(await migratedTestDatabase(dir)) };
  const a = await openSiteDatabase(where);
  const b = await openSiteDatabase(where);
  db = a.db;
  other = b.db;
  close = async () => {
    await b.close();
    await a.close();
  };
});
afterEach(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

const write = (...changes: Change[]) =>
  withChanges(db, async (_trx, changed) => {
    for (const c of changes) changed(c);
  });

/** A consumer that writes down what it was handed; `fail` makes its handler throw. */
function recorder(database: DB, owner: string, extra: Partial<FeedConsumerOptions> = {}) {
  const seen: string[] = [];
  let fail = false;
  const consumer = createFeedConsumer(database, {
    name: 'test',
    owner,
    intervalMs: 60_000,
    log: () => {},
    async handle(changes, to) {
      if (fail) throw new Error('the disk is full');
      seen.push(...changes.map((c) => `${c.kind} ${c.key} @${to}`));
    },
    async rebuild(head) {
      if (fail) throw new Error('the disk is full');
      seen.push(`all @${head}`);
    },
    ...extra,
  });
  return {
    consumer,
    seen,
    failing(on: boolean) {
      fail = on;
    },
  };
}

describe(`a durable feed consumer (${testEngine()})`, () => {
  it('rebuilds once at its first run, then handles each change once, and goes on after a restart where it was', async () => {
    await write({ kind: 'page', key: '/before' });
    const first = recorder(db, 'one');
    await first.consumer.run();
    const head = await feedHead(db);
    expect(first.seen).toEqual([`all @${head}`]);
    await write({ kind: 'page', key: '/a' });
    await first.consumer.run();
    expect(first.seen).toEqual([`all @${head}`, `page /a @${head + 1}`]);
    await first.consumer.stop();

    await write({ kind: 'page', key: '/b' });
    const restarted = recorder(db, 'two');
    await restarted.consumer.run();
    expect(restarted.seen).toEqual([`page /b @${head + 2}`]);
    expect(restarted.consumer.status()).toMatchObject({
      position: head + 2,
      head: head + 2,
      holder: true,
      behindMs: 0,
    });
  });

  it('moves its position only once the handler succeeded, and says why it is behind meanwhile', async () => {
    const r = recorder(db, 'one');
    await r.consumer.run();
    const start = r.consumer.status().position;
    r.failing(true);
    await write({ kind: 'redirect', key: '/old' });
    await r.consumer.run();
    expect(r.consumer.status()).toMatchObject({ position: start, lastError: 'the disk is full' });
    const row = await db.selectFrom('feedConsumers').selectAll().where('name', '=', 'test').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ position: start, lastError: 'the disk is full' });
    r.failing(false);
    await r.consumer.run();
    expect(r.seen.at(-1)).toBe(`redirect /old @${start + 1}`);
    expect(r.consumer.status()).toMatchObject({ position: start + 1, behindMs: 0 });
    expect(r.consumer.status().lastError).toBeUndefined();
  });

  it('tries again at its next interval while the work is not ready yet, where a failure backs off', async () => {
    let clock = Date.parse('2026-12-03T08:00:00Z');
    const logged: string[] = [];
    let answer: Error | undefined;
    const tries: number[] = [];
    const consumer = createFeedConsumer(db, {
      name: 'test',
      owner: 'one',
      intervalMs: 500,
      maxBackoffMs: 30_000,
      now: () => new Date(clock),
      log: (line) => logged.push(line),
      async handle() {
        tries.push(clock);
        if (answer) throw answer;
      },
      async rebuild() {},
    });
    await consumer.run();
    const start = consumer.status().position;
    await write({ kind: 'redirect', key: '/old' });

    // Not ready: tried again half a second later, again and again, with nothing in the log.
    answer = new NotReadyYet('this instance has not shown every change up to 9 yet (1 waiting)');
    for (let i = 0; i < 6; i++) {
      await consumer.tick();
      clock += 500;
    }
    expect(tries).toHaveLength(6);
    expect(consumer.status()).toMatchObject({ position: start, lastError: answer.message });
    expect(logged).toEqual([]);

    // A failure: the next try waits twice the interval (1 s), the one after four times (2 s), ...
    answer = new Error('the disk is full');
    tries.length = 0;
    for (let i = 0; i < 6; i++) {
      await consumer.tick();
      clock += 500;
    }
    expect(
      tries.map((t) => t - tries[0]!),
      'tries in 3 s',
    ).toEqual([0, 1000]);
    expect(logged).toHaveLength(2);

    answer = undefined;
    await consumer.run();
    expect(consumer.status()).toMatchObject({ position: start + 1, behindMs: 0 });
    expect(consumer.status().lastError).toBeUndefined();
  });

  it('says in the log once when the work has not been ready for as long as its longest backoff', async () => {
    let clock = Date.parse('2026-12-03T08:00:00Z');
    const logged: string[] = [];
    const consumer = createFeedConsumer(db, {
      name: 'test',
      owner: 'one',
      intervalMs: 500,
      maxBackoffMs: 2_000,
      now: () => new Date(clock),
      log: (line) => logged.push(line),
      async handle() {
        throw new NotReadyYet('this instance has not shown every change up to 9 yet (1 waiting)');
      },
      async rebuild() {},
    });
    await consumer.run();
    await write({ kind: 'redirect', key: '/old' });
    for (let i = 0; i < 10; i++) {
      await consumer.tick();
      clock += 500;
    }
    expect(logged).toEqual([
      'The test consumer of the change feed has waited 2 s: this instance has not shown every change up to 9 yet (1 waiting)',
    ]);
  });

  it('is held by one instance at a time; another takes over once the lease ran out', async () => {
    let clock = new Date('2026-12-01T10:00:00Z');
    const now = () => clock;
    const a = recorder(db, 'a', { now, leaseMs: 10_000 });
    const b = recorder(other, 'b', { now, leaseMs: 10_000 });
    await a.consumer.run();
    await write({ kind: 'page', key: '/x' });
    await b.consumer.run();
    expect(b.seen).toEqual([]);
    expect(b.consumer.status().holder).toBe(false);
    await a.consumer.run();
    expect(a.seen.at(-1)).toMatch(/^page \/x @/);
    // a stops answering (no stop(), no renewal): past its lease, b takes the consumer where a left it.
    await write({ kind: 'page', key: '/y' });
    clock = new Date(clock.getTime() + 11_000);
    await b.consumer.run();
    expect(b.seen).toEqual([`page /y @${await feedHead(db)}`]);
    await a.consumer.run();
    expect(a.consumer.status().holder).toBe(false);
  });

  it('rebuilds everything once when the changes it needs were pruned', async () => {
    const r = recorder(db, 'one');
    await r.consumer.run();
    await write({ kind: 'page', key: '/gone-1' });
    await write({ kind: 'page', key: '/gone-2' });
    await db.deleteFrom('contentChanges').execute();
    await r.consumer.run();
    const head = await feedHead(db);
    expect(r.seen.filter((s) => s.startsWith('all'))).toEqual([expect.any(String), `all @${head}`]);
    expect(r.seen.some((s) => s.includes('/gone'))).toBe(false);
    await write({ kind: 'page', key: '/after' });
    await r.consumer.run();
    expect(r.seen.at(-1)).toBe(`page /after @${head + 1}`);
  });

  it('rebuilds once when the database was restored from a copy that had its position and the feed further back', async () => {
    const { consumer, seen } = recorder(db, 'a');
    await write({ kind: 'page', key: '/start' });
    await consumer.run();
    for (const key of ['/one', '/two', '/three']) await write({ kind: 'page', key });
    await consumer.run();
    const copy = (await feedHead(db)) - 2;
    // The copy was taken two publishes ago: the feed's tail, its head and the consumer's row all went back with it.
    await db.transaction().execute(async (trx) => {
      await sql`delete from content_changes where position > ${copy}`.execute(trx);
      await sql`update content_version set version = ${copy} where id = 1`.execute(trx);
      await sql`update feed_consumers set position = ${copy} where name = 'test'`.execute(trx);
    });
    seen.length = 0;
    await write({ kind: 'page', key: '/after-restore' });
    await consumer.run();
    // What /two and /three did is gone from the database: only a rebuild undoes it in the work's output.
    expect(seen).toEqual([`all @${copy + 1}`]);
    expect(consumer.status()).toMatchObject({ position: copy + 1 });
    expect(consumer.status().movedBack).toBeUndefined();
    await write({ kind: 'page', key: '/later' });
    await consumer.run();
    expect(seen).toEqual([`all @${copy + 1}`, `page /later @${copy + 2}`]);
    await consumer.stop();
  });

  it('rebuilds when the database moved back while it handled a change, though new changes fill the positions again', async () => {
    const lines: string[] = [];
    /** Puts the database back to a copy taken at position `copy`, as a restore does, while the handler runs. */
    let restoreMidWork: (() => Promise<void>) | undefined;
    const r = recorder(db, 'a', {
      log: (line) => lines.push(line),
      async handle(changes, to) {
        r.seen.push(...changes.map((c) => `${c.kind} ${c.key} @${to}`));
        const restore = restoreMidWork;
        restoreMidWork = undefined;
        await restore?.();
      },
    });
    await write({ kind: 'page', key: '/start' });
    await r.consumer.run();
    const copy = await feedHead(db);
    restoreMidWork = () =>
      db.transaction().execute(async (trx) => {
        await sql`delete from content_changes where position > ${copy}`.execute(trx);
        await sql`update content_version set version = ${copy} where id = 1`.execute(trx);
        await sql`update feed_consumers set position = ${copy} where name = 'test'`.execute(trx);
      });
    await write({ kind: 'page', key: '/lost-in-the-restore' });
    await r.consumer.run();
    // The copy's next change takes the position the lost one had, before the consumer looks again.
    await write({ kind: 'page', key: '/after-restore' });
    await r.consumer.run();
    // The work's output holds /lost-in-the-restore, which the database no longer has: only a rebuild undoes it.
    expect(r.seen.slice(1)).toEqual([`page /lost-in-the-restore @${copy + 1}`, `all @${copy + 1}`]);
    expect(lines.join('\n')).toMatch(/moved back in time \(the change at position \d+ is gone after the work/);
    expect(r.consumer.status()).toMatchObject({ position: copy + 1, head: copy + 1 });
    expect(r.consumer.status().movedBack).toBeUndefined();
    await r.consumer.stop();
  });
});
