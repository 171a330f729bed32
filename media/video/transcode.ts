import { runTool, type ToolBounds } from './ffmpeg';
import { DEFAULT_VIDEO_LIMITS, transcodeBudget, type VideoLimits } from './limits';
import type { VideoInfo } from './probe';

/**
 * The web-ready form of every uploaded video, chosen for a muted hero or card
 * loop on a phone in Nairobi as much as on office broadband:
 *
 * - H.264 High profile, yuv420p (8 bit): plays in every browser and on every
 *   phone, hardware-decoded; HEVC, VP9 or 10-bit HDR uploads are converted.
 * - At most 1080p: the long side at most 1920 px and the short side at most
 *   1080 px (portrait videos too), never enlarged; sizes are even, as the
 *   encoder needs. A hero never shows more than that.
 * - At most 30 frames a second (a 60 fps phone clip doubles the bytes for
 *   motion nobody notices in a background loop).
 * - Constant quality CRF 23 capped at 3 Mbit/s (6 Mbit buffer): a calm shot
 *   of a container site takes well under the cap, a busy one is held to it, so
 *   a 20 s loop stays under ~7.5 MB. Preset `medium`: the time is spent once
 *   per upload, the bytes on every visit.
 * - `+faststart`: the index (moov) before the media, so playback starts
 *   before the whole file is down.
 * - No audio, subtitle or data tracks (every video on the site plays muted),
 *   and no metadata: no GPS position, creation time, camera or encoder tags.
 *   The rotation a phone records is applied to the pixels (ffmpeg turns the
 *   picture upright while decoding) and so is not needed either.
 */
export const TRANSCODE_SETTINGS = {
  maxLong: 1920,
  maxShort: 1080,
  maxFps: 30,
  crf: 23,
  maxrate: '3M',
  bufsize: '6M',
  preset: 'medium',
} as const;

export function transcodeArgs(input: string, output: string, info: VideoInfo, s: { preset?: string } = {}): string[] {
  const { maxLong, maxShort, maxFps, crf, maxrate, bufsize, preset } = TRANSCODE_SETTINGS;
  const scale = `min(1,min(${maxLong}/max(iw,ih),${maxShort}/min(iw,ih)))`;
  const filters = [`scale=w='trunc(iw*${scale}/2)*2':h='trunc(ih*${scale}/2)*2'`, 'format=yuv420p'];
  if (info.fps > maxFps + 0.5) filters.push(`fps=${maxFps}`);
  return [
    '-y',
    '-v',
    'error',
    '-nostdin',
    '-i',
    input,
    '-map',
    '0:v:0',
    '-an',
    '-sn',
    '-dn',
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-vf',
    filters.join(','),
    '-c:v',
    'libx264',
    '-preset',
    s.preset ?? preset,
    '-crf',
    String(crf),
    '-maxrate',
    maxrate,
    '-bufsize',
    bufsize,
    '-profile:v',
    'high',
    '-movflags',
    '+faststart',
    // No encoder name or library version in the file either.
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-metadata:s:v:0',
    'handler_name=',
    '-f',
    'mp4',
    output,
  ];
}

/**
 * How hard ffmpeg may work on a clip of `duration` seconds: a CPU-time limit
 * in proportion to its length and a memory limit, at low priority. A file
 * that needs more is damaged or built to overload the server; it is stopped
 * instead of holding the queue. No wall-clock limit: waiting for a busy
 * machine costs nothing, and must not fail a good clip.
 */
export function toolRunFor(duration: number, limits: VideoLimits = DEFAULT_VIDEO_LIMITS) {
  const bounds: ToolBounds = { ...transcodeBudget(duration, limits), memoryMb: limits.memoryMb };
  return { bounds };
}

export async function transcodeVideo(
  ffmpeg: string,
  input: string,
  output: string,
  info: VideoInfo,
  signal?: AbortSignal,
  limits: VideoLimits = DEFAULT_VIDEO_LIMITS,
) {
  await runTool(ffmpeg, transcodeArgs(input, output, info), { signal, ...toolRunFor(info.duration, limits) });
}

/**
 * The poster: one frame a second in (or a third of the way through a shorter
 * clip), past the fade-in or black frame many clips open with, as a JPEG at
 * the video's size. It then goes through the image pipeline like any upload.
 */
export async function extractPoster(
  ffmpeg: string,
  video: string,
  output: string,
  duration: number,
  signal?: AbortSignal,
  limits: VideoLimits = DEFAULT_VIDEO_LIMITS,
) {
  const at = duration > 0 ? Math.min(1, duration / 3) : 0;
  await runTool(
    ffmpeg,
    [
      '-y',
      '-v',
      'error',
      '-nostdin',
      '-ss',
      at.toFixed(3),
      '-i',
      video,
      '-frames:v',
      '1',
      '-q:v',
      '4',
      '-map_metadata',
      '-1',
      '-f',
      'image2',
      output,
    ],
    { signal, ...toolRunFor(1, limits) },
  );
}

/**
 * A quick copy of the upload's video track without its metadata or other
 * tracks, and with the index moved to the front. Nothing is re-encoded (a
 * few seconds for 300 MB), so the file served until the transcode is done
 * already carries no GPS position and starts playing early.
 */
export async function cleanCopy(
  ffmpeg: string,
  input: string,
  output: string,
  rotation: number,
  signal?: AbortSignal,
  limits: VideoLimits = DEFAULT_VIDEO_LIMITS,
) {
  // The copy keeps one thing of the metadata: which way up the picture goes (without it a phone's portrait clip plays sideways).
  const turn = rotation ? ['-metadata:s:v:0', `rotate=${((Math.round(rotation) % 360) + 360) % 360}`] : [];
  await runTool(
    ffmpeg,
    [
      '-y',
      '-v',
      'error',
      '-nostdin',
      '-i',
      input,
      '-map',
      '0:v:0',
      '-c',
      'copy',
      '-an',
      '-sn',
      '-dn',
      '-map_metadata',
      '-1',
      '-map_chapters',
      '-1',
      ...turn,
      '-movflags',
      '+faststart',
      '-fflags',
      '+bitexact',
      '-metadata:s:v:0',
      'handler_name=',
      '-f',
      'mp4',
      output,
    ],
    // A copy without re-encoding: bounded like a transcode of a very short clip.
    { signal, ...toolRunFor(1, limits) },
  );
}
