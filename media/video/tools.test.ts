import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { testVideoTools } from '../../tests/support/ffmpeg';
import { isDebian } from '../../scripts/lib/debian-package';
import { videoTools } from './tools';

/**
 * The ffmpeg that decodes uploads is the operating system's (security
 * updates), found on the PATH or named by FFMPEG_PATH/FFPROBE_PATH; a video
 * test that cannot find it fails under CI instead of skipping.
 */
const saved = { ...process.env };
afterEach(() => {
  for (const k of ['FFMPEG_PATH', 'FFPROBE_PATH', 'CI', 'PATH']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  videoTools({ fresh: true });
});

describe('video tools', () => {
  it('uses the system ffmpeg and ffprobe (Debian’s package on Debian), never a copy inside node_modules', () => {
    delete process.env.FFMPEG_PATH;
    delete process.env.FFPROBE_PATH;
    const tools = testVideoTools();
    expect(tools, 'ffmpeg and ffprobe').toBeDefined();
    for (const bin of [tools!.ffmpeg, tools!.ffprobe]) {
      expect(bin).not.toMatch(/node_modules/);
      const version = execFileSync(bin, ['-version'], { encoding: 'utf8' }).split('\n')[0];
      if (isDebian()) expect(version, bin).toMatch(/ version \d+\.\d+\.\d+-\d+\+deb\d+u\d+ /);
    }
  });

  it('FFMPEG_PATH and FFPROBE_PATH override; a wrong one is named in what is missing', () => {
    process.env.FFMPEG_PATH = '/nowhere/ffmpeg';
    process.env.FFPROBE_PATH = videoTools({ fresh: true }).ffprobe ?? '/usr/bin/ffprobe';
    const tools = videoTools({ fresh: true });
    expect(tools.ffmpeg).toBeUndefined();
    expect(tools.missing).toEqual(['ffmpeg (FFMPEG_PATH=/nowhere/ffmpeg is not an executable file)']);
  });

  it('without them: what to install, and a video test fails under CI=true rather than skipping', () => {
    delete process.env.FFMPEG_PATH;
    delete process.env.FFPROBE_PATH;
    process.env.PATH = '/nowhere';
    expect(videoTools({ fresh: true }).missing[0]).toMatch(/apt-get install ffmpeg.*or set FFMPEG_PATH/);
    // An explicit wrong path is never "fixed" by installing a package behind the setting's back.
    process.env.FFMPEG_PATH = '/nowhere/ffmpeg';
    process.env.CI = 'true';
    expect(() => testVideoTools(() => {})).toThrow(/The video tests need ffmpeg \(FFMPEG_PATH=\/nowhere\/ffmpeg/);
    process.env.CI = 'false';
    expect(testVideoTools(() => {})).toBeUndefined();
  });
});
