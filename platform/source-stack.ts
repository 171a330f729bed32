import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A failure's stack trace in the source's files and lines, when the code ran
 * from a compiled bundle with its map beside it (dist/server/server.mjs.map).
 *
 * Why not Node's `--enable-source-maps`: it parses the bundle's 5.5 MB map at
 * start, on every instance, for stacks that are rare. Measured on the compiled
 * server with the bench's media: 150 MB of RSS 1.5 s after the first answer
 * against 109 MB without it, and 0.3–0.7 s more before that answer. Here a
 * map is read the first time a logged failure's stack names its file, and
 * kept. An operator who wants Node's own mapping also for a crash's stack
 * (which Node prints itself) can still set NODE_OPTIONS=--enable-source-maps.
 */
const maps = new Map<string, SourceMap | null>();

function mapBeside(file: string): SourceMap | null {
  let map = maps.get(file);
  if (map === undefined) {
    map = null;
    try {
      if (existsSync(`${file}.map`)) map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      // A map that cannot be read leaves the stack as it is.
    }
    maps.set(file, map);
  }
  return map;
}

/** "    at fn (file:///x/server.mjs:12:5)" or "    at /x/server.mjs:12:5": the prefix, location and closing paren. */
const FRAME = /^(\s+at (?:.*\()?)((?:file:\/\/)?\/[^():]+):(\d+):(\d+)(\)?)$/;

/** One frame in the source it was compiled from (paths relative to the working folder), or as it was. */
function sourceFrame(line: string): string {
  const m = FRAME.exec(line);
  if (!m) return line;
  const [, before, location, row, column, after] = m;
  const file = location!.startsWith('file://') ? fileURLToPath(location!) : location!;
  if (!/\.[cm]?js$/.test(file)) return line;
  const origin = mapBeside(file)?.findOrigin(Number(row), Number(column));
  if (!origin || !('fileName' in origin)) return line;
  const source = relative(process.cwd(), resolve(dirname(file), origin.fileName.replace(/^file:\/\//, '')));
  return `${before}${source}:${origin.lineNumber}:${origin.columnNumber}${after}`;
}

/** A stack trace with each frame of a mapped bundle in its source's file, line and column. */
export function sourceStack(stack: string): string {
  return stack.split('\n').map(sourceFrame).join('\n');
}
