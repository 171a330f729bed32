import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOVED_LATER_ENV, removalsLeft, removeLater } from './removed-later';

describe('folders removed after a test has ended (scripts/lib/removed-later.ts)', () => {
  let root: string;
  const before = process.env[REMOVED_LATER_ENV];
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'removed-later-'));
  });
  afterEach(() => {
    if (before === undefined) delete process.env[REMOVED_LATER_ENV];
    else process.env[REMOVED_LATER_ENV] = before;
    rmSync(root, { recursive: true, force: true });
  });

  it('are removed by an rm that outlives the caller, and listed for the run to check', async () => {
    const list = join(root, 'list.txt');
    process.env[REMOVED_LATER_ENV] = list;
    const cluster = join(root, 'pg-test-1');
    mkdirSync(join(cluster, 'base', '1'), { recursive: true });
    writeFileSync(join(cluster, 'base', '1', 'table'), 'rows');
    removeLater(cluster);
    expect(readFileSync(list, 'utf8')).toBe(`${cluster}\n`);
    await vi.waitFor(() => expect(existsSync(cluster), 'the detached rm removed the cluster').toBe(false), {
      timeout: 30_000,
      interval: 50,
    });
    expect(await removalsLeft(list, { timeoutMs: 0 })).toEqual({ listed: 1, left: [] });
  });

  it('outside npm test are removed all the same, and listed nowhere', async () => {
    delete process.env[REMOVED_LATER_ENV];
    const cluster = join(root, 'pg-test-2');
    mkdirSync(cluster);
    removeLater(cluster);
    await vi.waitFor(() => expect(existsSync(cluster), 'the detached rm removed the cluster').toBe(false), {
      timeout: 30_000,
      interval: 50,
    });
    expect(existsSync(join(root, 'list.txt'))).toBe(false);
  });

  it('that are still there when the time is up are named, each once; a folder listed twice counts once', async () => {
    const list = join(root, 'list.txt');
    const kept = join(root, 'kept');
    mkdirSync(kept);
    writeFileSync(list, `${kept}\n${join(root, 'gone')}\n${kept}\n`);
    expect(await removalsLeft(list, { timeoutMs: 100, intervalMs: 20 })).toEqual({ listed: 2, left: [kept] });
  });

  it('with no list, because no test left one, are none', async () => {
    expect(await removalsLeft(join(root, 'missing.txt'), { timeoutMs: 0 })).toEqual({ listed: 0, left: [] });
  });
});
