import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ToolError, runTool } from './ffmpeg';
import { probeVideo } from './probe';
import { testVideoTools } from '../../scripts/lib/ffmpeg';

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
