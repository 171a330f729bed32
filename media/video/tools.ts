import { accessSync, chmodSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Where the video tools are: FFMPEG_PATH and FFPROBE_PATH when set, else the
 * binaries shipped inside the `@ffmpeg-installer/ffmpeg` and
 * `@ffprobe-installer/ffprobe` npm packages (no download at install or run
 * time). Either may be missing (an unsupported platform, an install without
 * optional packages): uploads then work as before, without the pipeline, and
 * `missing` says what to install.
 */
export interface VideoTools {
  ffmpeg?: string;
  ffprobe?: string;
  /** What is missing, in words an administrator can act on. */
  missing: string[];
}

const require = createRequire(import.meta.url);

function executable(path: string): boolean {
  if (!existsSync(path)) return false;
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    // npm unpacks the binary without its execute bit when the package's install script did not run.
    try {
      chmodSync(path, 0o755);
      return true;
    } catch {
      return false;
    }
  }
}

function find(envName: string, pkg: string): string | undefined {
  const fromEnv = process.env[envName];
  if (fromEnv) return executable(fromEnv) ? fromEnv : undefined;
  try {
    const path = (require(pkg) as { path: string }).path;
    return executable(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

let cached: VideoTools | undefined;

/** The tools found on this machine (looked up once per process; `fresh` looks again). */
export function videoTools({ fresh = false } = {}): VideoTools {
  if (cached && !fresh) return cached;
  const ffmpeg = find('FFMPEG_PATH', '@ffmpeg-installer/ffmpeg');
  const ffprobe = find('FFPROBE_PATH', '@ffprobe-installer/ffprobe');
  const missing: string[] = [];
  if (!ffmpeg)
    missing.push(
      process.env.FFMPEG_PATH
        ? `ffmpeg (FFMPEG_PATH=${process.env.FFMPEG_PATH} is not an executable file)`
        : 'ffmpeg (install @ffmpeg-installer/ffmpeg or set FFMPEG_PATH)',
    );
  if (!ffprobe)
    missing.push(
      process.env.FFPROBE_PATH
        ? `ffprobe (FFPROBE_PATH=${process.env.FFPROBE_PATH} is not an executable file)`
        : 'ffprobe (install @ffprobe-installer/ffprobe or set FFPROBE_PATH)',
    );
  cached = { ffmpeg, ffprobe, missing };
  return cached;
}
