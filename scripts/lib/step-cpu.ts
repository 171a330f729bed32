import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The processor time of one step of `npm test`: the step's command and
 * everything it starts (vitest's workers, Chromium and each of its
 * processes, the servers a test starts) in a control group of its own, whose
 * `cpu.stat` the kernel keeps. A process counts there wherever it ends up in
 * the process tree: Chromium's renderers and a daemonised server leave their
 * parents' accounts (the ended-children count in /proc, and /usr/bin/time,
 * missed most of Chromium), but never their group.
 *
 * Needs a writable cgroup v2 hierarchy (pure, or the "unified" one of a hybrid
 * machine), as root has on these machines; `stepCpuMeter` answers undefined
 * without one, and the caller falls back to the ended-children count.
 */
export interface StepCpuMeter {
  /** The command, started inside the group (a shell moves itself in, then becomes the command). */
  wrap(cmd: string[]): string[];
  /** Processor seconds used in the group so far, user and system; NaN if the count cannot be read. */
  seconds(): number;
  /** The processes in the group now (none once it is removed). */
  running(): number[];
  /** Removes the group; the processes still in it if it cannot (a step that left something running). */
  close(): number[];
}

/** Where the cgroup v2 hierarchy is mounted: on its own, or as the "unified" one beside v1's. */
export const cgroupV2Mount = () =>
  ['/sys/fs/cgroup', '/sys/fs/cgroup/unified'].find((m) => existsSync(join(m, 'cgroup.controllers')));

/** Where this process's own cgroup v2 group is, if the hierarchy is mounted. */
function ownGroup(): string | undefined {
  let line: string | undefined;
  try {
    line = readFileSync('/proc/self/cgroup', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('0::'));
  } catch {
    return undefined;
  }
  if (line === undefined) return undefined;
  const mount = cgroupV2Mount();
  return mount && join(mount, line.slice(3));
}

/** NaN when the count cannot be read. */
const usageOf = (group: string) => {
  try {
    const usec = readFileSync(join(group, 'cpu.stat'), 'utf8').match(/^usage_usec (\d+)$/m)?.[1];
    return usec === undefined ? Number.NaN : Number(usec) / 1e6;
  } catch {
    return Number.NaN;
  }
};

const MOVE_IN = 'echo $$ > "$0" && exec "$@"';

function makeMeter(group: string): StepCpuMeter {
  const running = () =>
    existsSync(group) ? readFileSync(join(group, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number) : [];
  return {
    wrap: (cmd) => ['/bin/sh', '-c', MOVE_IN, join(group, 'cgroup.procs'), ...cmd],
    seconds: () => usageOf(group),
    running,
    close() {
      try {
        rmdirSync(group);
        return [];
      } catch {
        return running();
      }
    },
  };
}

let works: boolean | undefined;

const isRunning = (pid: number) => existsSync(`/proc/${pid}`);

/** A run that was killed leaves its empty groups behind; the next run removes them. */
function removeGroupsOfEndedRuns(parent: string) {
  for (const name of readdirSync(parent)) {
    const pid = Number(name.match(/^npm-test-(\d+)-/)?.[1]);
    if (!pid || isRunning(pid)) continue;
    try {
      rmdirSync(join(parent, name));
    } catch {
      // Something it started still runs in it: left for a later run.
    }
  }
}

/** A meter for the step `name` of this run, or undefined where groups cannot be made or joined here. */
export function stepCpuMeter(name: string): StepCpuMeter | undefined {
  const parent = ownGroup();
  if (!parent) return undefined;
  const made = (suffix: string) => {
    const group = join(parent, `npm-test-${process.pid}-${suffix}`);
    try {
      mkdirSync(group);
      return makeMeter(group);
    } catch {
      return undefined;
    }
  };
  if (works === undefined) {
    removeGroupsOfEndedRuns(parent);
    // Once a run: a group made, joined by a shell and counted, then removed.
    const probe = made('probe');
    const [sh, ...args] = probe?.wrap(['/bin/true']) ?? [];
    works = !!probe && !!sh && spawnSync(sh, args).status === 0 && probe.seconds() > 0 && probe.close().length === 0;
  }
  return works ? made(name) : undefined;
}
