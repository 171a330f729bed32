import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTool } from '../../media/video/ffmpeg';
import { videoInfoFrom } from '../../media/video/probe';
import { videoTools } from '../../media/video/tools';

/**
 * Small real videos made with the same ffmpeg, for the pipeline's tests:
 * the kinds of file staff really upload, at a size a test can afford.
 */
export type TestVideoKind =
  /**
   * A phone's clip: HEVC in a QuickTime .mov at 60 fps, with sound, a GPS position and a creation time; index at the
   * end. Half a second (30 frames) is enough for the frame rate to be read and capped; at 1.5 s its encode and
   * transcode were the costliest of the pipeline's clips.
   */
  | 'phone-hevc-mov'
  /**
   * 4K H.264 with sound, index (moov) at the end, as many editors export; 12 frames, so its transcode lasts long
   * enough for a test to stop the server in the middle of it.
   */
  | 'uhd-moov-at-end'
  /** The same 4K file in three frames: the frame size and the index are what a test of the 1080p bound needs. */
  | 'uhd-three-frames'
  /** A portrait clip stored sideways with a 90° rotation flag, as phones record it. */
  | 'portrait-rotated'
  /**
   * The same at 720p (1280×720 stored, 720×1280 shown), in three frames: large enough that the phone rendition is
   * scaled down, and the frame size is all that test reads.
   */
  | 'portrait-hd-rotated'
  /**
   * A 1280×720 landscape clip of three frames with sound: for tests that need a phone rendition scaled down and the
   * sound dropped but not the 1080p bound, at a fraction of the 4K clip's transcode time (tests on that clip passed
   * the 60 s limit on a loaded machine). Half a second of it cost five times the transcode for the same checks.
   */
  | 'hd-landscape'
  /** A video bomb: 30 tiny frames, the last stamped 10 hours in (about 20 KB; ffmpeg would make a million frames of it). */
  | 'bomb-10-hours'
  /** The same trick kept under the duration limit: 30 frames, the last 5 minutes in. */
  | 'bomb-5-minutes'
  /** One frame of 8192×8192. */
  | 'huge-frame'
  /** 240 frames a second (a phone's slow motion, or a made-up rate). */
  | 'fps-240';

/** Tiny frames whose last one is stamped `seconds` in, kept as they are (no frames added to fill the gap). */
const stampedLate = (seconds: number) => (out: string) => [
  '-f',
  'lavfi',
  '-i',
  'testsrc2=size=64x64:rate=30:duration=1',
  '-vf',
  `setpts='if(eq(N,29),${seconds}/TB,PTS)'`,
  '-fps_mode',
  'passthrough',
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-f',
  'mp4',
  out,
];

/** A plain landscape test clip; testVideo turns the portrait kinds sideways with a rotation flag afterwards. */
const landscapeClip = (size: string, seconds: number) => (out: string) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc2=size=${size}:rate=30:duration=${seconds}`,
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-f',
  'mp4',
  out,
];

/** A 4K clip with sound and an editor's title and comment, index at the end; 30 fps, `seconds` long. */
const uhdClip = (seconds: number) => (out: string) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc2=size=3840x2160:rate=30:duration=${seconds}`,
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=440:duration=${seconds}`,
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-c:a',
  'aac',
  '-shortest',
  '-metadata',
  'title=Site walk',
  '-metadata',
  'comment=shot by someone',
  '-f',
  'mp4',
  out,
];

const args: Record<TestVideoKind, (out: string) => string[]> = {
  'bomb-10-hours': stampedLate(36_000),
  'bomb-5-minutes': stampedLate(300),
  'huge-frame': (out) => [
    '-f',
    'lavfi',
    '-i',
    'color=c=gray:size=8192x8192:rate=1:duration=1',
    '-frames:v',
    '1',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-f',
    'mp4',
    out,
  ],
  'fps-240': (out) => [
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=64x64:rate=240:duration=0.2',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-f',
    'mp4',
    out,
  ],
  'phone-hevc-mov': (out) => [
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=640x360:rate=60:duration=0.5',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=0.5',
    '-c:v',
    'libx265',
    '-preset',
    'ultrafast',
    '-tag:v',
    'hvc1',
    '-x265-params',
    'log-level=error',
    '-c:a',
    'aac',
    '-shortest',
    '-metadata',
    'location=+01.2921+036.8219/',
    '-metadata',
    'location-eng=+01.2921+036.8219/',
    '-metadata',
    'creation_time=2026-03-01T08:00:00Z',
    '-metadata',
    'make=TestPhone',
    '-metadata',
    'model=TestPhone 15',
    '-f',
    'mov',
    out,
  ],
  'uhd-moov-at-end': uhdClip(0.4),
  'uhd-three-frames': uhdClip(0.1),
  'portrait-rotated': landscapeClip('480x270', 1),
  'portrait-hd-rotated': landscapeClip('1280x720', 0.1),
  'hd-landscape': (out) => [
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1280x720:rate=30:duration=0.1',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=0.1',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    '-f',
    'mp4',
    out,
  ],
};

/** The bytes of one test video (needs ffmpeg: see tests/support/ffmpeg.ts for how a test gets it). */
export async function testVideo(kind: TestVideoKind): Promise<Buffer> {
  const { ffmpeg } = videoTools();
  if (!ffmpeg) throw new Error(`testVideo needs ${videoTools().missing.join(' and ')}`);
  const dir = mkdtempSync(join(tmpdir(), 'test-video-'));
  try {
    const out = join(dir, `video.${kind.endsWith('mov') ? 'mov' : 'mp4'}`);
    await runTool(ffmpeg, ['-y', '-v', 'error', '-nostdin', ...args[kind](out)]);
    if (!kind.startsWith('portrait-')) return readFileSync(out);
    // The rotation flag sticks only when the stream is copied (ffmpeg drops it while encoding).
    const turned = join(dir, 'turned.mp4');
    await runTool(ffmpeg, [
      '-y',
      '-v',
      'error',
      '-nostdin',
      '-i',
      out,
      '-c',
      'copy',
      '-metadata:s:v:0',
      'rotate=90',
      '-f',
      'mp4',
      turned,
    ]);
    return readFileSync(turned);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What a stored video holds, as the tests check it: streams, tags and where its index sits. */
export async function inspectVideo(file: string) {
  const { ffprobe } = videoTools();
  // One ffprobe run, read twice: as the server reads it (videoInfoFrom, probeVideo's reading) and for the streams'
  // tags. Running the same command a second time was 14 of the 56 ffprobe runs in media/video/pipeline.test.ts.
  const raw = await runTool(ffprobe!, ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file]);
  const json = JSON.parse(raw) as {
    streams: {
      codec_type: string;
      codec_name: string;
      pix_fmt?: string;
      profile?: string;
      tags?: Record<string, string>;
      side_data_list?: unknown[];
    }[];
    format: { tags?: Record<string, string> };
  };
  const bytes = readFileSync(file);
  const moov = bytes.indexOf('moov');
  const mdat = bytes.indexOf('mdat');
  return {
    info: videoInfoFrom(raw),
    streams: json.streams,
    formatTags: json.format.tags ?? {},
    /** The index comes before the media data: playback can start while the rest downloads. */
    faststart: moov >= 0 && mdat >= 0 && moov < mdat,
  };
}
