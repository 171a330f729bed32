import { createContext, useContext, type ReactNode } from 'react';
import { mediaKind, type MediaKind } from './media-kind';
import { PLACEHOLDER_IMAGE } from './placeholder';

/**
 * What every block may read about the request and the site, besides its props.
 * The engine knows only the request; a project adds its own site-wide data
 * (our contact details: blocks/_shared/site-data.ts) by augmenting this
 * interface, and whoever renders supplies it through BlockProviders.
 */
export interface SiteData {
  /** The requested path (an alias stays an alias here, for active-link highlighting). */
  path: string;
  /** The request's query parameters (first value of each, bounded), e.g. /gallery?category=... */
  query?: Record<string, string>;
}

export interface ResolvedMedia {
  slot: string;
  kind: MediaKind;
  /** A file is stored for this slot. */
  exists: boolean;
  /** Versioned URL of the file, or the placeholder image. */
  src: string;
  /** A video's small rendition for phones (at most 640×360), once the pipeline has made one. */
  smallSrc?: string;
  /** Image shown before/instead of a video. */
  poster?: string;
  /** The poster's responsive variants (a video the pipeline has processed), for <picture><source>. */
  posterSources?: { type: string; srcSet: string }[];
  width: number;
  height: number;
  /** Responsive variants, for <picture><source>. */
  sources?: { type: string; srcSet: string }[];
  /** Admin-edited overrides (media records). */
  alt?: string;
  /** A library file's default alt text: what a page that leaves its alt empty says. */
  defaultAlt?: string;
  /** A library file's focal point in percent from the top left, when not the centre: crops keep it in view. */
  focus?: { x: number; y: number };
  title?: string;
  hidden?: boolean;
}

export type MediaResolver = (slot: string) => ResolvedMedia;

export { PLACEHOLDER_IMAGE };
export const PLACEHOLDER_SIZE = { width: 1200, height: 750 } as const;

/** Without a store (unit tests, Storybook): every slot is "missing" and shows the placeholder. */
export const placeholderResolver: MediaResolver = (slot) => {
  const kind = mediaKind(slot);
  return {
    slot,
    kind,
    exists: false,
    src: kind === 'image' ? PLACEHOLDER_IMAGE : slot,
    poster: kind === 'video' ? PLACEHOLDER_IMAGE : undefined,
    ...PLACEHOLDER_SIZE,
  };
};

// No default: a block always renders inside BlockProviders (server, islands, stories, tests).
const SiteContext = createContext<SiteData | null>(null);
const MediaContext = createContext<MediaResolver>(placeholderResolver);

export function BlockProviders({
  site,
  media,
  children,
}: {
  site: SiteData;
  media: MediaResolver;
  children: ReactNode;
}) {
  return (
    <SiteContext.Provider value={site}>
      <MediaContext.Provider value={media}>{children}</MediaContext.Provider>
    </SiteContext.Provider>
  );
}

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('A block read the site data outside <BlockProviders>');
  return site;
}
export const useMediaResolver = () => useContext(MediaContext);
export const useMedia = (slot: string) => useContext(MediaContext)(slot);

/** A resolver backed by a plain map (islands on the client; stories). */
export function mapResolver(map: Record<string, ResolvedMedia>): MediaResolver {
  return (slot) => map[slot] ?? placeholderResolver(slot);
}
