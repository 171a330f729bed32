import { ToolError, runTool } from './ffmpeg';

export interface VideoInfo {
  /** As shown: a phone's rotation (90° for a portrait clip stored sideways) already applied. */
  width: number;
  height: number;
  codec: string;
  /** Seconds: the longest the container or any stream says (0 when none does). */
  duration: number;
  /** Average frames per second of the video stream (0 when unknown). */
  fps: number;
  /** The frame rate the stream declares (its base rate; 0 when unknown). */
  declaredFps: number;
  /** Frames the video stream holds, as the container counts them (0 when it does not). */
  frames: number;
  hasAudio: boolean;
  /** Degrees the picture is turned when shown (a phone held upright records 90 or -90). */
  rotation: number;
  /** Container format names as ffprobe gives them ("mov,mp4,m4a,3gp,3g2,mj2"). */
  format: string;
}

/** The upload is not a video ffmpeg can read; the message says why, for staff; `detail` is for the log. */
export class NotAVideoError extends Error {
  constructor(
    message: string,
    readonly detail = message,
  ) {
    super(message);
  }
}

const rate = (r: string | undefined) => {
  const [n, d] = (r ?? '0/1').split('/').map(Number);
  return d ? n / d : 0;
};

/**
 * Reads a file's streams with ffprobe. A file is a video when ffprobe can
 * parse it and it has a video stream that is not a cover picture; anything
 * else (a renamed document, a cut-off upload, an audio file) is refused.
 */
export async function probeVideo(ffprobe: string, file: string): Promise<VideoInfo> {
  let json: string;
  try {
    // Reading headers takes a fraction of a second; a file built to make the parser work for long is stopped.
    json = await runTool(ffprobe, ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file], {
      bounds: { cpuSeconds: 60, memoryMb: 2048 },
    });
  } catch (err) {
    throw new NotAVideoError(
      `The file is not a video that can be played: ${err instanceof ToolError ? err.message : 'it could not be read'}.`,
      err instanceof ToolError ? err.detail : String(err),
    );
  }
  return videoInfoFrom(json);
}

/**
 * ffprobe ended without error but printed no JSON it can be asked for: a broken, replaced or cut-off program on
 * the server, which says nothing about the file. So the upload is not refused as "not a video" (staff would
 * give up on a good clip); it is turned away for now, with what to do, and the detail goes to the server log.
 */
export class VideoToolFault extends Error {
  constructor(readonly detail: string) {
    super(
      "The server's video tools gave no readable answer about this file, so it was not stored. Try again in a minute; if it happens again, whoever runs the server needs to check its ffmpeg installation.",
    );
  }
}

/**
 * What probeVideo makes of ffprobe's JSON (`-show_streams -show_format`); the tests read other fields of the same
 * answer (tests/support/test-videos.ts) and pass it here rather than running ffprobe twice.
 */
export function videoInfoFrom(json: string): VideoInfo {
  type Stream = {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    r_frame_rate?: string;
    nb_frames?: string;
    duration?: string;
    disposition?: { attached_pic?: number };
    tags?: { rotate?: string };
    side_data_list?: { rotation?: number }[];
  };
  let parsed: { streams?: Stream[]; format?: { duration?: string; format_name?: string } };
  try {
    parsed = JSON.parse(json);
  } catch (err) {
    throw new VideoToolFault(
      `ffprobe printed no JSON (${(err as Error).message}): ${JSON.stringify(json.slice(0, 200))}`,
    );
  }
  const streams = parsed.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic && s.width && s.height);
  if (!video)
    throw new NotAVideoError('The file holds no video picture (it may be audio only, or not a video at all).');
  const fps = rate(video.avg_frame_rate) || rate(video.r_frame_rate);
  const rotation = Number(
    video.tags?.rotate ?? video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0,
  );
  const sideways = Math.abs(rotation) % 180 === 90;
  return {
    width: sideways ? video.height! : video.width!,
    height: sideways ? video.width! : video.height!,
    codec: video.codec_name ?? 'unknown',
    // A stream can claim to run longer than the container says; the longer one is what ffmpeg would fill.
    duration: Math.max(0, ...[parsed.format?.duration, ...streams.map((s) => s.duration)].map((d) => Number(d) || 0)),
    fps: Number.isFinite(fps) ? fps : 0,
    declaredFps: Number.isFinite(rate(video.r_frame_rate)) ? rate(video.r_frame_rate) : 0,
    frames: Number(video.nb_frames) || 0,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    rotation: Number.isFinite(rotation) ? rotation : 0,
    format: parsed.format?.format_name ?? '',
  };
}
