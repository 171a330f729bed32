import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSiteDatabase } from '../../app/database';
import { testDatabase, testEngine } from '../../tests/support/database';
import { createAttemptLimiter } from './rate-limit';

const dir = mkdtempSync(join(tmpdir(), 'rate-limit-'));
const { db, close } = await openSiteDatabase({ dataDir: dir, ...testDatabase() });
afterAll(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

describe(`createAttemptLimiter (${testEngine()})`, () => {
  it('counts attempts over a sliding window and answers the wait until the oldest counted one leaves it', async () => {
    const l = createAttemptLimiter(db, { scope: 'window', max: 3, windowMs: 60_000 });
    const t0 = 1_000_000;
    expect(await l.reserve(['a'], t0)).toBe(0);
    expect(await l.reserve(['a'], t0 + 10_000)).toBe(0);
    expect(await l.reserve(['a'], t0 + 20_000)).toBe(0);
    expect(await l.reserve(['a'], t0 + 30_000)).toBe(30);
    // Refused attempts are not counted: the first one leaving the window frees a place.
    expect(await l.reserve(['a'], t0 + 60_001)).toBe(0);
    expect(await l.reserve(['a'], t0 + 60_002)).toBe(10);
  });

  it('reserves for all keys or for none, and clear forgets only the keys given', async () => {
    const l = createAttemptLimiter(db, { scope: 'keys', max: 2, windowMs: 60_000 });
    const t0 = 2_000_000;
    expect(await l.reserve(['user:x', 'ip:1'], t0)).toBe(0);
    expect(await l.reserve(['user:y', 'ip:1'], t0)).toBe(0);
    // ip:1 is full, so user:z is not charged for the refused attempt.
    expect(await l.reserve(['user:z', 'ip:1'], t0)).toBe(60);
    expect(await l.reserve(['user:z', 'ip:2'], t0)).toBe(0);
    expect(await l.reserve(['user:z', 'ip:3'], t0)).toBe(0);
    expect(await l.reserve(['user:z', 'ip:4'], t0)).toBe(60);
    await l.clear(['user:z']);
    expect(await l.reserve(['user:z', 'ip:4'], t0)).toBe(0);
  });

  it('keeps scopes apart and drops expired rows', async () => {
    const a = createAttemptLimiter(db, { scope: 'a', max: 1, windowMs: 1000 });
    const b = createAttemptLimiter(db, { scope: 'b', max: 1, windowMs: 1000 });
    expect(await a.reserve(['k'], 5_000_000)).toBe(0);
    expect(await b.reserve(['k'], 5_000_000)).toBe(0);
    expect(await a.reserve(['k'], 5_000_500)).toBe(1);
    expect(await a.reserve(['k'], 5_002_000)).toBe(0);
    const rows = await db.selectFrom('rateLimitHits').select('at').where('scope', '=', 'a').execute();
    expect(rows).toEqual([{ at: 5_002_000 }]);
  });

  it('N attempts started together pass at most max times (concurrent connections on PostgreSQL)', async () => {
    const l = createAttemptLimiter(db, { scope: 'burst', max: 5, windowMs: 60_000 });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => l.reserve(i % 2 ? ['user:admin', 'ip:9'] : ['ip:9', 'user:admin'])),
    );
    expect(results.filter((w) => w === 0)).toHaveLength(5);
  });
});
