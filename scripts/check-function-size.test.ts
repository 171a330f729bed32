import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFunctionSizes, longFunctionsIn, sizeProblems } from './check-function-size';

/** A body of `n` lines in all: the opening line, `n - 2` statements, the closing brace. */
const statements = (n: number) => Array.from({ length: n - 2 }, (_, i) => `  const v${i} = ${i};`).join('\n');
const declaration = (name: string, n: number) => `export function ${name}() {\n${statements(n)}\n}\n`;
const arrow = (name: string, n: number) => `export const ${name} = async (x: number) => {\n${statements(n)}\n};\n`;
const component = (name: string, n: number) =>
  `export function ${name}() {\n${statements(n - 1)}\n  return <div />;\n}\n`;
const method = (name: string, n: number) => `export class Store {\n  ${name}() {\n${statements(n)}\n  }\n}\n`;

const tree: Record<string, string> = {
  'api/long.ts': declaration('pagesModule', 121),
  'api/just-right.ts': declaration('fits', 120),
  'media/arrow.ts': arrow('createStore', 121),
  'platform/method.ts': method('claim', 121),
  'engine/site.tsx': component('Site', 121),
  'admin/screens/inbox/Inbox.tsx': component('Inquiries', 130),
  // Public blocks and the host are shipped code too.
  'blocks/hero/Hero.tsx': component('Hero', 400),
  'app/compose.ts': declaration('composeServer', 200),
  // Not checked: tests, stories, scripts.
  'api/long.test.ts': declaration('aLongTest', 400),
  'admin/screens/inbox/Inbox.stories.tsx': component('Story', 400),
  'scripts/tool.ts': declaration('tool', 400),
};

const dir = mkdtempSync(join(tmpdir(), 'function-size-'));
for (const [file, text] of Object.entries(tree)) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the function size check', () => {
  it('counts a function from its first line to its last', () => {
    expect(longFunctionsIn('x.ts', declaration('f', 151), 150)).toEqual([
      { file: 'x.ts', line: 1, name: 'f', lines: 151 },
    ]);
    expect(longFunctionsIn('x.ts', declaration('f', 150), 150)).toEqual([]);
  });

  it('finds each kind of function over 120 lines in every shipped folder, and nothing else', () => {
    const found = checkFunctionSizes(dir).map((f) => `${f.file}:${f.line} ${f.name} ${f.lines}`);
    expect(found.sort()).toEqual(
      [
        'api/long.ts:1 pagesModule 121',
        'admin/screens/inbox/Inbox.tsx:1 Inquiries 130',
        'app/compose.ts:1 composeServer 200',
        'blocks/hero/Hero.tsx:1 Hero 400',
        'engine/site.tsx:1 Site 121',
        'media/arrow.ts:1 createStore 121',
        'platform/method.ts:2 claim 121',
      ].sort(),
    );
  });

  it('lets a listed function stay long with its reason, but not grow, not stay listed once short, and lists at most five', () => {
    const f = (name: string, lines: number) => ({ file: 'api/x.ts', line: 1, name, lines });
    const entry = (name: string, lines: number) => ({ at: `api/x.ts ${name}`, lines, why: 'reason' });
    expect(sizeProblems([f('spool', 130)], [entry('spool', 130)])).toEqual([]);
    expect(sizeProblems([f('spool', 131)], [entry('spool', 120 + 1)])).toEqual([]);
    expect(sizeProblems([f('spool', 145)], [entry('spool', 130)])).toEqual([
      'api/x.ts:1 spool: 145 lines, grown past the 130 it is allowed',
    ]);
    expect(sizeProblems([], [entry('spool', 130)])).toEqual([
      'api/x.ts spool is no longer over 120 lines (or is gone): take it off LONG_FUNCTIONS_ALLOWED',
    ]);
    expect(sizeProblems([f('other', 121)], [])).toEqual(['api/x.ts:1 other: 121 lines']);
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(
      sizeProblems(
        six.map((n) => f(n, 121)),
        six.map((n) => entry(n, 121)),
      )[0],
    ).toBe('6 functions are allowed over the limit; at most 5 may be.');
  });
});
