import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'kysely';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../api/config';
import { openDatabase } from '../../api/db';
import { siteMigrations, databaseTarget } from '../database';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { testDatabase, testEngine } from '../../tests/support/database';
import { createBackup, SIGNATURE_ENTRY, type BackupManifest } from './archive';
import { signManifest } from './read-archive';
import { RestoreRefused, restoreBackup, stagingSchemaOf } from './restore';

/**
 * A restore writes nothing the target keeps until its last step: the rows
 * and the media are prepared beside the target, the media put in place, and
 * the rows committed last in one step. So a restore that fails leaves the
 * target as it found it, one that was killed is finished by a re-run, and
 * what a backup must not carry (sessions, rate-limit rows, U+0000 that
 * PostgreSQL cannot store) never reaches the target.
 */
const work = mkdtempSync(join(tmpdir(), 'restore-atomic-'));
let site: TestApp;
let archive: string;
let sessionRows: Record<string, unknown>[];
let adminCookie: string;
const PHOTO = 'gallery/kitchens/island.jpg';
const photoBytes = Buffer.from('not really a jpeg, but bytes a restore must carry whole');
const KEY = 'a-long-backup-key-only-the-office-has';

type Target = Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'databaseSchema'>;
const fresh = (): Target => ({ dataDir: mkdtempSync(join(work, 'target-')), ...testDatabase() });

/** Reads an archive into memory, lets `edit` change or add entries, and writes it back with a matching manifest. */
async function rewrite(
  src: string,
  edit: (files: Map<string, Buffer>, manifest: BackupManifest) => void,
  { key }: { key?: string } = {},
): Promise<string> {
  const files = new Map<string, Buffer>();
  const extract = tar.extract();
  const done = (async () => {
    for await (const entry of extract) files.set(entry.header.name, await buffer(entry as never));
  })();
  extract.end(readFileSync(src));
  await done;
  const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as BackupManifest;
  files.delete('manifest.json');
  files.delete(SIGNATURE_ENTRY);
  edit(files, manifest);
  manifest.entries = [...files].map(([name, bytes]) => ({
    name,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  }));
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (c) => chunks.push(c as Buffer));
  const ended = new Promise<void>((ok) => pack.on('end', () => ok()));
  for (const [name, bytes] of files) pack.entry({ name }, bytes);
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  pack.entry({ name: 'manifest.json' }, text);
  if (key) pack.entry({ name: SIGNATURE_ENTRY }, signManifest(text, key));
  pack.finalize();
  await ended;
  const out = join(work, `rewritten-${Math.random().toString(36).slice(2)}.tar`);
  writeFileSync(out, Buffer.concat(chunks));
  return out;
}

const jsonl = (rows: object[]) => Buffer.from(rows.map((r) => `${JSON.stringify(r)}\n`).join(''));
const rowsOf = (files: Map<string, Buffer>, table: string) =>
  files
    .get(`db/${table}.jsonl`)!
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** The tables in the target: the schema's on PostgreSQL, site.db's on SQLite (none when there is no file). */
async function tablesIn(target: Target): Promise<string[]> {
  const where = databaseTarget(target);
  if ('sqliteFile' in where && !existsSync(where.sqliteFile)) return [];
  const { db, close } = await openDatabase(where, {}, { migrate: false });
  try {
    const rows =
      'postgresUrl' in where
        ? await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = ${target.databaseSchema}`.execute(
            db,
          )
        : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
    return rows.rows.map((r) => r.name).sort();
  } finally {
    await close();
  }
}

async function openRestored(target: Target) {
  return createTestApp({ sameDataAs: { config: { ...site.config, ...target } } });
}

beforeAll(async () => {
  site = await createTestApp();
  adminCookie = await site.login();
  for (let i = 0; i < 2; i++)
    await site.request('POST', '/api/contact', {
      body: { name: `Client ${i}`, email: `c${i}@example.co.ke`, message: `A quote for office ${i}, please.` },
      ip: `10.9.0.${i}`,
    });
  const file = join(work, 'photo.jpg');
  writeFileSync(file, photoBytes);
  await site.media.blobs.commit(PHOTO, file);
  sessionRows = await site.db.withoutPlugins().selectFrom('sessions').selectAll().execute();
  expect(sessionRows.length).toBeGreaterThan(0);
  archive = join(work, 'site.tar');
  await createBackup({ db: site.db, media: site.media.blobs, migrations: Object.keys(siteMigrations), file: archive });
}, 60_000);
afterAll(async () => {
  await site?.close();
  rmSync(work, { recursive: true, force: true });
});

describe(`an atomic restore (${testEngine()})`, () => {
  it('a restore that fails while writing rows leaves the target as it found it, and a re-run succeeds', async () => {
    // Two admin rows with one id: the insert fails part-way through the tables.
    const broken = await rewrite(archive, (files, manifest) => {
      const admins = rowsOf(files, 'admin_users');
      files.set('db/admin_users.jsonl', jsonl([...admins, admins[0]]));
      manifest.tables.admin_users = admins.length + 1;
    });
    const target = fresh();
    await expect(restoreBackup({ file: broken, config: target })).rejects.toThrow();
    expect(await tablesIn(target)).toEqual([]);
    expect(readdirSync(target.dataDir)).toEqual([]);

    const result = await restoreBackup({ file: archive, config: target });
    expect(result.manifest.tables.contact_inquiries).toBe(2);
    const restored = await openRestored(target);
    try {
      expect(await restored.db.selectFrom('contactInquiries').select('name').orderBy('name').execute()).toEqual([
        { name: 'Client 0' },
        { name: 'Client 1' },
      ]);
      expect(await buffer((await restored.media.blobs.read(PHOTO))!.body)).toEqual(photoBytes);
    } finally {
      await restored.close();
    }
  });

  it('a re-run finishes a restore that was killed after the media went in and before the rows were committed', async () => {
    const target = fresh();
    // What a killed run leaves: its staging folder (a process that is gone), the media in place,
    // and the rows prepared beside the target but not committed.
    const stale = join(target.dataDir, '.restore-staging-999999999');
    mkdirSync(join(stale, 'db'), { recursive: true });
    writeFileSync(join(stale, 'db', 'admin_users.jsonl'), '{}\n');
    mkdirSync(dirname(join(target.dataDir, 'uploads', PHOTO)), { recursive: true });
    writeFileSync(join(target.dataDir, 'uploads', PHOTO), photoBytes);
    const where = databaseTarget(target);
    if ('sqliteFile' in where) writeFileSync(`${where.sqliteFile}.restoring`, 'half a database');
    else {
      const { db, close } = await openDatabase(where, {}, { migrate: false });
      await sql`create schema ${sql.id(stagingSchemaOf(target.databaseSchema!))}`.execute(db);
      await sql`create table ${sql.id(stagingSchemaOf(target.databaseSchema!))}.admin_users (id integer)`.execute(db);
      await close();
    }

    await restoreBackup({ file: archive, config: target });
    expect(readdirSync(target.dataDir).sort()).toEqual('sqliteFile' in where ? ['site.db', 'uploads'] : ['uploads']);
    const restored = await openRestored(target);
    try {
      expect(await restored.db.selectFrom('contactInquiries').select('name').execute()).toHaveLength(2);
    } finally {
      await restored.close();
    }
  });

  it('refuses media the archive does not hold, changing nothing', async () => {
    const target = fresh();
    mkdirSync(join(target.dataDir, 'uploads', 'home'), { recursive: true });
    writeFileSync(join(target.dataDir, 'uploads', 'home', 'someone-elses.jpg'), 'x');
    await expect(restoreBackup({ file: archive, config: target })).rejects.toThrow(
      /already holds media.*someone-elses\.jpg.*Nothing was changed/,
    );
    expect(readdirSync(join(target.dataDir, 'uploads'), { recursive: true }).map(String).sort()).toEqual([
      'home',
      'home/someone-elses.jpg',
    ]);
    expect(await tablesIn(target)).toEqual([]);
  });

  it.each([
    ['unsigned', undefined],
    ['signed with BACKUP_KEY', KEY],
  ])('never loads sessions or rate-limit rows an archive carries (%s)', async (_, key) => {
    const planted = await rewrite(
      archive,
      (files, manifest) => {
        files.set('db/sessions.jsonl', jsonl(sessionRows));
        manifest.tables.sessions = sessionRows.length;
        const hit = { id: 1, scope: 'login-user', key: 'admin', at: Date.now() };
        files.set('db/rate_limit_hits.jsonl', jsonl([hit]));
        manifest.tables.rate_limit_hits = 1;
      },
      { key },
    );
    const target = fresh();
    const result = await restoreBackup({ file: planted, config: target, key });
    expect(result.ignored).toEqual(['rate_limit_hits', 'sessions']);
    const restored = await openRestored(target);
    try {
      expect(await restored.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
      expect(await restored.db.selectFrom('rateLimitHits').selectAll().execute()).toEqual([]);
      // The planted session's cookie signs nobody in.
      const res = await restored.request('GET', '/api/admin/me', { cookie: adminCookie });
      expect(res.status).toBe(401);
    } finally {
      await restored.close();
    }
  });

  it('a backup holding U+0000 (possible on SQLite) restores on either engine, the character removed and counted', async () => {
    const dirty = await rewrite(archive, (files) => {
      const rows = rowsOf(files, 'contact_inquiries');
      rows[0].message = 'Call me\u0000 after five';
      rows[0].name = '\u0000Client 0';
      files.set('db/contact_inquiries.jsonl', jsonl(rows));
    });
    const target = fresh();
    const result = await restoreBackup({ file: dirty, config: target });
    expect(result.cleaned).toBe(2);
    const restored = await openRestored(target);
    try {
      expect(
        await restored.db.selectFrom('contactInquiries').select(['name', 'message']).orderBy('name').execute(),
      ).toEqual([
        { name: 'Client 0', message: 'Call me after five' },
        { name: 'Client 1', message: expect.any(String) },
      ]);
    } finally {
      await restored.close();
    }
  });

  it('refuses a target whose rows are committed (a finished restore), changing nothing', async () => {
    const target = fresh();
    await restoreBackup({ file: archive, config: target });
    await expect(restoreBackup({ file: archive, config: target })).rejects.toThrow(RestoreRefused);
  });
});

describe.runIf(testEngine() === 'sqlite')('npm run restore killed part-way (kill -9)', () => {
  it('leaves nothing the target keeps, and a re-run clears its staging and finishes', async () => {
    const dataDir = mkdtempSync(join(work, 'killed-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BACKUP_KEY: '' };
    // The archive comes through a pipe, half of it: the restore is staging it when it is killed.
    // node itself, with tsx as its loader: the tsx command would put a process of its own between, and
    // killing that one leaves the restore running.
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', '-'], {
      env,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    const bytes = readFileSync(archive);
    child.stdin.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
    await vi.waitFor(
      () => {
        if (!readdirSync(dataDir).some((n) => n.startsWith('.restore-staging-')))
          throw new Error('the restore never started staging');
      },
      { timeout: 30_000, interval: 20 },
    );
    const exited = new Promise((ok) => child.once('exit', ok));
    child.kill('SIGKILL');
    await exited;
    expect(readdirSync(dataDir).filter((n) => !n.startsWith('.restore-staging-'))).toEqual([]);

    const again = spawnSync('node_modules/.bin/tsx', ['scripts/restore.ts', archive], { env, encoding: 'utf8' });
    expect(again.status, again.stderr).toBe(0);
    expect(readdirSync(dataDir).sort()).toEqual(['site.db', 'uploads']);
    const restored = await openRestored({ dataDir });
    try {
      expect(await restored.db.selectFrom('contactInquiries').select('name').execute()).toHaveLength(2);
    } finally {
      await restored.close();
    }
  }, 60_000);
});
