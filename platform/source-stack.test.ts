import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceMappedError } from '../api/logging';
import { sourceStack } from './source-stack';

/**
 * A real compile (TypeScript with its source map, as the server's bundle is
 * built with one beside it), run in a plain Node without source maps: the
 * stack it prints names the compiled file, and sourceStack turns each frame
 * back into the TypeScript file, line and column.
 */
const dir = mkdtempSync(join(tmpdir(), 'source-stack-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SOURCE = `interface Quote {
  price: number;
}

export function priceOf(quote: Quote): number {
  if (quote.price < 0) {
    throw new Error('negative price');
  }
  return quote.price;
}

export function checkAll(quotes: Quote[]): number[] {
  return quotes.map((quote) => priceOf(quote));
}
`;

/** Compiles SOURCE to out/quotes.mjs with its map, runs checkAll on a bad quote, and answers the stack Node printed. */
function compiledStack(): { stack: string; compiled: string } {
  mkdirSync(join(dir, 'src'), { recursive: true });
  mkdirSync(join(dir, 'out'), { recursive: true });
  writeFileSync(join(dir, 'src', 'quotes.ts'), SOURCE);
  const out = ts.transpileModule(SOURCE, {
    fileName: 'quotes.ts',
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, sourceMap: true },
  });
  const map = JSON.parse(out.sourceMapText!) as { sources: string[] };
  map.sources = ['../src/quotes.ts'];
  const compiled = join(dir, 'out', 'quotes.mjs');
  writeFileSync(compiled, out.outputText.replace(/\/\/# sourceMappingURL=.*$/m, ''));
  writeFileSync(`${compiled}.map`, JSON.stringify(map));
  const script = `const m = await import(${JSON.stringify(pathToFileURL(compiled).href)});
try { m.checkAll([{ price: 3 }, { price: -1 }]); } catch (err) { console.log(err.stack); }`;
  const stack = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return { stack, compiled };
}

describe('a failure’s stack from compiled code', () => {
  const { stack, compiled } = compiledStack();

  it('names the compiled file as Node prints it without source maps', () => {
    expect(stack).toContain(`${pathToFileURL(compiled).href}:`);
    expect(stack).not.toContain('quotes.ts');
  });

  it('is mapped frame by frame to the TypeScript file, line and column', () => {
    const mapped = sourceStack(stack).split('\n');
    expect(mapped[0]).toBe('Error: negative price');
    const quoteFrames = mapped.filter((l) => l.includes('quotes.'));
    expect(quoteFrames.length).toBeGreaterThanOrEqual(2);
    for (const frame of quoteFrames) expect(frame).toMatch(/src\/quotes\.ts:\d+:\d+\)?$/);
    // The throw is on line 7 of the source, column 11 ("new Error"); the call in checkAll on line 13.
    expect(quoteFrames[0]).toMatch(/at priceOf \(.*src\/quotes\.ts:7:11\)$/);
    expect(quoteFrames.some((f) => /src\/quotes\.ts:13:\d+\)$/.test(f))).toBe(true);
    // Node's own frames and files without a map are left as they were.
    for (const [i, line] of stack.split('\n').entries()) if (!line.includes('quotes.')) expect(mapped[i]).toBe(line);
  });

  it('is what the production logger writes for an error', () => {
    const err = new Error('negative price');
    err.stack = stack;
    const fields = sourceMappedError(err);
    expect(fields.message).toBe('negative price');
    expect(fields.stack).toMatch(/at priceOf \(.*src\/quotes\.ts:7:11\)/);
  });

  it('leaves a stack without frames of a mapped file unchanged', () => {
    const plain =
      'Error: x\n    at f (node:internal/x:1:2)\n    at /nowhere/file.mjs:3:4\n    at g (file:///nowhere/y.js:5:6)';
    expect(sourceStack(plain)).toBe(plain);
  });
});
