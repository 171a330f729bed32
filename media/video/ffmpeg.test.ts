import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ToolError, USER_HZ, cpuTicks, kernelCpuSeconds, runTool } from './ffmpeg';
import { probeVideo } from './probe';
import { testVideoTools } from '../../tests/support/ffmpeg';

/** What staff read when ffmpeg or ffprobe fails: the tool's words, never a path on the server. */
const tools = testVideoTools();
const dir = mkdtempSync(join(tmpdir(), 'tool-words-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.runIf(tools)('tool messages', () => {
  it('a file ffprobe cannot read: the reason without the folder, the full line kept for the log', async () => {
    const file = join(dir, 'upload-1234.mp4');
    writeFileSync(file, 'just some text, named .mp4');
    const err = (await probeVideo(tools!.ffprobe, file).catch((e: Error) => e)) as Error;
    expect(err.message).toMatch(/not a video that can be played: .*Invalid data/);
    expect(err.message).not.toContain(dir);
    expect(err.message).not.toContain('upload-1234');
    const direct = await runTool(tools!.ffprobe, ['-v', 'error', file]).catch((e: ToolError) => e);
    expect(direct).toBeInstanceOf(ToolError);
    expect((direct as ToolError).detail).toContain(file);
  });

  it('a tool that cannot be started names the tool, not where it was looked for', async () => {
    const err = (await runTool(join(dir, 'no-such-ffmpeg'), ['-version']).catch((e: Error) => e)) as Error;
    expect(err.message).toMatch(/^no-such-ffmpeg could not be started/);
    expect(err.message).not.toContain(dir);
    // The same when it is started under its CPU and memory bounds (through the shell).
    const bounded = (await runTool(join(dir, 'no-such-ffmpeg'), ['-version'], {
      bounds: { cpuSeconds: 5, memoryMb: 512 },
    }).catch((e: Error) => e)) as Error;
    expect(bounded.message).toBe('no-such-ffmpeg could not be started (not found)');
  });
});

/** The state letter and parent of a process ("R", "S", "Z"...), or undefined when it is gone. */
function processState(pid: number): { state: string; parent: number; name: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state, parent: Number(parent), name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) };
  } catch {
    return undefined;
  }
}
const alive = (pid: number) => {
  const s = processState(pid);
  return s !== undefined && s.state !== 'Z' && s.state !== 'X';
};
const childNamed = (parent: number, name: string) =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .find((pid) => {
      const s = processState(pid);
      return s?.parent === parent && s.name === name && alive(pid);
    });

/** ffmpeg reading an endless test picture at its own pace: runs until stopped, using little processor time. */
const ENDLESS = [
  '-v',
  'error',
  '-nostdin',
  '-re',
  '-f',
  'lavfi',
  '-i',
  'testsrc2=size=64x64:rate=10',
  '-f',
  'null',
  '-',
];

describe.runIf(tools && process.platform === 'linux')('a tool’s process', () => {
  it('dies with the server that started it, even by kill -9 (no orphan transcodes on after a restart)', async () => {
    const code = `const { runTool } = await import(${JSON.stringify(join(import.meta.dirname, 'ffmpeg.ts'))});
      await runTool(${JSON.stringify(tools!.ffmpeg)}, ${JSON.stringify(ENDLESS)}, { bounds: { cpuSeconds: 600, memoryMb: 1024 } });`;
    const server = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: 'ignore' });
    let tool: number | undefined;
    try {
      tool = await vi.waitFor(
        () => {
          const pid = childNamed(server.pid!, 'ffmpeg');
          if (!pid) throw new Error('ffmpeg has not started yet');
          return pid;
        },
        { timeout: 60_000, interval: 100 },
      );
      expect(alive(tool), `ffmpeg (${tool}) before its server is killed`).toBe(true);
      server.kill('SIGKILL');
      await vi.waitFor(
        () => {
          if (alive(tool!)) throw new Error(`ffmpeg (${tool}) still runs after its server was killed`);
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(alive(tool), `ffmpeg (${tool}) after its server was killed`).toBe(false);
    } finally {
      server.kill('SIGKILL');
      if (tool && alive(tool)) process.kill(tool, 'SIGKILL');
    }
  }, 90_000);

  it('is stopped at its processor-time budget by the server, before the kernel’s limit', async () => {
    // ffmpeg as busy as one thread can be: an HD test picture encoded as fast as the processor allows, with no end.
    // One thread, so a watch that is late by a second (a busy test worker) costs at most a second more.
    const busy = [
      '-v',
      'error',
      '-nostdin',
      '-threads',
      '1',
      '-filter_threads',
      '1',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1280x720',
    ];
    const encode = ['-c:v', 'libx264', '-threads', '1', '-f', 'null', '-'];
    const bounds = { cpuSeconds: 1, memoryMb: 1024 };
    expect(kernelCpuSeconds(bounds)).toBe(3);
    // The tool's processor time as last seen before it ended, read every 50 ms.
    let used = 0;
    let watch: NodeJS.Timeout | undefined;
    const err = await runTool(tools!.ffmpeg, [...busy, ...encode], {
      bounds,
      onStart: (pid) => {
        watch = setInterval(() => {
          used = Math.max(used, (cpuTicks(pid) ?? 0) / USER_HZ);
        }, 50);
      },
    })
      .catch((e: ToolError) => e)
      .finally(() => clearInterval(watch));
    expect(err).toBeInstanceOf(ToolError);
    expect((err as ToolError).bound).toBe('cpu');
    expect((err as ToolError).message).toBe(
      'ffmpeg was stopped after 1 s of processor time, the most this file may take',
    );
    // Stopped by the server at about its budget: the kernel stops it at 3 s.
    expect(used, 'processor seconds the tool used').toBeGreaterThan(0.5);
    expect(used, 'processor seconds the tool used').toBeLessThan(kernelCpuSeconds(bounds) - 0.5);
  });

  it('is stopped when it makes no progress at all (a stopped process), with a reason that says so', async () => {
    const err = await runTool(tools!.ffmpeg, ENDLESS, {
      bounds: { cpuSeconds: 600, memoryMb: 1024 },
      stallMs: 500,
      onStart: (pid) => process.kill(pid, 'SIGSTOP'),
    }).catch((e: ToolError) => e);
    expect(err).toBeInstanceOf(ToolError);
    expect((err as ToolError).message).toMatch(/^ffmpeg was stopped after \d+ (minutes|s) without any progress/);
    expect((err as ToolError).bound).toBeUndefined();
  });
});
