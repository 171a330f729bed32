import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BlockProviders, mapResolver, type SiteData } from '../context';
import { BlockBoundary } from '../render/BlockBoundary';
import type { IslandPayload } from '../render/ssr';
import type { IslandLoader } from './island-loader';
import { ISLAND_DATA_PATH } from '../block';

let site: SiteData | undefined;
const siteData = () => (site ??= JSON.parse(document.getElementById('site-data')?.textContent ?? '{}') as SiteData);

export interface HydrateHooks {
  /** hydrateRoot is about to be called: from here React listens on the island and replays input itself. */
  onStart: () => void;
  /** The island is live (its effects have run). */
  onLive: () => void;
}

/** Calls `onLive` after the island's first commit, when every effect below it has run. */
function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(onLive, []);
  return children;
}

/** The island's props and media: in the page, or fetched from the server for an 'on-wake' island. */
async function islandPayload(script: HTMLScriptElement, key: string): Promise<IslandPayload> {
  if (!script.hasAttribute('data-on-wake')) return JSON.parse(script.textContent ?? '{}') as IslandPayload;
  const query = new URLSearchParams({ path: window.location.pathname, key });
  const res = await fetch(`${ISLAND_DATA_PATH}?${query}`, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`The data of island ${key} could not be loaded (${res.status})`);
  return (await res.json()) as IslandPayload;
}

/**
 * Hydrates one server-rendered island with its own props and resolved media.
 * Loaded on the first island's wake, with React; the page's entry stays small.
 */
export async function hydrateIsland(el: HTMLElement, load: IslandLoader | undefined, hooks: HydrateHooks) {
  const type = el.dataset.island!;
  const script = document.querySelector<HTMLScriptElement>(`script[data-for="${el.id}"]`);
  if (!load || !script) {
    console.error(`No island code or props for block "${type}"`);
    return;
  }
  // A large island's data is asked for now, alongside its code (islandData: 'on-wake').
  const [payload, { default: Component, propsFromHtml }] = await Promise.all([islandPayload(script, el.id), load()]);
  const props = propsFromHtml ? propsFromHtml(el, payload.props as object) : (payload.props as object);
  hooks.onStart();
  // As a transition, hydration is time-sliced (React yields every few ms) instead of one long
  // task per island, which keeps Total Blocking Time down on slow phones; input is still replayed.
  startTransition(() => {
    hydrateRoot(
      el,
      <BlockProviders site={siteData()} media={mapResolver(payload.media)}>
        <BlockBoundary type={type}>
          <Live onLive={hooks.onLive}>
            <Component {...props} />
          </Live>
        </BlockBoundary>
      </BlockProviders>,
      { onRecoverableError: (err) => console.warn(`Island "${type}" re-rendered on the client:`, err) },
    );
  });
}
