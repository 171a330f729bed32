import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Where the video tools are: FFMPEG_PATH and FFPROBE_PATH when set, else the
 * `ffmpeg` and `ffprobe` on the PATH, which on Debian are the operating
 * system's `ffmpeg` package. That one gets security updates: ffmpeg decodes
 * files staff upload (anyone with a stolen session, too), and its decoders
 * are where its security fixes land, so a static build frozen in a package is
 * not used. Either may be missing: uploads then work as before, without the
 * pipeline, and `missing` says what to install.
 */
export interface VideoTools {
  ffmpeg?: string;
  ffprobe?: string;
  /** What is missing, in words an administrator can act on. */
  missing: string[];
}

function executable(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const candidate = join(dir, name);
    if (executable(candidate)) return candidate;
  }
  return undefined;
}

function find(envName: string, name: string): string | undefined {
  const fromEnv = process.env[envName];
  if (fromEnv) return executable(fromEnv) ? fromEnv : undefined;
  return onPath(name);
}

const howToGet = (name: string, envName: string) =>
  `${name} (install the operating system's ffmpeg package, on Debian or Ubuntu "apt-get install ffmpeg", or set ${envName})`;

let cached: VideoTools | undefined;

/** What the last lookup found, without looking: the test suite checks no test file leaves it changed (tests/setup-leaks.ts). */
export const cachedVideoTools = (): VideoTools | undefined => cached;

/** The tools found on this machine (looked up once per process; `fresh` looks again). */
export function videoTools({ fresh = false } = {}): VideoTools {
  if (cached && !fresh) return cached;
  const ffmpeg = find('FFMPEG_PATH', 'ffmpeg');
  const ffprobe = find('FFPROBE_PATH', 'ffprobe');
  const missing: string[] = [];
  if (!ffmpeg)
    missing.push(
      process.env.FFMPEG_PATH
        ? `ffmpeg (FFMPEG_PATH=${process.env.FFMPEG_PATH} is not an executable file)`
        : howToGet('ffmpeg', 'FFMPEG_PATH'),
    );
  if (!ffprobe)
    missing.push(
      process.env.FFPROBE_PATH
        ? `ffprobe (FFPROBE_PATH=${process.env.FFPROBE_PATH} is not an executable file)`
        : howToGet('ffprobe', 'FFPROBE_PATH'),
    );
  cached = { ffmpeg, ffprobe, missing };
  return cached;
}
