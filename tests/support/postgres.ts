import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installDebianPackage, isRoot } from '../../scripts/lib/debian-package';
import { freePort } from '../../scripts/lib/free-port';
import { removeLater } from '../../scripts/lib/removed-later';
import { outOfRunFolder } from '../run-temp-folder';

/**
 * A real, throwaway PostgreSQL server for the tests: Debian's server binaries
 * (installed as root when missing), a cluster made with initdb in a temporary
 * folder, listening on a free loopback port. Durability is switched off
 * (fsync, synchronous_commit): the data dies with the test run anyway.
 */
export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  stop(): Promise<void>;
  /** Stops the server, keeping its data, as an outage would: connections end and new ones are refused. */
  halt(): void;
  /** Starts the halted server again on the same port and data. */
  resume(): void;
  /**
   * While halted: copies the cluster's files, as a file-level backup would; `restore` (halted too) puts that
   * copy back, so the database is where it was when the copy was taken (a restore, or a failover to a replica
   * that missed the tail).
   */
  snapshot(): { restore(): void };
}

function findBinDir(): string | undefined {
  const roots = [
    process.env.PG_BIN_DIR,
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort()
          .reverse()
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ];
  return roots.find((d): d is string => !!d && existsSync(join(d, 'initdb')) && existsSync(join(d, 'postgres')));
}

export function postgresBinDir(log: (s: string) => void = console.log): string {
  const found = findBinDir();
  if (found) return found;
  if (installDebianPackage('postgresql', log)) {
    const after = findBinDir();
    if (after) return after;
  }
  throw new Error(
    'No PostgreSQL server binaries found for the PostgreSQL tests. Install them (Debian/Ubuntu: "sudo apt-get install postgresql") or set PG_BIN_DIR to the folder holding initdb and postgres.',
  );
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function asPostgresUser(cmd: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

export async function startPostgres({ log = console.log }: { log?: (s: string) => void } = {}): Promise<TestPostgres> {
  const bin = postgresBinDir(log);
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const data = join(dir, 'data');
  if (isRoot()) {
    const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim());
    if (!Number.isInteger(uid))
      throw new Error('Running as root needs the "postgres" user (Debian\'s postgresql package creates it).');
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const [initCmd, initArgs] = asPostgresUser(join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr || init.stdout}`);

  const port = await freePort();
  const options = [
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=300',
  ];
  const pgCtl = (...args: string[]) => {
    const [cmd, cmdArgs] = asPostgresUser(join(bin, 'pg_ctl'), args);
    return spawnSync(cmd, cmdArgs, { encoding: 'utf8', timeout: 60_000 });
  };
  // pg_ctl waits until the server accepts connections (-w) and stops the whole process tree later.
  const start = () => {
    const started = pgCtl(
      'start',
      '-w',
      '-t',
      '30',
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-o',
      options.join(' '),
    );
    if (started.status !== 0) throw new Error(`PostgreSQL did not start:\n${started.stderr || started.stdout}`);
  };
  start();
  const stopNow = () => pgCtl('stop', '-D', data, '-m', 'immediate', '-w');
  process.once('exit', stopNow);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;

  return {
    url,
    async stop() {
      process.off('exit', stopNow);
      // Immediate: the cluster is thrown away, so nothing needs a clean checkpoint.
      stopNow();
      // By the end of the unit step the cluster holds a copy of the template for every test app: removed by a
      // detached rm after the run has ended, which `npm test` checks at its end (scripts/lib/removed-later.ts).
      // Moved out of the browser projects' own temporary folder first, whose files must leave it as they found
      // it (tests/run-temp-folder.ts).
      removeLater(outOfRunFolder(dir));
    },
    halt() {
      const halted = pgCtl('stop', '-D', data, '-m', 'fast', '-w');
      if (halted.status !== 0) throw new Error(`PostgreSQL did not stop:\n${halted.stderr || halted.stdout}`);
    },
    resume: start,
    snapshot() {
      const copy = join(dir, `copy-${Date.now()}`);
      const copied = spawnSync('cp', ['-a', data, copy], { encoding: 'utf8' });
      if (copied.status !== 0) throw new Error(`Copying the cluster failed: ${copied.stderr}`);
      return {
        restore() {
          rmSync(data, { recursive: true, force: true });
          const back = spawnSync('cp', ['-a', copy, data], { encoding: 'utf8' });
          if (back.status !== 0) throw new Error(`Putting the copy back failed: ${back.stderr}`);
        },
      };
    },
  };
}
