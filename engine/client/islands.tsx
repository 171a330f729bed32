import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BlockProviders, mapResolver, type SiteData } from '../context';
import { BlockBoundary } from '../render/BlockBoundary';
import type { IslandPayload } from '../render/ssr';
import { watchImageFailures } from '../media-failure';
import '../styles/base.css';

/** An interactive block's code, loaded when its island first comes near the viewport. */
export type IslandLoader = () => Promise<{ default: ComponentType<object> }>;

/**
 * The public pages' client: hydrates each server-rendered island (an
 * interactive block) with its own props when it comes near the viewport, or
 * at once if it already is. `islands` maps a block type to its code; the app
 * passes one lazily loaded chunk per interactive block.
 */
export function hydrateIslands(islands: Record<string, IslandLoader>) {
  watchImageFailures();
  const site = JSON.parse(document.getElementById('site-data')?.textContent ?? '{}') as SiteData;
  const pending = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  if ('IntersectionObserver' in window) {
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (!e.isIntersecting) continue;
          io.unobserve(e.target);
          void hydrate(e.target as HTMLElement, islands, site);
        }
      },
      { rootMargin: '300px 0px' },
    );
    for (const el of pending) io.observe(el);
  } else {
    for (const el of pending) void hydrate(el, islands, site);
  }
}

async function hydrate(el: HTMLElement, islands: Record<string, IslandLoader>, site: SiteData) {
  const type = el.dataset.island!;
  const load = islands[type];
  const json = document.querySelector<HTMLScriptElement>(`script[data-for="${el.id}"]`)?.textContent;
  if (!load || !json) {
    console.error(`No island code or props for block "${type}"`);
    return;
  }
  const payload = JSON.parse(json) as IslandPayload;
  const { default: Component } = await load();
  // As a transition, hydration is time-sliced (React yields every few ms) instead of one long
  // task per island, which keeps Total Blocking Time down on slow phones; input is still replayed.
  startTransition(() => {
    hydrateRoot(
      el,
      <BlockProviders site={site} media={mapResolver(payload.media)}>
        <BlockBoundary type={type}>
          <Component {...(payload.props as object)} />
        </BlockBoundary>
      </BlockProviders>,
      { onRecoverableError: (err) => console.warn(`Island "${type}" re-rendered on the client:`, err) },
    );
  });
}
