import { renderToString } from 'react-dom/server';
import { BlockProviders, type MediaResolver, type ResolvedMedia, type SiteData } from '../context';
import { escapeHtml, scriptJson } from '../head';
import { collectMediaRefs } from '../media-kind';
import { lcpPreload } from './lcp-preload';
import type { AnyBlock } from '../block';
import type { Registry } from '../registry';

export interface BlockEntry {
  type: string;
  id?: string;
  props: unknown;
}

export interface PageAssets {
  scripts: string[];
  /** Chunks the entry scripts import: announced with modulepreload so they load beside the entry, not after it. */
  preloads?: string[];
  styles: string[];
  /** Inline <style> text (critical CSS); its hash goes into the CSP. */
  inlineStyle?: string;
  /**
   * Inlined stylesheets that an island's import() would otherwise append
   * again, after the block styles: rendered as disabled links so Vite's
   * preloader takes them as loaded. Chromium still fetches a disabled
   * stylesheet, so the build keeps this list empty (engine/server/assets.ts).
   */
  inlinedStyles?: string[];
  /** Dev only: raw tags (Vite client, React refresh preamble). */
  devHead?: string;
}

export interface IslandPayload {
  props: unknown;
  media: Record<string, ResolvedMedia>;
}

/**
 * Renders one block to HTML. Each block is rendered on its own, so one that
 * throws is left out (and logged) while the rest of the page stands. An
 * interactive block becomes an island: its HTML plus its props and resolved
 * media as JSON, hydrated by the client entry.
 */
export function renderBlock(
  registry: Registry,
  entry: BlockEntry,
  key: string,
  site: SiteData,
  media: MediaResolver,
): string {
  const def = registry.get(entry.type);
  if (!def) {
    console.error(`Unknown block type "${entry.type}" (skipped)`);
    return '';
  }
  const Component = def.component;
  let html: string;
  try {
    html = renderToString(
      <BlockProviders site={site} media={media}>
        <Component {...(entry.props as object)} />
      </BlockProviders>,
    );
  } catch (err) {
    console.error(`Block "${entry.type}" failed to render on the server:`, err);
    return '';
  }
  if (!def.interactive) return html;
  // A large island's data waits on the server until the island wakes (islandData: 'on-wake').
  const data = def.islandData === 'on-wake' ? '' : scriptJson(islandPayload(def, entry, media));
  return (
    `<div data-island="${escapeHtml(entry.type)}" id="${key}" class="island">${html}</div>` +
    `<script type="application/json" data-for="${key}"${data ? '' : ' data-on-wake'}>${data}</script>`
  );
}

/** An island's props (what its JSON carries of them) and every media slot they name, resolved. */
export function islandPayload(def: AnyBlock, entry: BlockEntry, media: MediaResolver): IslandPayload {
  const mediaMap: Record<string, ResolvedMedia> = {};
  for (const slot of collectMediaRefs(entry.props)) mediaMap[slot] = media(slot);
  return { props: def.islandProps ? def.islandProps(entry.props) : entry.props, media: mediaMap };
}

export interface DocumentParts {
  lang?: string;
  head: string;
  header: string;
  main: string;
  footer: string;
  site: SiteData;
  assets: PageAssets;
  bodyClass?: string;
}

/**
 * Without script a video never gets its source (it is given after load), and
 * Chromium draws native controls on a video when scripting is off: a video
 * with its poster picture beneath it steps aside, and the picture shows.
 * Elements the client reveals on a timer (data-reveal-at) are all shown.
 */
const NO_SCRIPT_STYLE =
  '<noscript><style>picture+video[data-src]{display:none}[data-reveal-at]{display:block!important}</style></noscript>';

export function renderDocument(p: DocumentParts): string {
  const styles = p.assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const inline =
    (p.assets.inlineStyle ? `<style>${p.assets.inlineStyle}</style>` : '') +
    (p.assets.inlinedStyles ?? []).map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('');
  const preloads = [...p.assets.scripts, ...(p.assets.preloads ?? [])]
    .map((src) => `<link rel="modulepreload" href="${src}">`)
    .join('');
  const scripts = p.assets.scripts.map((src) => `<script type="module" src="${src}"></script>`).join('');
  return `<!doctype html>
<html lang="${p.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${lcpPreload(p.main)}
<meta name="theme-color" content="#0f2a3d">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${p.head}
${inline}${styles}${preloads}${p.assets.devHead ?? ''}${NO_SCRIPT_STYLE}
</head>
<body${p.bodyClass ? ` class="${p.bodyClass}"` : ''}>
<a class="skip-link" href="#main">Skip to main content</a>
${p.header}
<main id="main" tabindex="-1">${p.main}</main>
${p.footer}
<script type="application/json" id="site-data">${scriptJson(p.site)}</script>
${scripts}
</body>
</html>`;
}
