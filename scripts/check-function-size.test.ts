import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFunctionSizes, longFunctionsIn } from './check-function-size';

/** A body of `n` lines in all: the opening line, `n - 2` statements, the closing brace. */
const statements = (n: number) => Array.from({ length: n - 2 }, (_, i) => `  const v${i} = ${i};`).join('\n');
const declaration = (name: string, n: number) => `export function ${name}() {\n${statements(n)}\n}\n`;
const arrow = (name: string, n: number) => `export const ${name} = async (x: number) => {\n${statements(n)}\n};\n`;
const component = (name: string, n: number) =>
  `export function ${name}() {\n${statements(n - 1)}\n  return <div />;\n}\n`;
const method = (name: string, n: number) => `export class Store {\n  ${name}() {\n${statements(n)}\n  }\n}\n`;

const tree: Record<string, string> = {
  'api/long.ts': declaration('pagesModule', 151),
  'api/just-right.ts': declaration('fits', 150),
  'media/arrow.ts': arrow('createStore', 151),
  'platform/method.ts': method('claim', 151),
  'engine/site.tsx': component('Site', 151),
  'admin/screens/inbox/Inbox.tsx': component('Inquiries', 160),
  // Not checked: tests, stories, public blocks, scripts.
  'api/long.test.ts': declaration('aLongTest', 400),
  'admin/screens/inbox/Inbox.stories.tsx': component('Story', 400),
  'blocks/hero/Hero.tsx': component('Hero', 400),
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

  it('finds each kind of function over 150 lines in the checked folders, and nothing else', () => {
    const found = checkFunctionSizes(dir).map((f) => `${f.file}:${f.line} ${f.name} ${f.lines}`);
    expect(found.sort()).toEqual(
      [
        'api/long.ts:1 pagesModule 151',
        'admin/screens/inbox/Inbox.tsx:1 Inquiries 160',
        'engine/site.tsx:1 Site 151',
        'media/arrow.ts:1 createStore 151',
        'platform/method.ts:2 claim 151',
      ].sort(),
    );
  });
});
