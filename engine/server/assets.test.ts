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

function fakeBuild(publicCss = '.hero{color:red}') {
  const dir = mkdtempSync(join(tmpdir(), 'assets-'));
  builds.push(dir);
  mkdirSync(join(dir, '.vite'), { recursive: true });
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/base.css'), 'body{margin:0}');
  writeFileSync(join(dir, 'assets/public.css'), publicCss);
  writeFileSync(join(dir, 'assets/admin.css'), '.admin{color:blue}');
  const manifest = {
    _shared: { file: 'assets/shared.js', css: ['assets/base.css'] },
    [PUBLIC_ENTRY]: { file: 'assets/public.js', css: ['assets/public.css'], imports: ['_shared'], isEntry: true },
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
    expect(a.public.inlinedStyles).toEqual(['/assets/base.css', '/assets/public.css']);
    expect(a.admin.styles).toEqual(['/assets/base.css', '/assets/admin.css']);
    expect(a.admin.inlineStyle).toBeUndefined();
  });

  it('links instead when the CSS could close the <style> element', () => {
    const a = assetsFromManifest(fakeBuild('.x::after{content:"</style>"}'), CLIENT_ENTRIES);
    expect(a.public.styles).toEqual(['/assets/base.css', '/assets/public.css']);
    expect(a.public.inlineStyle).toBeUndefined();
  });

  it('renders inlined stylesheets as disabled links (never fetched), so the import() preloader skips them', () => {
    const { public: assets } = assetsFromManifest(fakeBuild(), CLIENT_ENTRIES);
    const html = renderDocument({ head: '', header: '', main: '', footer: '', site: { path: '/' } as never, assets });
    expect(html).toContain('<style>body{margin:0}\n.hero{color:red}</style>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/public.css" disabled>');
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+">/);
  });
});
