import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * Waits in tests name their limit and their message. A poll bounded by a
 * count of tries is a time limit nobody can read (400 tries of 10 ms is 4 s,
 * or 40 s on a loaded machine), and a fixed sleep either waits too long or,
 * on a busy machine, not long enough. So in test code:
 *
 * - `fixed-sleep`: a promise that a timer resolves (`new Promise((r) =>
 *   setTimeout(r, 50))`), `page.waitForTimeout`, or a sleep from
 *   `node:timers/promises`. Wait for the state with `vi.waitFor(fn, { timeout,
 *   interval })` or `expect.poll(fn, { timeout, message })`, or for an event.
 * - `count-bound`: a loop that pauses between looks and stops on a condition
 *   or a count of tries (`for (let i = 0; i < 400 && !ok(); i++)` with a
 *   sleep inside), or a helper with a `tries`/`attempts`/`retries` parameter
 *   of a fixed default. A loop that acts each time round (presses Tab until a
 *   button has focus, at most 12 times) is not a wait.
 * - `read-without-limit` (browser tests): a playwright read that waits for
 *   its element (`textContent()`, `inputValue()`, `getAttribute(name)`,
 *   `isDisabled()`…) inside an `expect.poll` callback, without a `timeout` of
 *   its own. With the element missing the read waits playwright's 30 s; the
 *   poll, whose 15 s end inside it, reads once more and waits for that too:
 *   some 45 s on one step, which ends in the test's limit with no message.
 *
 * A test that passes without an assertion is caught at run time instead:
 * `expect.requireAssertions` is on in both vitest configs, and this check
 * fails when it is not.
 *
 * Run by `npm test` (step "waits"); `waitProblems` is exported so
 * scripts/check-waits.test.ts can show each pattern is found.
 */

/**
 * Where a fixed wait is what is checked. Each names the file, the rule, a
 * text on the flagged line, and why.
 */
export const EXCEPTIONS: { file: string; rule: Rule; line: string; why: string }[] = [
  {
    file: 'tests/browser/harness.ts',
    rule: 'fixed-sleep',
    line: 'setTimeout(r, 25)',
    why: 'settle() waits for the page to have had no request in flight for a span of time: the quiet span is the state it waits for. It reads the count each 25 ms up to its own timeout.',
  },
  {
    file: '.storybook/stories.test.tsx',
    rule: 'fixed-sleep',
    line: 'setTimeout(r, 20)',
    why: 'every story, from one loop: a story has no common state that says "done" (some keep a request pending on purpose), so the loop gives effects and mocked answers 20 ms before it looks for errors. A story that needs a later state asserts it in its own play function.',
  },
];

export type Rule = 'fixed-sleep' | 'count-bound' | 'read-without-limit';
export interface WaitProblem {
  file: string;
  line: number;
  rule: Rule;
  text: string;
}

/** Test code: test files anywhere, and everything under tests/ (helpers, setup, the browser harness). */
export function testFiles(root = '.'): string[] {
  const skip = new Set(['node_modules', 'dist', '.git', '__fixtures__', 'storybook-static']);
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (skip.has(e.name) || (e.name.startsWith('.') && e.name !== '.storybook')) continue;
      const rel = dir === '.' ? e.name : `${dir}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(e.name) && (/\.test\.tsx?$/.test(e.name) || rel.startsWith('tests/'))) out.push(rel);
    }
  };
  walk('.');
  return out.sort();
}

const isSetTimeout = (e: ts.Expression) =>
  (ts.isIdentifier(e) && e.text === 'setTimeout') || (ts.isPropertyAccessExpression(e) && e.name.text === 'setTimeout');

/**
 * A promise that a timer resolves: `new Promise((r) => setTimeout(r, n))`, or one whose executor sets a timer that
 * calls its resolver (`setTimeout(() => r(x), n)`, `setTimeout(() => { ...; setTimeout(done, 300); }, 100)`). A
 * timer in an executor that does not settle the promise (a client that sends its second half later) is not a wait.
 */
function isTimerPromise(node: ts.NewExpression): boolean {
  if (!ts.isIdentifier(node.expression) || node.expression.text !== 'Promise') return false;
  const executor = node.arguments?.[0];
  if (!executor || !(ts.isArrowFunction(executor) || ts.isFunctionExpression(executor))) return false;
  // Only the resolver: a timer that rejects is a limit that fails with its message, which is what a wait should have.
  const settlers = new Set(executor.parameters.slice(0, 1).map((p) => p.name.getText()));
  const mentionsSettler = (n: ts.Node): boolean =>
    (ts.isIdentifier(n) && settlers.has(n.text)) || (ts.forEachChild(n, mentionsSettler) ?? false);
  const timers: ts.CallExpression[] = [];
  const collect = (n: ts.Node) => {
    if (ts.isCallExpression(n) && isSetTimeout(n.expression) && n.arguments[0]) timers.push(n);
    ts.forEachChild(n, collect);
  };
  collect(executor.body);
  return timers.some((t) => mentionsSettler(t.arguments[0]));
}

/** Something in the loop's body that makes it wait between tries rather than act: a timer or a named pause. */
const pauses = (node: ts.Node): boolean =>
  (ts.isNewExpression(node) && isTimerPromise(node)) ||
  (ts.isCallExpression(node) &&
    /^(sleep|delay|pause|wait|waitForTimeout)$/.test(
      ts.isPropertyAccessExpression(node.expression)
        ? node.expression.name.text
        : ts.isIdentifier(node.expression)
          ? node.expression.text
          : '',
    )) ||
  (ts.forEachChild(node, pauses) ?? false);

const COUNTED = new Set([
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
]);

/** `i < 400 && !ok()`: a condition that stops on a count as well as on something else. */
function countAndCondition(cond: ts.Expression | undefined): boolean {
  if (!cond) return false;
  const parts: ts.Expression[] = [];
  const split = (e: ts.Expression) => {
    const inner = ts.isParenthesizedExpression(e) ? e.expression : e;
    if (
      ts.isBinaryExpression(inner) &&
      (inner.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken ||
        inner.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    ) {
      split(inner.left);
      split(inner.right);
    } else parts.push(inner);
  };
  split(cond);
  // A counter on one side: `i < 400`, `tries < max`, `attempts <= 5`.
  const isCount = (e: ts.Expression) =>
    ts.isBinaryExpression(e) &&
    COUNTED.has(e.operatorToken.kind) &&
    [e.left, e.right].some((side) => ts.isIdentifier(side) && COUNTER.test(side.text));
  return parts.length > 1 && parts.some(isCount);
}

const COUNTER = /^(i|j|k|n|tries|tried|attempts?|retries|rounds?)$/;
const COUNT_PARAMETER = /^(tries|attempts|retries|maxTries|maxAttempts)$/;

/** Playwright locator reads that wait for their element, by the number of arguments before their options. */
const WAITING_READS = new Map([
  ['textContent', 0],
  ['innerText', 0],
  ['innerHTML', 0],
  ['inputValue', 0],
  ['isChecked', 0],
  ['isDisabled', 0],
  ['isEnabled', 0],
  ['isEditable', 0],
  ['getAttribute', 1],
]);

const isExpectPoll = (node: ts.CallExpression) =>
  ts.isPropertyAccessExpression(node.expression) &&
  node.expression.name.text === 'poll' &&
  ts.isIdentifier(node.expression.expression) &&
  node.expression.expression.text === 'expect';

/** The reads in a poll's callback that pass no options, so wait playwright's default for a missing element. */
function readsWithoutLimit(callback: ts.Node): ts.CallExpression[] {
  const out: ts.CallExpression[] = [];
  const visit = (n: ts.Node) => {
    if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      WAITING_READS.get(n.expression.name.text) === n.arguments.length
    )
      out.push(n);
    ts.forEachChild(n, visit);
  };
  visit(callback);
  return out;
}

/** The waits in one file's source that the rules refuse, exceptions aside. */
export function waitProblems(file: string, source: string): WaitProblem[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? 4 : 3);
  const found: WaitProblem[] = [];
  const add = (node: ts.Node, rule: Rule) => {
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    const text = source.split('\n')[line].trim();
    if (EXCEPTIONS.some((x) => x.file === file && x.rule === rule && text.includes(x.line))) return;
    found.push({ file, line: line + 1, rule, text });
  };
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && isTimerPromise(node)) add(node, 'fixed-sleep');
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'waitForTimeout'
    )
      add(node, 'fixed-sleep');
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /^(node:)?timers\/promises$/.test(node.moduleSpecifier.text)
    )
      add(node, 'fixed-sleep');
    // A loop that acts each time round (tabs to a button, folds open each group) may stop on a count; one that
    // pauses between looks at a state is a poll, and its count is a hidden time limit.
    if (
      (ts.isForStatement(node) && countAndCondition(node.condition) && pauses(node.statement)) ||
      ((ts.isWhileStatement(node) || ts.isDoStatement(node)) &&
        countAndCondition(node.expression) &&
        pauses(node.statement))
    )
      add(node, 'count-bound');
    if (
      ts.isParameter(node) &&
      ts.isIdentifier(node.name) &&
      COUNT_PARAMETER.test(node.name.text) &&
      node.initializer &&
      ts.isNumericLiteral(node.initializer)
    )
      add(node, 'count-bound');
    // Only the browser tests drive playwright; a DOM element's getAttribute in a component test does not wait.
    if (file.startsWith('tests/browser/') && ts.isCallExpression(node) && isExpectPoll(node) && node.arguments[0])
      for (const read of readsWithoutLimit(node.arguments[0])) add(read, 'read-without-limit');
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The configs' own part: `expect.requireAssertions`, so a test that asserts nothing fails. */
export async function configProblems(): Promise<string[]> {
  const out: string[] = [];
  for (const file of ['vitest.config.ts', 'vitest.browser.config.ts']) {
    const config = (await import(pathToFileURL(join(process.cwd(), file)).href)).default as {
      test?: { expect?: { requireAssertions?: boolean } };
    };
    if (config.test?.expect?.requireAssertions !== true)
      out.push(`${file}: test.expect.requireAssertions is not on, so a test that asserts nothing would pass`);
  }
  return out;
}

/** Exceptions that no longer match anything: a fixed wait that was fixed leaves its excuse behind otherwise. */
export function staleExceptions(root = '.'): string[] {
  return EXCEPTIONS.filter((x) => {
    try {
      return !readFileSync(join(root, x.file), 'utf8').includes(x.line);
    } catch {
      return true;
    }
  }).map((x) => `${x.file}: the exception for "${x.line}" matches nothing; remove it from scripts/check-waits.ts`);
}

const RULE_WORDS: Record<Rule, string> = {
  'fixed-sleep': 'a fixed sleep',
  'count-bound': 'a wait bounded by a count of tries',
  'read-without-limit': 'a read inside expect.poll without a timeout of its own',
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = testFiles();
  const problems = files.flatMap((f) => waitProblems(f, readFileSync(f, 'utf8')));
  const other = [...(await configProblems()), ...staleExceptions()];
  for (const p of problems) console.error(`${p.file}:${p.line}: ${RULE_WORDS[p.rule]}: ${p.text}`);
  for (const o of other) console.error(o);
  if (problems.length + other.length > 0) {
    console.error(
      `\n${problems.length + other.length} problem(s). Wait for the state with vi.waitFor(fn, { timeout, interval }) or expect.poll(fn, { timeout, message }), or for an event; a read inside a poll takes { timeout: 5_000 } (docs/testing.md, "Writing tests").`,
    );
    process.exit(1);
  }
  console.log(`${files.length} test files: every wait names its limit; both configs require an assertion per test.`);
}
