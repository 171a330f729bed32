import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../api/db';
import { type Change, changesAfter, feedHead, withChanges } from '../platform/change-feed';
import { createChangeFollower } from '../platform/change-follower';
import { openSiteDatabase } from './database';
import { migratedTestDatabase, testEngine } from '../tests/support/database';

/**
 * The follower on its own, against a real database: what it does when a
 * reload fails, when changes were pruned, and that one stuck change does
 * not hold back the others.
 */
let dir: string;
let db: DB;
let close: () => Promise<void>;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'feed-'));
  const opened = await openSiteDatabase({ dataDir: dir, ...(await migratedTestDatabase(dir)) });
  db = opened.db;
  close = opened.close;
});
afterEach(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

const write = (...changes: Change[]) =>
  withChanges(db, async (_trx, changed) => {
    for (const c of changes) changed(c);
  });

describe(`the change follower (${testEngine()})`, () => {
  it('retries a reload that fails twice, and counts the change applied once it succeeds, with no new write', async () => {
    const tries: string[] = [];
    const follower = createChangeFollower(db, {
      intervalMs: 5,
      maxBackoffMs: 20,
      log: () => {},
      async apply(changes) {
        tries.push(...changes.map((c) => c.key));
        return tries.length <= 2 ? changes.map((change) => ({ change, error: 'the bucket is not answering' })) : [];
      },
      applyAll: async () => {},
    });
    await follower.start();
    try {
      await write({ kind: 'media', key: '/uploads/_assets/a.jpg' });
      await expect
        .poll(() => follower.status().applied, {
          timeout: 10_000,
          interval: 10,
          message: 'changes the follower applied',
        })
        .toBe(1);
      expect(tries).toEqual(['/uploads/_assets/a.jpg', '/uploads/_assets/a.jpg', '/uploads/_assets/a.jpg']);
      expect(follower.status()).toMatchObject({ applied: 1, pending: 0, behindMs: 0 });
      // The feed holds the change once.
      expect((await changesAfter(db, 0, 1000)).filter((r) => r.key === '/uploads/_assets/a.jpg')).toHaveLength(1);
    } finally {
      follower.stop();
    }
  });

  it('goes on applying other changes while one waits for its retry, and reports how long it has been behind', async () => {
    const applied: string[] = [];
    let bucketUp = false;
    const follower = createChangeFollower(db, {
      intervalMs: 60_000,
      log: () => {},
      async apply(changes) {
        const failed = [];
        for (const change of changes)
          if (change.kind === 'media' && !bucketUp) failed.push({ change, error: 'bucket down' });
          else applied.push(`${change.kind} ${change.key}`);
        return failed;
      },
      applyAll: async () => {},
    });
    await follower.start();
    try {
      await write({ kind: 'media', key: '/uploads/_assets/b.jpg' });
      await follower.catchUp();
      await write({ kind: 'page', key: '/about' });
      await follower.catchUp();
      expect(applied).toEqual(['page /about']);
      expect(follower.status()).toMatchObject({ pending: 1, lastError: 'bucket down' });
      bucketUp = true;
      await follower.catchUp();
      expect(applied).toEqual(['page /about', 'media /uploads/_assets/b.jpg']);
      expect(follower.status()).toMatchObject({ pending: 0, applied: 2, behindMs: 0 });
    } finally {
      follower.stop();
    }
  });

  it('hurries a failed change’s retry only when the catch-up forces it (a missing file’s catch-up does not)', async () => {
    const tries: string[] = [];
    const follower = createChangeFollower(db, {
      intervalMs: 60_000,
      maxBackoffMs: 60_000,
      log: () => {},
      async apply(changes) {
        tries.push(...changes.map((c) => c.key));
        return changes.map((change) => ({ change, error: 'bucket down' }));
      },
      applyAll: async () => {},
    });
    await follower.start();
    try {
      await write({ kind: 'media', key: '/uploads/_assets/c.jpg' });
      await follower.catchUp();
      expect(tries).toHaveLength(1);
      await follower.catchUp(2000, false);
      expect(tries, 'its backoff holds').toHaveLength(1);
      await follower.catchUp();
      expect(tries).toHaveLength(2);
    } finally {
      follower.stop();
    }
  });

  it('lets a caller wait no longer than its limit, also behind a pass that hangs', async () => {
    let release = () => {};
    const hung = new Promise<void>((resolve) => {
      release = resolve;
    });
    let applying = false;
    const follower = createChangeFollower(db, {
      intervalMs: 60_000,
      log: () => {},
      async apply() {
        applying = true;
        await hung;
        return [];
      },
      applyAll: async () => {},
    });
    await follower.start();
    try {
      await write({ kind: 'page', key: '/stuck' });
      const first = follower.catchUp(60_000);
      await expect
        .poll(() => applying, { timeout: 10_000, interval: 10, message: 'the follower began applying /stuck' })
        .toBe(true);
      // Returns although the pass under way never ends (were it not bounded, the test would time out here).
      await follower.catchUp(50, false);
      expect(follower.status().applied).toBe(0);
      release();
      await first;
      expect(follower.status().applied).toBe(1);
    } finally {
      release();
      follower.stop();
    }
  });

  it('reloads everything when the changes it needs are no longer in the feed', async () => {
    let all = 0;
    const follower = createChangeFollower(db, {
      intervalMs: 60_000,
      log: () => {},
      apply: async () => [],
      async applyAll() {
        all += 1;
      },
    });
    await follower.start();
    try {
      await write({ kind: 'page', key: '/a' });
      await write({ kind: 'page', key: '/b' });
      await db.deleteFrom('contentChanges').execute();
      await follower.catchUp();
      expect(all).toBe(1);
      expect(follower.status()).toMatchObject({ pending: 0, behindMs: 0 });
    } finally {
      follower.stop();
    }
  });

  it('records nothing when the transaction fails', async () => {
    const before = (await changesAfter(db, 0, 1000)).length;
    await expect(
      withChanges(db, async (trx, changed) => {
        changed({ kind: 'redirect', key: '' });
        await trx
          .insertInto('redirects')
          .values({ fromPath: '/x', toPath: null, createdAt: 'now', createdBy: 'me' })
          .execute();
        // The same address again: a unique violation inside the transaction.
        await trx
          .insertInto('redirects')
          .values({ fromPath: '/x', toPath: null, createdAt: 'now', createdBy: 'me' })
          .execute();
      }),
    ).rejects.toThrow();
    expect(await changesAfter(db, 0, 1000)).toHaveLength(before);
    expect(await db.selectFrom('redirects').selectAll().execute()).toEqual([]);
  });

  /** A restore from a copy taken before the last `n` positions: their rows gone and the head back, in one transaction. */
  const rollBack = async (n: number) => {
    const to = (await feedHead(db)) - n;
    await db.transaction().execute(async (trx) => {
      await sql`delete from content_changes where position > ${to}`.execute(trx);
      await sql`update content_version set version = ${to} where id = 1`.execute(trx);
    });
  };

  it('reloads everything when the change it applied last was replaced after the database moved back, and says so until done', async () => {
    const lines: string[] = [];
    let fullReloads = 0;
    let storeDown = true;
    const applied: string[] = [];
    const follower = createChangeFollower(db, {
      intervalMs: 60_000,
      log: (line) => lines.push(line),
      async apply(changes) {
        applied.push(...changes.map((c) => c.key));
        return [];
      },
      async applyAll() {
        fullReloads += 1;
        if (storeDown) throw new Error('the bucket is not answering');
      },
    });
    await follower.start();
    try {
      for (const key of ['/a', '/b', '/c']) await write({ kind: 'page', key });
      await follower.catchUp();
      expect(applied).toEqual(['/a', '/b', '/c']);
      // Restored from before /b and /c; two new publishes take their positions again: the head is where it was.
      await rollBack(2);
      for (const key of ['/d', '/e']) await write({ kind: 'page', key });
      await follower.catchUp();
      expect(applied).toEqual(['/a', '/b', '/c']);
      expect(fullReloads).toBe(1);
      expect(follower.status().movedBack).toMatch(/is a different one/);
      expect(lines.join('\n')).toMatch(/database moved back/);
      storeDown = false;
      await follower.catchUp();
      expect(fullReloads).toBe(2);
      expect(follower.status()).toMatchObject({ pending: 0, behindMs: 0 });
      expect(follower.status().movedBack).toBeUndefined();
      // Following again from the new head: the next change is applied on its own.
      await write({ kind: 'page', key: '/f' });
      await follower.catchUp();
      expect(applied).toEqual(['/a', '/b', '/c', '/f']);
    } finally {
      follower.stop();
    }
  });
});
