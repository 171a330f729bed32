import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { staticFromMemory } from './static-memory';

/** The in-memory layer must answer exactly as serveStatic({ precompressed: true }) does. */
describe('staticFromMemory', () => {
  const root = mkdtempSync(join(tmpdir(), 'static-memory-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'assets'));
  const file = (name: string, body: string) => writeFileSync(join(root, 'assets', name), body);
  file('app.js', 'console.log("plain")');
  file('app.js.br', 'BR-BYTES');
  file('app.js.gz', 'GZ-BYTES');
  file('only-gz.css', 'body{}');
  file('only-gz.css.gz', 'GZ-CSS');
  file('image.png', 'PNG');
  file('image.png.br', 'not used: png is not compressible');
  file('big.js', 'x'.repeat(2000));
  mkdirSync(join(root, 'assets', 'dir'));

  const reference = new Hono().use('/assets/*', serveStatic({ root, precompressed: true }));
  const memory = new Hono().use(
    '/assets/*',
    staticFromMemory({ root, maxFileBytes: 1000 }),
    serveStatic({ root, precompressed: true }),
  );
  const answer = async (app: Hono, path: string, headers: Record<string, string>, method = 'GET') => {
    const res = await app.request(`http://localhost${path}`, { method, headers });
    return { status: res.status, headers: [...res.headers].filter(([k]) => k !== 'date'), body: await res.text() };
  };

  const cases: [string, Record<string, string>, string?][] = [
    ['/assets/app.js', { 'accept-encoding': 'br, gzip, deflate' }],
    ['/assets/app.js', { 'accept-encoding': 'gzip' }],
    ['/assets/app.js', { 'accept-encoding': 'br;q=1, gzip' }],
    ['/assets/app.js', {}],
    ['/assets/only-gz.css', { 'accept-encoding': 'br, gzip' }],
    ['/assets/image.png', { 'accept-encoding': 'br, gzip' }],
    ['/assets/big.js', { 'accept-encoding': 'br' }],
    ['/assets/app.js', { 'accept-encoding': 'br', range: 'bytes=0-1' }],
    ['/assets/app.js', { 'accept-encoding': 'br' }, 'HEAD'],
    ['/assets/missing.js', {}],
    ['/assets/dir', {}],
    ['/assets/%61pp.js', {}],
    ['/assets/../assets/app.js', {}],
  ];
  it.each(cases)('%s %j %s', async (path, headers, method) => {
    // Twice: the first answer fills the cache, the second comes from it.
    const expected = await answer(reference, path, headers, method);
    expect(await answer(memory, path, headers, method)).toEqual(expected);
    expect(await answer(memory, path, headers, method)).toEqual(expected);
  });

  it('serves a file replaced on disk, not the copy it kept', async () => {
    file('changing.js', 'first');
    expect((await answer(memory, '/assets/changing.js', {})).body).toBe('first');
    file('changing.js', 'second, longer');
    expect((await answer(memory, '/assets/changing.js', {})).body).toBe('second, longer');
    file('changing.js', 'third!!!!!!!!!');
    utimesSync(join(root, 'assets', 'changing.js'), new Date(), new Date(Date.now() + 5000));
    expect(await answer(memory, '/assets/changing.js', {})).toEqual(await answer(reference, '/assets/changing.js', {}));
  });
});
