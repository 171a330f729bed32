import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BlockProviders, mapResolver, type SiteData } from '../context';
import { BlockBoundary } from '../render/BlockBoundary';
import type { IslandPayload } from '../render/ssr';
import { watchImageFailures } from '../media-failure';
import '../styles/base.css';

// Every block's styles, one stylesheet for the public site (admin blocks live one level deeper and are not matched).
import.meta.glob('../../blocks/*/*.css', { eager: true });

/** Interactive blocks only: each folder with an island.ts is its own lazily loaded chunk. */
const islands = import.meta.glob<{ default: ComponentType<object> }>('../../blocks/*/island.ts');

watchImageFailures();

const site = JSON.parse(document.getElementById('site-data')?.textContent ?? '{}') as SiteData;

async function hydrate(el: HTMLElement) {
  const type = el.dataset.island!;
  const load = islands[`../../blocks/${type}/island.ts`];
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

// Hydrate an island when it comes near the viewport, or at once if it already is.
const pending = [...document.querySelectorAll<HTMLElement>('[data-island]')];
if ('IntersectionObserver' in window) {
  const io = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        io.unobserve(e.target);
        void hydrate(e.target as HTMLElement);
      }
    },
    { rootMargin: '300px 0px' },
  );
  for (const el of pending) io.observe(el);
} else {
  for (const el of pending) void hydrate(el);
}
