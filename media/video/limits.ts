import { NotAVideoError, type VideoInfo } from './probe';

/**
 * What a video upload may be, and how much work its transcode may take.
 * ffmpeg fills every gap in a clip's timing with copies of frames, so a few
 * KB whose last frame is stamped hours in becomes a million frames to encode
 * (hours of both cores), and a huge picture takes memory in proportion. The
 * probe at upload refuses those before anything is queued; the bounds below
 * stop whatever still gets through (a damaged file, a decoder surprise) so
 * one job cannot hold the one-at-a-time queue.
 */
export interface VideoLimits {
  /** Longest clip accepted, in seconds (VIDEO_MAX_SECONDS; default 10 minutes). */
  maxSeconds: number;
  /** Widest and tallest picture accepted, in pixels (4096: DCI 4K; UHD is 3840×2160). */
  maxEdge: number;
  /** Highest frame rate accepted (phones record slow motion at 120 or 240). */
  maxFps: number;
  /**
   * Processor time a transcode may use before it is stopped: base + perVideoSecond × the clip's seconds, in CPU
   * seconds (user and system, all threads together). Never wall-clock time: on a busy machine a transcode takes
   * longer but not more work, so a well-formed clip is done however loaded the server is.
   */
  cpuBudget: { baseSeconds: number; perVideoSecond: number };
  /**
   * How many times more frames a clip's timing may claim than it holds
   * before it is refused. Phones record variable frame rates (a 60 fps clip
   * in dim light holds ~15 frames a second), so only a gap far beyond that
   * counts.
   */
  timingSlack: number;
  /** Address space each ffmpeg may use, in MB (a 4K decode and a 1080p encode need well under 1 GB). */
  memoryMb: number;
}

export const DEFAULT_VIDEO_LIMITS: VideoLimits = {
  maxSeconds: 600,
  maxEdge: 4096,
  maxFps: 120,
  // Measured here: the 1080p transcode of a 4K clip takes about 3 s on 2 cores, 6 CPU seconds, per second of clip; 16 is ample.
  // The phone rendition made in the same run adds about a tenth (a synthetic 2 s 4K clip: 6.1 → 6.7 CPU seconds in all, peak memory 570 → 630 MB).
  cpuBudget: { baseSeconds: 240, perVideoSecond: 16 },
  timingSlack: 4,
  memoryMb: 2048,
};

/** A video upload refused by its probe: 413 when it is too big, 422 when its timing makes no sense. */
export class VideoLimitError extends NotAVideoError {
  constructor(
    readonly httpStatus: 413 | 422,
    message: string,
  ) {
    super(message);
  }
}

/** "9 min 30 s", "10 h 0 min", "1.5 s": how long, in words. */
export function spoken(seconds: number): string {
  if (seconds < 60) return `${Number(seconds.toFixed(1))} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
  return `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;
}

/** Refuses a video the site would not show or could not afford to transcode; the message says what to do. */
export function checkVideoLimits(info: VideoInfo, limits: VideoLimits = DEFAULT_VIDEO_LIMITS) {
  if (info.duration > limits.maxSeconds)
    throw new VideoLimitError(
      413,
      `This video is ${spoken(info.duration)} long; videos on the site may be at most ${spoken(limits.maxSeconds)}. Trim it and upload the shorter clip.`,
    );
  if (info.width > limits.maxEdge || info.height > limits.maxEdge)
    throw new VideoLimitError(
      413,
      `This video's picture is ${info.width}×${info.height} pixels; the most the site accepts is ${limits.maxEdge}×${limits.maxEdge}. Export it at 4K or less (1080p is plenty for the site) and upload it again.`,
    );
  const rate = Math.max(info.fps, info.declaredFps);
  if (rate > limits.maxFps + 0.5)
    throw new VideoLimitError(
      422,
      `This video is recorded at ${Math.round(rate)} frames a second; the site accepts at most ${limits.maxFps}. Export it at 30 or 60 frames a second and upload it again.`,
    );
  const claimed = info.duration * Math.min(info.declaredFps || info.fps, 30);
  if (info.frames > 0 && claimed > limits.timingSlack * info.frames + 30)
    throw new VideoLimitError(
      422,
      `This video's timing is broken: it holds ${info.frames} frames but claims to last ${spoken(info.duration)}, so processing it would mean making about ${Math.round(claimed).toLocaleString('en')} frames from them. Export it again from the camera or editing app and upload that.`,
    );
}

/** The most CPU time (seconds, all threads together) a transcode of a clip this long may take. */
export function transcodeBudget(durationSeconds: number, limits: VideoLimits = DEFAULT_VIDEO_LIMITS) {
  const seconds = limits.cpuBudget.baseSeconds + limits.cpuBudget.perVideoSecond * Math.max(0, durationSeconds);
  return { cpuSeconds: Math.max(1, Math.ceil(seconds)) };
}
