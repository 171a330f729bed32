import { videoTools } from '../media/video/tools';
import { installDebianPackage } from '../scripts/lib/debian-package';

/**
 * Global setup of the "node" and "postgres" projects: ffmpeg and ffprobe are
 * installed (as root on Debian) before the first file runs, not by the first
 * video test that finds them missing. On a fresh machine the install used to
 * happen in the middle of the run: files that had already looked the tools up
 * in the same worker held "missing", and the leak check (tests/setup-leaks.ts)
 * rightly failed the video file that changed the lookup under them. Where the
 * install is not possible, the video tests still say what to install
 * (tests/support/ffmpeg.ts).
 */
export function setup() {
  installVideoTools((s) => console.log(`[video tools] ${s}`));
}

/**
 * Installs Debian's ffmpeg where ffmpeg or ffprobe is missing and no FFMPEG_PATH/FFPROBE_PATH chose them (a chosen
 * ffmpeg is the developer's business). Answers the tools then found, or undefined when they were chosen.
 * `npm test` calls it ahead of the unit step too (tests/support/suite-tools.ts).
 */
export function installVideoTools(log: (s: string) => void) {
  if (process.env.FFMPEG_PATH || process.env.FFPROBE_PATH) return undefined;
  const tools = videoTools({ fresh: true });
  if (tools.missing.length > 0 && installDebianPackage('ffmpeg', log)) return videoTools({ fresh: true });
  return tools;
}
