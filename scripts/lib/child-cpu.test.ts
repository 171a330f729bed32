import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { endedChildrenCpuSeconds } from './child-cpu';

describe('endedChildrenCpuSeconds', () => {
  it.runIf(process.platform === 'linux')('grows by the processor time of a child once it has ended', async () => {
    const before = endedChildrenCpuSeconds();
    expect(before).toBeTypeOf('number');
    // Works until it has used 0.4 s of processor time, however long that takes on a busy machine.
    const child = spawn(process.execPath, [
      '-e',
      'while (process.cpuUsage().user + process.cpuUsage().system < 400_000) Math.sqrt(Math.random());',
    ]);
    const code = await new Promise<number | null>((ok) => child.on('exit', ok));
    expect(code).toBe(0);
    const grew = endedChildrenCpuSeconds()! - before!;
    // At least the 0.4 s the loop counted (less a tick of rounding). No upper bound: the count is the whole
    // worker's, and a process another file of this worker left ending may be reaped meanwhile.
    expect(grew).toBeGreaterThanOrEqual(0.39);
  });

  it('reads cutime and cstime after a command name with spaces and parentheses; undefined without /proc', () => {
    const dir = mkdtempSync(join(tmpdir(), 'child-cpu-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const stat = join(dir, 'stat');
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime …
    writeFileSync(stat, '4242 (node (my test)) S 1 4242 4242 0 -1 4194304 10 20 0 0 7 3 12345 655 20 0 1 0');
    expect(endedChildrenCpuSeconds(stat)).toBe(130);
    expect(endedChildrenCpuSeconds(join(dir, 'missing'))).toBeUndefined();
  });
});
