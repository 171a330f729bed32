import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * The house's "small rooms" rule: no function in shipped code is longer than
 * MAX_FUNCTION_LINES, counted from its first line to its last. A function is
 * any declaration, function expression, arrow or method (React components
 * included); one inside another counts on its own, and in its parent's lines.
 * Tests, stories and fixtures are left out. Run by `npm test` (step
 * "functions"); `checkFunctionSizes` is exported so a test can run it on a
 * fixture tree.
 */
export const MAX_FUNCTION_LINES = 120;

/**
 * Every folder of shipped code: what runs on the server or in a visitor's or
 * staff's browser. scripts/ (the npm commands) and tests/ are tools, not the
 * product; a folder that does not exist (yet) is skipped.
 */
export const CHECKED_DIRS = [
  'admin',
  'api',
  'app',
  'blocks',
  'contracts',
  'engine',
  'media',
  'platform',
  'site-config',
];

/**
 * Functions allowed over the limit, at most five, each with why it is one
 * piece for now. A function listed here that got shorter than the limit, or
 * one that grew by more than 10 lines past what is written, fails the check:
 * the list can only shrink.
 */
export const LONG_FUNCTIONS_ALLOWED: readonly { at: string; lines: number; why: string }[] = [
  {
    at: 'media/blobs/s3.ts s3BlobStore',
    lines: 137,
    why: 'one bucket client whose listing cache, in-flight reads and retry budget its ten methods share; dividing it means passing that state around, planned with the one media pipeline',
  },
  {
    at: 'api/contact/spool.ts createContactSpool',
    lines: 130,
    why: 'the lead spool: its drain, its per-address budget and its file writes share one lock and one queue, and a fault test (the database stopped and started) guards their order; divided only with that test beside it',
  },
  {
    at: 'admin/screens/page-list/PageList.tsx PageList',
    lines: 124,
    why: 'the Pages screen composes its search, tree and list views, delete and trash; its parts are components already, what is left is the wiring of their state',
  },
  {
    at: 'admin/screens/page-editor/usePageActions.ts usePageActions',
    lines: 123,
    why: "the page editor's actions (publish, schedule, move, delete, reset to the file) share one busy flag and one reload; a hook per action would each need both",
  },
];

const MAX_ALLOWED = 5;
/** How far a listed function may grow past its written length before the check says so. */
const ALLOWED_GROWTH = 10;

const allowed = (f: LongFunction) => LONG_FUNCTIONS_ALLOWED.find((a) => a.at === `${f.file} ${f.name}`);

/**
 * What the check reports: the functions over the limit that are not listed
 * (or grew past what is listed), and listed ones that no longer need to be.
 */
export function sizeProblems(found: LongFunction[], list = LONG_FUNCTIONS_ALLOWED): string[] {
  const problems: string[] = [];
  if (list.length > MAX_ALLOWED)
    problems.push(`${list.length} functions are allowed over the limit; at most ${MAX_ALLOWED} may be.`);
  for (const f of found) {
    const entry = list.find((a) => a.at === `${f.file} ${f.name}`);
    if (!entry) problems.push(`${f.file}:${f.line} ${f.name}: ${f.lines} lines`);
    else if (f.lines > entry.lines + ALLOWED_GROWTH)
      problems.push(`${f.file}:${f.line} ${f.name}: ${f.lines} lines, grown past the ${entry.lines} it is allowed`);
  }
  for (const entry of list)
    if (!found.some((f) => entry.at === `${f.file} ${f.name}`))
      problems.push(
        `${entry.at} is no longer over ${MAX_FUNCTION_LINES} lines (or is gone): take it off LONG_FUNCTIONS_ALLOWED`,
      );
  return problems;
}

const notShipped = /(\.(test|stories)\.tsx?$|\/__fixtures__\/|\.d\.ts$)/;

export interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.split('/').includes('node_modules'))
    .map((f) => join(dir, f))
    .filter((f) => !notShipped.test(f.replaceAll('\\', '/')));
}

/** What a reader would call the function: its own name, or the name it is bound to, or where it is passed. */
function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(source);
  if (ts.isExportAssignment(parent)) return 'default export';
  if (ts.isCallExpression(parent)) {
    // A wrapper such as memo(...) or forwardRef(...) bound to a name, or a callback handed to a call.
    const bound = parent.parent;
    if (ts.isVariableDeclaration(bound)) return bound.name.getText(source);
    return `callback of ${parent.expression.getText(source).slice(0, 40)}`;
  }
  return '(anonymous)';
}

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

/** Every function in one file's text longer than `max` lines. */
export function longFunctionsIn(file: string, text: string, max = MAX_FUNCTION_LINES): LongFunction[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node) && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) found.push({ file, line: first + 1, name: nameOf(node, source), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every over-long function under `dirs` of `root`, longest first, with paths relative to `root`. */
export function checkFunctionSizes(root: string, dirs = CHECKED_DIRS, max = MAX_FUNCTION_LINES): LongFunction[] {
  return dirs
    .flatMap((dir) => sourceFiles(join(root, dir)))
    .flatMap((path) => longFunctionsIn(relative(root, path), readFileSync(path, 'utf8'), max))
    .sort((a, b) => b.lines - a.lines);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = checkFunctionSizes(resolve(import.meta.dirname, '..'));
  const problems = sizeProblems(found);
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error(
      `\nFunctions are at most ${MAX_FUNCTION_LINES} lines in ${CHECKED_DIRS.join(', ')}: divide a long one into parts named after what they do (as the page editor is: a data hook, bars, panes), or, with a reason, list it in LONG_FUNCTIONS_ALLOWED (scripts/check-function-size.ts, at most ${MAX_ALLOWED}).`,
    );
    process.exit(1);
  }
  const listed = found.filter(allowed).length;
  console.log(
    `No function over ${MAX_FUNCTION_LINES} lines in ${CHECKED_DIRS.join(', ')}${listed ? ` but the ${listed} listed with their reasons` : ''}.`,
  );
}
