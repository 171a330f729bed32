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
export const MAX_FUNCTION_LINES = 150;

/** Where the rule applies; a folder that does not exist (yet) is skipped. */
export const CHECKED_DIRS = ['admin', 'api', 'media', 'platform', 'engine'];

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
  for (const f of found) console.error(`${f.file}:${f.line} ${f.name}: ${f.lines} lines`);
  if (found.length) {
    console.error(
      `\n${found.length} function${found.length === 1 ? ' is' : 's are'} longer than ${MAX_FUNCTION_LINES} lines (${CHECKED_DIRS.join(', ')}): split ${found.length === 1 ? 'it' : 'them'} into parts named after what they do.`,
    );
    process.exit(1);
  }
  console.log(`No function over ${MAX_FUNCTION_LINES} lines in ${CHECKED_DIRS.join(', ')}.`);
}
