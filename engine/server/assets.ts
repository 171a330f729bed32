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

type Manifest = Record<string, ManifestChunk>;

/**
 * The stylesheets of the chunks `from` and those they import, each once,
 * imported ones first (shared base styles before a block's own, so its rules
 * win). `stopAt` ends the walk at a chunk: a lazy chunk can import the entry
 * that loaded it, and Vite's preloader lists no entry's stylesheet.
 */
function stylesOf(manifest: Manifest, from: string[], stopAt: (chunk: ManifestChunk) => boolean = () => false) {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk || stopAt(chunk)) return;
    chunk.imports?.forEach(walk);
    chunk.css?.forEach((c) => styles.add(`/${c}`));
  };
  from.forEach(walk);
  return [...styles];
}

export interface SiteAssets {
  public: PageAssets;
  admin: PageAssets;
}

/** Script and style URLs of each entry, from Vite's build manifest. */
export function assetsFromManifest(clientDir: string, entries: ClientEntries): SiteAssets {
  const file = join(clientDir, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`No client build at ${clientDir}: run "npm run build" first`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const forEntry = (name: string): PageAssets => {
    const entry = manifest[name];
    if (!entry) throw new Error(`Entry ${name} is missing from the Vite manifest`);
    return {
      scripts: [`/${entry.file}`],
      // The chunks the entry imports are fetched with it, not after it has been parsed: one round trip, not two.
      preloads: (entry.imports ?? []).flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : [])),
      styles: stylesOf(manifest, [name]),
    };
  };
  const publicAssets = forEntry(entries.public);
  // What Vite's import() preloader appends when a lazily loaded chunk (an island) comes in.
  const islandStyles = stylesOf(manifest, manifest[entries.public]!.dynamicImports ?? [], (chunk) => !!chunk.isEntry);
  return { public: inlineStyles(clientDir, publicAssets, islandStyles), admin: forEntry(entries.admin) };
}

/**
 * Public pages carry their stylesheet inline: a render-blocking stylesheet
 * request costs a phone a round trip before first paint (Lighthouse: ~300 ms
 * of FCP), more than the few KB it adds to each compressed page.
 */
function inlineStyles(clientDir: string, assets: PageAssets, islandStyles: string[]): PageAssets {
  const css = assets.styles.map((href) => readFileSync(join(clientDir, href), 'utf8')).join('\n');
  if (/<\/style/i.test(css)) return assets;
  // A sheet an island's import() would append again, after the block styles, is named by a disabled link, which
  // the preloader takes as loaded. Chromium fetches even a disabled sheet, so only those get one (normally none).
  const inlinedStyles = assets.styles.filter((href) => islandStyles.includes(href));
  return { ...assets, styles: [], inlineStyle: css, inlinedStyles };
}

/** Development: Vite serves the entries from source with hot reload. */
export function devAssets(reactPreamble: string, entries: ClientEntries): SiteAssets {
  const devHead = `<script type="module" src="/@vite/client"></script>${reactPreamble}`;
  return {
    public: { scripts: [`/${entries.public}`], styles: [], devHead },
    admin: { scripts: [`/${entries.admin}`], styles: [], devHead },
  };
}
