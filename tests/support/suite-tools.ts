import { findSuiteChromium } from '../../scripts/lib/chromium';
import { nginxBinary } from '../../scripts/lib/nginx';
import { installVideoTools } from '../video-tools-setup';
import { postgresBinDir } from './postgres';

/**
 * The programs the suite's real servers need, and how each is found (and installed as root on Debian where it is
 * missing): the same lookups the tests make, so what is installed here is exactly what they would install.
 *
 * Why ahead of the steps: on a fresh machine the unit step's global setup installed ffmpeg (about 30 s) and the
 * browser projects' installed Chromium (about 33 s) while the step waited with both cores idle. `npm test` now
 * runs this in the background from its start, beside the checks, in the order the steps need the programs. The
 * steps still look for themselves: a step that starts before its program is in waits on the same `flock`
 * (scripts/lib/debian-package.ts) and then finds it, as the two browser projects always did.
 */
export interface SuiteTool {
  name: string;
  /** The step that needs it first. */
  neededBy: string;
  /** Finds it, installing it where it is missing and that can be done; throws saying how to get it otherwise. */
  find: (log: (s: string) => void) => string;
}

export const SUITE_TOOLS: SuiteTool[] = [
  {
    name: 'ffmpeg and ffprobe',
    neededBy: 'unit',
    find: (log) => {
      const tools = installVideoTools(log);
      if (!tools) return 'FFMPEG_PATH/FFPROBE_PATH';
      if (tools.missing.length > 0) throw new Error(`missing ${tools.missing.join(' and ')}`);
      return `${tools.ffmpeg}, ${tools.ffprobe}`;
    },
  },
  { name: 'PostgreSQL', neededBy: 'unit', find: (log) => postgresBinDir(log) },
  { name: 'nginx', neededBy: 'unit and servers', find: (log) => nginxBinary(log) },
  { name: 'Chromium', neededBy: 'admin and browser', find: (log) => findSuiteChromium({ log }) },
];

/**
 * Finds each tool in turn; one that cannot be had is reported and the rest are still looked for. Answers a line
 * per tool. It never fails the run itself: a step that needs a missing tool fails or skips with its own message.
 */
export function prepareSuiteTools(tools = SUITE_TOOLS, log: (s: string) => void = console.log): string[] {
  return tools.map((tool) => {
    const started = performance.now();
    let line: string;
    try {
      line = `${tool.name}: ${tool.find(log)}`;
    } catch (err) {
      const why = err instanceof Error ? err.message.split('\n')[0] : String(err);
      line = `${tool.name}: not available (${why}); the ${tool.neededBy} step will say so`;
    }
    line += ` (${((performance.now() - started) / 1000).toFixed(1)} s)`;
    log(line);
    return line;
  });
}
