import { videoTools } from '../../media/video/tools';
import { installDebianPackage } from '../../scripts/lib/debian-package';

/**
 * ffmpeg and ffprobe for the video tests: the ones the server would use
 * (FFMPEG_PATH/FFPROBE_PATH, else the PATH), and where they are missing and
 * we run as root on Debian, the system's `ffmpeg` package is installed first,
 * as the tests do for PostgreSQL and nginx. Still missing: under CI=true the
 * test fails naming what to install (a video test that skips proves
 * nothing); on a developer's machine it is skipped with that message.
 */
export function testVideoTools(
  log: (s: string) => void = console.log,
): { ffmpeg: string; ffprobe: string } | undefined {
  let tools = videoTools({ fresh: true });
  if (
    tools.missing.length &&
    !process.env.FFMPEG_PATH &&
    !process.env.FFPROBE_PATH &&
    installDebianPackage('ffmpeg', log)
  )
    tools = videoTools({ fresh: true });
  if (tools.ffmpeg && tools.ffprobe) return { ffmpeg: tools.ffmpeg, ffprobe: tools.ffprobe };
  const message = `The video tests need ${tools.missing.join(' and ')}.`;
  if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(message);
  console.warn(`Skipping video tests: ${message}`);
  return undefined;
}

/**
 * The time limit of a test that waits for the video pipeline's transcodes. The pipeline runs ffmpeg at nice 10,
 * so that pages and uploads come first, and beside work at normal priority it gets about a tenth of a core: the
 * restart test of media/video/pipeline.test.ts, 9 s on a quiet machine, took 71 s beside three busy loops, and
 * failed a 60 s limit in a fresh clone run with two `sha256sum /dev/zero` and the other test worker. Like every
 * test limit here, it only catches a hang.
 */
export const TRANSCODE_TEST_MS = 240_000;
