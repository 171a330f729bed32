import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderDocument } from '../render/ssr';
import { CLIENT_ENTRIES } from '../../app/client/entries';
import { assetsFromManifest } from './assets';

const { public: PUBLIC_ENTRY, admin: ADMIN_ENTRY } = CLIENT_ENTRIES;

const builds: string[] = [];
afterAll(() => {
  for (const dir of builds.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fakeBuild(publicCss = '.hero{color:red}', islandCss?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'assets-'));
  builds.push(dir);
  mkdirSync(join(dir, '.vite'), { recursive: true });
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/base.css'), 'body{margin:0}');
  writeFileSync(join(dir, 'assets/public.css'), publicCss);
  writeFileSync(join(dir, 'assets/admin.css'), '.admin{color:blue}');
  const manifest = {
    _shared: { file: 'assets/shared.js', css: ['assets/base.css'] },
    _helper: { file: 'assets/helper.js' },
    // An island: a lazily loaded chunk that imports the helper, and, in one build, a stylesheet of the entry's.
    'blocks/x/island.ts': {
      file: 'assets/island.js',
      imports: ['_helper'],
      ...(islandCss ? { css: [islandCss] } : {}),
    },
    [PUBLIC_ENTRY]: {
      file: 'assets/public.js',
      css: ['assets/public.css'],
      imports: ['_shared', '_helper'],
      dynamicImports: ['blocks/x/island.ts'],
      isEntry: true,
    },
    [ADMIN_ENTRY]: { file: 'assets/admin.js', css: ['assets/admin.css'], imports: ['_shared'], isEntry: true },
  };
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('assetsFromManifest', () => {
  it('inlines the public stylesheets, shared ones first, and keeps the admin ones linked', () => {
    const a = assetsFromManifest(fakeBuild(), CLIENT_ENTRIES);
    expect(a.public.styles).toEqual([]);
    expect(a.public.inlineStyle).toBe('body{margin:0}\n.hero{color:red}');
    expect(a.public.inlinedStyles).toEqual([]);
    expect(a.admin.styles).toEqual(['/assets/base.css', '/assets/admin.css']);
    expect(a.admin.inlineStyle).toBeUndefined();
  });

  it('links instead when the CSS could close the <style> element', () => {
    const a = assetsFromManifest(fakeBuild('.x::after{content:"</style>"}'), CLIENT_ENTRIES);
    expect(a.public.styles).toEqual(['/assets/base.css', '/assets/public.css']);
    expect(a.public.inlineStyle).toBeUndefined();
  });

  it('names no inlined stylesheet by a link when no island would load it again (Chromium fetches even a disabled one)', () => {
    const { public: assets } = assetsFromManifest(fakeBuild(), CLIENT_ENTRIES);
    const html = renderDocument({ head: '', header: '', main: '', footer: '', site: { path: '/' } as never, assets });
    expect(html).toContain('<style>body{margin:0}\n.hero{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('names an inlined stylesheet an island imports by a disabled link, so the import() preloader skips it', () => {
    const { public: assets } = assetsFromManifest(fakeBuild(undefined, 'assets/base.css'), CLIENT_ENTRIES);
    const html = renderDocument({ head: '', header: '', main: '', footer: '', site: { path: '/' } as never, assets });
    expect(html).toContain('<link rel="stylesheet" href="/assets/base.css" disabled>');
    expect(html).not.toContain('href="/assets/public.css"');
  });

  it('preloads the chunks an entry imports beside the entry itself', () => {
    const a = assetsFromManifest(fakeBuild(), CLIENT_ENTRIES);
    const html = renderDocument({
      head: '',
      header: '',
      main: '',
      footer: '',
      site: { path: '/' } as never,
      assets: a.public,
    });
    for (const f of ['/assets/public.js', '/assets/shared.js', '/assets/helper.js'])
      expect(html).toContain(`<link rel="modulepreload" href="${f}">`);
    expect(a.admin.preloads).toEqual(['/assets/shared.js']);
  });
});
