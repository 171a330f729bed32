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
  if (process.env.FFMPEG_PATH || process.env.FFPROBE_PATH) return;
  if (videoTools({ fresh: true }).missing.length > 0)
    installDebianPackage('ffmpeg', (s) => console.log(`[video tools] ${s}`));
}
