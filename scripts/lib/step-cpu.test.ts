import { spawn } from 'node:child_process';
import { describe, expect, it, onTestFinished } from 'vitest';
import { cgroupV2Mount, stepCpuMeter } from './step-cpu';

/** Works until it has used `ms` of processor time, however long that takes on a busy machine. */
const burn = (ms: number) =>
  `while (process.cpuUsage().user + process.cpuUsage().system < ${ms * 1000}) Math.sqrt(Math.random());`;

const ended = (cmd: string[]) =>
  new Promise<number | null>((ok) => spawn(cmd[0]!, cmd.slice(1), { stdio: 'ignore' }).on('exit', ok));

describe('stepCpuMeter', () => {
  // As on these machines: a cgroup v2 hierarchy, and root, who may make groups in it.
  it.runIf(!!cgroupV2Mount() && process.getuid?.() === 0)(
    'counts a step and a process it left behind, which nobody waited for',
    async () => {
      const meter = stepCpuMeter('meter-test');
      expect(meter, 'a group for the step could be made and joined').toBeDefined();
      onTestFinished(() => {
        meter!.close();
      });
      // The step starts a grandchild that outlives it, detached (as a daemon or Chromium's renderers do), and
      // which nobody waits for: the ended-children count never sees it. The grandchild does most of the work,
      // so a count without it (0.1 s and a node start) falls well short of the bound below.
      const grandchild = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(burn(600))}], { detached: true, stdio: 'ignore' }).unref();`;
      expect(await ended(meter!.wrap([process.execPath, '-e', `${grandchild} ${burn(100)}`]))).toBe(0);
      // The step has ended; the grandchild may still be working, and the group lists it until it ends.
      await expect.poll(() => meter!.running(), { timeout: 20_000, message: 'the grandchild ended' }).toEqual([]);
      // Both processes' work: each counted its own, node's start included, up to 0.1 and 0.6 s (less a tick).
      expect(meter!.seconds()).toBeGreaterThanOrEqual(0.69);
      expect(meter!.close()).toEqual([]);
    },
  );
});
