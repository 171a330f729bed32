import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageRegistries } from '../app/content';
import { loadPages } from '../engine/pages';
import { pageFileFor, starterPage } from './new-page';

const dir = `scripts/.tmp-new-page-${process.pid}`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run new:page', () => {
  it('puts a page at the file path that mirrors its route', () => {
    expect(pageFileFor('/')).toBe('site-config/pages/index.page.ts');
    expect(pageFileFor('/services/furniture/desks')).toBe('site-config/pages/services/furniture/desks.page.ts');
  });

  it('writes a starter page that passes validation', async () => {
    const file = join(dir, 'services/new-thing.page.ts');
    mkdirSync(dirname(file), { recursive: true });
    const importPath = relative(dirname(file), 'site-config/define');
    writeFileSync(file, starterPage('/services/new-thing', 'New "Thing" Service', importPath));
    const { pages, problems } = await loadPages(pageRegistries, [dir]);
    expect(problems).toEqual([]);
    expect(pages[0].path).toBe('/services/new-thing');
    expect(pages[0].blocks.map((b) => b.type)).toEqual(['hero-carousel', 'call-to-action']);
  });
});
