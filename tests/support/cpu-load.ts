import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * A busy machine for tests of work that must not fail because of it: `perCore`
 * busy loops per core, each spinning at `nice` (10: the priority the video
 * tools run at, so the work under test gets a fair share of a machine with a
 * load average several times its core count; at 0 a shared test machine may
 * starve it for minutes). stop() kills them all, and the caller always calls
 * it; should the test process die or time out first, each loop still stops
 * by itself: with its parent (Linux's parent death signal, through setpriv)
 * and after `maxSeconds` in any case.
 */
export function cpuLoad(perCore = 2, { nice = 10, maxSeconds = 300 } = {}) {
  const hogs: ChildProcess[] = [];
  const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => existsSync(p));
  const spin = `const end = Date.now() + ${maxSeconds * 1000}; while (Date.now() < end);`;
  const loop = ['nice', '-n', String(nice), process.execPath, '-e', spin];
  const command = setpriv ? [setpriv, '--pdeathsig', 'KILL', '--', ...loop] : loop;
  for (let i = 0; i < perCore * availableParallelism(); i++)
    hogs.push(spawn(command[0], command.slice(1), { stdio: 'ignore' }));
  const stop = () => {
    for (const hog of hogs) if (hog.exitCode === null && hog.signalCode === null) hog.kill('SIGKILL');
  };
  process.once('exit', stop);
  return {
    /** How many loops are spinning. */
    count: hogs.length,
    stop() {
      process.off('exit', stop);
      stop();
    },
  };
}
