import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageAssets } from '../render/ssr';

/** The two client entries' source paths, as Vite's manifest names them (the app decides where they live). */
export interface ClientEntries {
  public: string;
  admin: string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * The chunks `from` reaches through static imports (itself included), each
 * once, short of an entry: a lazy chunk can import the entry that loaded it,
 * and Vite's preloader lists no entry's stylesheet.
 */
function staticClosure(manifest: Record<string, ManifestChunk>, from: string[]): string[] {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || manifest[key]?.isEntry) return;
    seen.add(key);
    manifest[key]?.imports?.forEach(walk);
  };
  from.forEach(walk);
  return [...seen];
}

export interface SiteAssets {
  public: PageAssets;
  admin: PageAssets;
}

/** Script and style URLs of each entry, from Vite's build manifest. */
export function assetsFromManifest(clientDir: string, entries: ClientEntries): SiteAssets {
  const file = join(clientDir, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`No client build at ${clientDir}: run "npm run build" first`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const forEntry = (name: string): PageAssets & { lazyStyles: string[] } => {
    const entry = manifest[name];
    if (!entry) throw new Error(`Entry ${name} is missing from the Vite manifest`);
    const styles = new Set<string>();
    const seen = new Set<string>();
    const walk = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      // Shared chunks (base styles) first, so a block's own rules win.
      chunk?.imports?.forEach(walk);
      chunk?.css?.forEach((c) => styles.add(`/${c}`));
    };
    walk(name);
    // The chunks the entry imports are fetched with it, not after it has been parsed: one round trip, not two.
    const preloads = (entry.imports ?? []).map((key) => manifest[key]?.file).filter((f): f is string => !!f);
    // What Vite's import() preloader appends when a lazily loaded chunk (an island) comes in.
    const lazyStyles = staticClosure(manifest, entry.dynamicImports ?? []).flatMap((key) =>
      (manifest[key]?.css ?? []).map((c) => `/${c}`),
    );
    return {
      scripts: [`/${entry.file}`],
      preloads: preloads.map((f) => `/${f}`),
      styles: [...styles],
      lazyStyles: [...new Set(lazyStyles)],
    };
  };
  const { lazyStyles: _linkedAnyway, ...admin } = forEntry(entries.admin);
  return { public: inlineStyles(clientDir, forEntry(entries.public)), admin };
}

/**
 * Public pages carry their stylesheet inline: a render-blocking stylesheet
 * request costs a phone a round trip before first paint (Lighthouse: ~300 ms
 * of FCP), more than the few KB it adds to each compressed page.
 */
function inlineStyles(clientDir: string, assets: PageAssets & { lazyStyles: string[] }): PageAssets {
  const { lazyStyles, ...rest } = assets;
  const css = rest.styles.map((href) => readFileSync(join(clientDir, href), 'utf8')).join('\n');
  if (/<\/style/i.test(css)) return rest;
  // A sheet an island's import() would append again, after the block styles, is named by a disabled link, which
  // the preloader takes as loaded. Chromium fetches even a disabled sheet, so only those get one (normally none).
  const inlinedStyles = rest.styles.filter((href) => lazyStyles.includes(href));
  return { ...rest, styles: [], inlineStyle: css, inlinedStyles };
}

/** Development: Vite serves the entries from source with hot reload. */
export function devAssets(reactPreamble: string, entries: ClientEntries): SiteAssets {
  const devHead = `<script type="module" src="/@vite/client"></script>${reactPreamble}`;
  return {
    public: { scripts: [`/${entries.public}`], styles: [], devHead },
    admin: { scripts: [`/${entries.admin}`], styles: [], devHead },
  };
}
