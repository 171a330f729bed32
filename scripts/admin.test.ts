import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_SITE, createTestApp, type TestApp } from '../tests/support/api';
import { runAdminCommand } from './admin';

/**
 * A password is treated the same wherever it is set or typed: the first admin
 * from ADMIN_PASSWORD, npm run admin:create and admin:reset-password all trim
 * it as the API does, and sign-in trims what is typed, so surrounding spaces
 * never lock anyone out.
 */
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0)) await f();
});

async function app(opts: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(opts);
  cleanup.push(() => t.close());
  return t;
}

const signIn = async (t: TestApp, username: string, password: string) =>
  (await t.request('POST', '/api/admin/login', { body: { username, password } })).status;

/** The admin command, run in this process on the test app's data (as `npm run admin:…` runs it on ./data). */
const command = (dataDir: string, ...args: string[]) =>
  runAdminCommand(args, { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: '' });

describe('passwords with surrounding spaces', () => {
  it('the first admin from ADMIN_PASSWORD', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'first-admin-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const t = await app({
      sameDataAs: {
        config: {
          port: 3999,
          host: 'localhost',
          dataDir,
          siteUrl: TEST_SITE,
          adminPassword: '  first-passphrase\t',
          secureCookies: false,
          production: true,
          trustProxy: 0,
        },
      },
    });
    expect(await signIn(t, 'admin', '  first-passphrase\t')).toBe(200);
    expect(await signIn(t, 'admin', 'first-passphrase')).toBe(200);
  });

  it('admin:create and admin:reset-password', async () => {
    const t = await app();
    expect(await command(t.config.dataDir, 'create', 'wanjiru', '--password', '  typed with spaces  ')).toMatch(
      /Created admin user "wanjiru"/,
    );
    expect(await signIn(t, 'wanjiru', '  typed with spaces  ')).toBe(200);
    expect(await signIn(t, 'wanjiru', 'typed with spaces')).toBe(200);
    expect(await command(t.config.dataDir, 'reset-password', 'wanjiru', '--password', ' new-secret-42 ')).toMatch(
      /Changed the password/,
    );
    expect(await signIn(t, 'wanjiru', ' new-secret-42 ')).toBe(200);
    expect(await signIn(t, 'wanjiru', 'new-secret-42')).toBe(200);
    expect(await signIn(t, 'wanjiru', 'typed with spaces')).toBe(401);
  });
});

describe('the password minimum in the command', () => {
  it('refuses a new or reset password under 12 characters, naming the minimum; the old one keeps working', async () => {
    const t = await app();
    await expect(command(t.config.dataDir, 'create', 'wairimu', '--password', 'short-pass1')).rejects.toThrow(
      'password: must be at least 12 characters',
    );
    expect(await command(t.config.dataDir, 'create', 'wairimu', '--password', 'long-enough-1')).toMatch(/Created/);
    await expect(command(t.config.dataDir, 'reset-password', 'wairimu', '--password', 'short-pass1')).rejects.toThrow(
      'password: must be at least 12 characters',
    );
    expect(await signIn(t, 'wairimu', 'long-enough-1')).toBe(200);
  });
});

describe('the admin command as a process', () => {
  // One real process (Node, tsx and the script's imports), for the wiring from the command line to
  // the command: its arguments, its message on stderr and exit code 1. Started without blocking this
  // worker (spawnSync did); a cold start takes seconds on a busy machine, hence its own time limit.
  it('refuses to create a user whose name is taken, with exit code 1 and the reason', { timeout: 60_000 }, async () => {
    const t = await app();
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin.ts', 'create', 'Admin', '--password', 'sunrise-over-42'],
      { env: { ...process.env, DATA_DIR: t.config.dataDir, ADMIN_PASSWORD: '' }, encoding: 'utf8' },
    );
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^Error: A user named "Admin" already exists/),
    });
  });
});
