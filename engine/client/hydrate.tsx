import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BlockProviders, mapResolver, type SiteData } from '../context';
import { BlockBoundary } from '../render/BlockBoundary';
import type { IslandPayload } from '../render/ssr';
import type { IslandLoader } from './wake';

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

/**
 * Hydrates one server-rendered island with its own props and resolved media.
 * Loaded on the first island's wake, with React; the page's entry stays small.
 */
export async function hydrateIsland(el: HTMLElement, load: IslandLoader | undefined, hooks: HydrateHooks) {
  const type = el.dataset.island!;
  const json = document.querySelector<HTMLScriptElement>(`script[data-for="${el.id}"]`)?.textContent;
  if (!load || !json) {
    console.error(`No island code or props for block "${type}"`);
    return;
  }
  const payload = JSON.parse(json) as IslandPayload;
  const { default: Component, propsFromHtml } = await load();
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
