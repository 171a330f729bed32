import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../api/config';
import { siteMigrations } from '../database';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { testDatabase, testEngine } from '../../tests/support/database';
import { createBackup } from './archive';
import { RestoreRefused, restoreBackup } from './restore';

/**
 * A restore reads the archive once, checks it while writing it into a
 * staging folder, and moves it into place only when all of it checked out;
 * a backup carries no live sessions or rate-limit rows; with BACKUP_KEY the
 * manifest is signed and a restore refuses anything else, and without it the
 * restore names the admin users it brings in.
 */
const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'restore-hardening-'));
let site: TestApp;
let archive: string;
let signed: string;
const KEY = 'a-long-backup-key-only-the-office-has';

const listing = (dir: string) => {
  try {
    return readdirSync(dir, { recursive: true }).map(String).sort();
  } catch {
    return [];
  }
};
const fresh = (): Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'databaseSchema'> => ({
  dataDir: mkdtempSync(join(work, 'restored-')),
  ...testDatabase(),
});
const rowCount = async (t: TestApp, table: string) =>
  Number(
    (
      await t.db
        .withoutPlugins()
        .selectFrom(table as never)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  site = await createTestApp();
  const cookie = await site.login();
  expect(
    (
      await site.request('POST', '/api/admin/users', {
        cookie,
        body: { username: 'wanjiru', password: 'kitengela-2026' },
      })
    ).status,
  ).toBe(201);
  for (let i = 0; i < 3; i++)
    await site.request('POST', '/api/contact', {
      body: { name: `Client ${i}`, email: `c${i}@example.co.ke`, message: `Quote ${i} for an office.` },
      ip: `10.9.0.${i}`,
    });
  // A failed sign-in leaves a rate-limit row; the signed-in admin has a live session.
  await site.request('POST', '/api/admin/login', { body: { username: 'admin', password: 'wrong-password-1' } });
  expect(await rowCount(site, 'sessions')).toBeGreaterThan(0);
  expect(await rowCount(site, 'rate_limit_hits')).toBeGreaterThan(0);
  const make = (file: string, key?: string) =>
    createBackup({ db: site.db, media: site.media.blobs, migrations: Object.keys(siteMigrations), file, key });
  archive = join(work, 'site.tar');
  signed = join(work, 'signed.tar');
  await make(archive);
  await make(signed, KEY);
}, 60_000);
afterAll(async () => {
  await site?.close();
  rmSync(work, { recursive: true, force: true });
});

describe(`restore reads once (${testEngine()})`, () => {
  it('from a stream that can be read only once (a pipe): every row restored, or nothing', async () => {
    const config = fresh();
    const once = (async function* () {
      yield readFileSync(archive);
    })();
    const result = await restoreBackup({ file: '-', source: once, config });
    const restored = await createTestApp({ sameDataAs: { config: { ...site.config, ...config } } });
    try {
      expect(await rowCount(restored, 'contact_inquiries')).toBe(result.manifest.tables.contact_inquiries);
      expect(result.manifest.tables.contact_inquiries).toBe(3);
      expect(await rowCount(restored, 'admin_users')).toBe(2);
    } finally {
      await restored.close();
    }
  });

  it('refuses an entry that is not a regular file, or a path outside its folder, writing nothing anywhere', async () => {
    for (const entry of [
      { name: 'media/evil-link.jpg', type: 'symlink' as const, linkname: '/etc/passwd' },
      { name: 'media/../../escaped.txt', type: 'file' as const },
      { name: '../escaped.txt', type: 'file' as const },
    ]) {
      const pack = tar.pack();
      const chunks: Buffer[] = [];
      pack.on('data', (c) => chunks.push(c as Buffer));
      const ended = new Promise<void>((ok) => pack.on('end', () => ok()));
      if (entry.type === 'file') pack.entry(entry, 'escaped');
      else pack.entry(entry);
      pack.finalize();
      await ended;
      const bad = join(work, `crafted-${Math.random().toString(36).slice(2)}.tar`);
      writeFileSync(bad, Buffer.concat(chunks));
      const config = fresh();
      await expect(restoreBackup({ file: bad, config })).rejects.toThrow(RestoreRefused);
      expect(listing(config.dataDir), entry.name).toEqual([]);
      expect(existsSync(join(config.dataDir, '..', 'escaped.txt'))).toBe(false);
    }
  });
});

describe(`what a backup carries, and whom a restore trusts (${testEngine()})`, () => {
  it('leaves out live sessions and rate-limit rows', () => {
    const names: string[] = JSON.parse(
      readFileSync(archive)
        .toString('latin1')
        .match(/\{\s*"format": "savannah-site-backup"[\s\S]*?\n\}\n/)![0],
    ).entries.map((e: { name: string }) => e.name);
    expect(names).toContain('db/admin_users.jsonl');
    expect(names).not.toContain('db/sessions.jsonl');
    expect(names).not.toContain('db/rate_limit_hits.jsonl');
  });

  it('with BACKUP_KEY: restores a signed backup, refuses an unsigned one or one signed with another key', async () => {
    await expect(restoreBackup({ file: archive, config: fresh(), key: KEY })).rejects.toThrow(
      /not signed.*BACKUP_KEY.*nothing was restored/i,
    );
    const other = fresh();
    await expect(restoreBackup({ file: signed, config: other, key: 'another-key-of-sixteen-plus' })).rejects.toThrow(
      /signature does not match.*nothing was restored/i,
    );
    expect(listing(other.dataDir)).toEqual([]);
    const result = await restoreBackup({ file: signed, config: fresh(), key: KEY });
    expect(result.signed).toBe(true);
  });

  it('without BACKUP_KEY: the restore names the admin users it brings in', async () => {
    const result = await restoreBackup({ file: archive, config: fresh() });
    expect(result.signed).toBe(false);
    expect(result.admins).toEqual(['admin', 'wanjiru']);
  });
});

describe.runIf(testEngine() === 'sqlite')('npm run restore from a pipe', () => {
  it('reports the rows it restored only when they are there, and lists the admins it brought in', async () => {
    const dataDir = mkdtempSync(join(work, 'piped-'));
    const { stdout } = await run(
      'bash',
      ['-c', `cat "${archive}" | node_modules/.bin/tsx scripts/restore.ts /dev/stdin`],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BACKUP_KEY: '' }, cwd: process.cwd() },
    );
    expect(stdout).toMatch(/brings in 2 admin users: admin, wanjiru/);
    expect(stdout).toMatch(/Restored the backup of .* \(\d+ rows, 0 media files\)/);
    const restored = await createTestApp({
      sameDataAs: { config: { ...site.config, dataDir, databaseUrl: undefined } },
    });
    try {
      expect(await rowCount(restored, 'contact_inquiries')).toBe(3);
    } finally {
      await restored.close();
    }
  }, 60_000);
});
