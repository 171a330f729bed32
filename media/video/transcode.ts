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

/**
 * The small rendition phones play instead (engine/client/videos.ts picks it
 * on a narrow screen). Measured on the home page with 1080p clips: the
 * 3 Mbit/s web-ready loops cost a simulated phone 243–479 ms of blocking
 * time (decoding them) and 4.1 MB, and a 1.6 Mbit/s slow-4G link cannot
 * stream them at all; 640 px re-encodes at CRF 26 capped at 900 kbit/s
 * brought it to 66–117 ms and 473 KB (24–107 ms with no video at all).
 *
 * - At most 640×360 (360×640 upright), never enlarged: a phone's hero is
 *   about 400 CSS px wide, a muted background loop under a heading.
 * - CRF 26 capped at 900 kbit/s (1.8 Mbit buffer): a calm shot stays well
 *   under the cap; a 20 s loop is at most ~2.2 MB and streams on slow 4G.
 * - Otherwise as the web-ready file: H.264 High, yuv420p, at most 30 fps,
 *   +faststart, no audio, no metadata.
 */
export const PHONE_RENDITION_SETTINGS = {
  maxLong: 640,
  maxShort: 360,
  maxFps: 30,
  crf: 26,
  maxrate: '900k',
  bufsize: '1800k',
  preset: 'medium',
} as const;

type EncodeSettings = typeof TRANSCODE_SETTINGS | typeof PHONE_RENDITION_SETTINGS;

/** The scale filter that fits a picture within the settings' long and short side (portrait too), never enlarging it, in even sizes. */
function fitWithin({ maxLong, maxShort }: EncodeSettings) {
  const scale = `min(1,min(${maxLong}/max(iw,ih),${maxShort}/min(iw,ih)))`;
  return `scale=w='trunc(iw*${scale}/2)*2':h='trunc(ih*${scale}/2)*2'`;
}

/** Everything said about one output file: the encoder, its quality and cap, and no sound, tracks or metadata. */
function encodeTo(output: string, s: EncodeSettings, preset: string = s.preset): string[] {
  return [
    '-an',
    '-sn',
    '-dn',
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-c:v',
    'libx264',
    '-preset',
    preset,
    '-crf',
    String(s.crf),
    '-maxrate',
    s.maxrate,
    '-bufsize',
    s.bufsize,
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
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

const INPUT = (input: string) => ['-y', '-v', 'error', '-nostdin', '-i', input];

/**
 * One ffmpeg run, one decode, two encodes: the web-ready file and the
 * phones' rendition, scaled from the web-ready picture (already upright, in
 * yuv420p and at most 30 fps). Decoding a phone's HEVC or a 4K clip is a
 * good part of the work, so it is done once.
 */
export function transcodeArgs(
  input: string,
  outputs: { web: string; small: string },
  info: VideoInfo,
  s: { preset?: string } = {},
): string[] {
  const web = [fitWithin(TRANSCODE_SETTINGS), 'format=yuv420p'];
  if (info.fps > TRANSCODE_SETTINGS.maxFps + 0.5) web.push(`fps=${TRANSCODE_SETTINGS.maxFps}`);
  const graph = `[0:v:0]${web.join(',')},split=2[web][pre];[pre]${fitWithin(PHONE_RENDITION_SETTINGS)},format=yuv420p[small]`;
  return [
    ...INPUT(input),
    '-filter_complex',
    graph,
    '-map',
    '[web]',
    ...encodeTo(outputs.web, TRANSCODE_SETTINGS, s.preset),
    '-map',
    '[small]',
    ...encodeTo(outputs.small, PHONE_RENDITION_SETTINGS, s.preset),
  ];
}

/** The phones' rendition alone, from a web-ready file made before renditions existed (its upload is gone). */
export function renditionArgs(input: string, output: string, info: Pick<VideoInfo, 'fps'>): string[] {
  const filters = [fitWithin(PHONE_RENDITION_SETTINGS), 'format=yuv420p'];
  if (info.fps > PHONE_RENDITION_SETTINGS.maxFps + 0.5) filters.push(`fps=${PHONE_RENDITION_SETTINGS.maxFps}`);
  return [...INPUT(input), '-map', '0:v:0', '-vf', filters.join(','), ...encodeTo(output, PHONE_RENDITION_SETTINGS)];
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

/** Makes the web-ready file and the phones' rendition of an upload in one run, within the clip's CPU and memory bounds. */
export async function transcodeVideo(
  ffmpeg: string,
  input: string,
  outputs: { web: string; small: string },
  info: VideoInfo,
  signal?: AbortSignal,
  limits: VideoLimits = DEFAULT_VIDEO_LIMITS,
) {
  await runTool(ffmpeg, transcodeArgs(input, outputs, info), { signal, ...toolRunFor(info.duration, limits) });
}

/** Makes the phones' rendition alone from a web-ready file (a backfill), within the same bounds as a transcode. */
export async function makePhoneRendition(
  ffmpeg: string,
  input: string,
  output: string,
  info: Pick<VideoInfo, 'fps' | 'duration'>,
  signal?: AbortSignal,
  limits: VideoLimits = DEFAULT_VIDEO_LIMITS,
) {
  await runTool(ffmpeg, renditionArgs(input, output, info), { signal, ...toolRunFor(info.duration, limits) });
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
