import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { steadyBusyCores } from '../../scripts/lib/busy-cores';

/**
 * A busy machine for tests of work that must not fail because of it: kept at
 * `perCore` busy loops' worth of work per core. Other work already there
 * counts (the middle of three readings of 0.5 s), and the test starts loops
 * only for the rest: on a quiet machine a loop per core, beside a
 * contributor's two `sha256sum /dev/zero` on two cores none, so the work
 * under test never competes with the test's loops on top of other work.
 * `othersBusy` says what was found.
 *
 * Each loop spins at `nice` (10: the priority the video tools run at, so the
 * work under test gets a fair share; at 0 a shared test machine may starve it
 * for minutes). stop() kills them all, and the caller always calls it; should
 * the test process die or time out first, each loop still stops by itself:
 * with its parent (Linux's parent death signal, through setpriv) and after
 * `maxSeconds` in any case.
 */
export async function busyMachine(perCore = 1, { nice = 10, maxSeconds = 300 } = {}) {
  const { middle: othersBusy } = await steadyBusyCores(3);
  const count = Math.max(0, Math.round(perCore * availableParallelism() - othersBusy));
  const hogs: ChildProcess[] = [];
  const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => existsSync(p));
  const spin = `const end = Date.now() + ${maxSeconds * 1000}; while (Date.now() < end);`;
  const loop = ['nice', '-n', String(nice), process.execPath, '-e', spin];
  const command = setpriv ? [setpriv, '--pdeathsig', 'KILL', '--', ...loop] : loop;
  for (let i = 0; i < count; i++) hogs.push(spawn(command[0], command.slice(1), { stdio: 'ignore' }));
  const stop = () => {
    for (const hog of hogs) if (hog.exitCode === null && hog.signalCode === null) hog.kill('SIGKILL');
  };
  process.once('exit', stop);
  return {
    /** How many loops this test started. */
    count: hogs.length,
    /** How many cores' worth of other work was found before. */
    othersBusy,
    stop() {
      process.off('exit', stop);
      stop();
    },
  };
}
