import { useEffect, useRef, type CSSProperties } from 'react';
import { PLACEHOLDER_IMAGE, useMedia } from './context';
import { mayLoadVideo, videoSourceFor } from './client/videos';
import { handleImageFailure } from './media-failure';

interface MediaImageProps {
  slot: string;
  /** Empty: the library file's default alt text (set in the media library), if it has one. */
  alt: string;
  /** The picture only decorates (its text is beside it): no alt text, not even the library's. */
  decorative?: boolean;
  /** Above the fold (the LCP image): eager with high fetch priority. Everything else is lazy. */
  eager?: boolean;
  sizes?: string;
  className?: string;
  style?: CSSProperties;
  /** What a failed load does: hide the image, or swap in the placeholder. */
  onFailure?: 'hide' | 'placeholder';
}

/** An uploaded image slot as <picture>, with variants, intrinsic size and placeholder. */
export function MediaImage({
  slot,
  alt,
  decorative,
  eager,
  sizes = '100vw',
  className,
  style,
  onFailure = 'hide',
}: MediaImageProps) {
  const m = useMedia(slot);
  // A library file's focal point stays in view wherever the block crops it (object-fit: cover).
  const focus = m.focus ? { objectPosition: `${m.focus.x}% ${m.focus.y}%` } : undefined;
  return (
    <picture className={className} style={style}>
      {m.sources?.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      <img
        src={m.src}
        alt={decorative ? '' : (m.alt ?? (alt || m.defaultAlt || ''))}
        width={m.width}
        height={m.height}
        style={focus}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding={eager ? 'sync' : 'async'}
        data-onfail={onFailure}
        onError={(e) => handleImageFailure(e.currentTarget)}
      />
    </picture>
  );
}

interface MediaVideoProps {
  slot: string;
  label: string;
  /** Only the active video loads and plays (others keep preload="none"). */
  active: boolean;
  /** The first slide's poster is the LCP element. */
  eager?: boolean;
  /** The poster picture's `sizes`: how wide the video shows (a card is narrower than the page). */
  sizes?: string;
  className?: string;
  loop?: boolean;
  onEnded?: () => void;
  /** With no file stored: the placeholder image, or a plain decorative panel (large backgrounds). */
  missing?: 'placeholder' | 'panel';
}

/**
 * Runs `fn` once the page has loaded (at once if it has). Returns a canceller.
 * A video's bytes wait for this: the page and the poster, its LCP image, come
 * first on a slow connection instead of sharing it with a megabyte of video.
 */
function afterPageLoad(fn: () => void): () => void {
  if (document.readyState === 'complete') {
    fn();
    return () => {};
  }
  window.addEventListener('load', fn, { once: true });
  return () => window.removeEventListener('load', fn);
}

/**
 * A muted, inline video slot. With no file stored yet it renders the poster
 * image only, so a fresh site makes no failing requests. The server renders
 * the video without its source: the active one is given it in the browser
 * once the page has loaded (on a phone its small rendition, when the
 * pipeline made one), and a slide that stops being active drops it.
 */
export function MediaVideo({
  slot,
  label: pageLabel,
  active,
  eager,
  sizes = '100vw',
  className,
  loop = true,
  onEnded,
  missing = 'placeholder',
}: MediaVideoProps) {
  const m = useMedia(slot);
  const ref = useRef<HTMLVideoElement>(null);
  // Empty: the library file's default description.
  const label = pageLabel || m.defaultAlt || '';
  useEffect(() => {
    const v = ref.current;
    if (!v || !m.exists) return;
    if (!active) {
      v.pause();
      if (v.hasAttribute('src')) {
        v.removeAttribute('src');
        v.load();
      }
      return;
    }
    return afterPageLoad(() => {
      if (!mayLoadVideo()) return;
      const src = videoSourceFor(m.src, m.smallSrc);
      if (v.getAttribute('src') !== src) v.src = src;
      v.play().catch(() => {
        /* autoplay refused (e.g. data saver): the poster stays */
      });
    });
  }, [active, m.exists, m.src, m.smallSrc]);
  const poster = (m.posterSources && posterAttribute(m.posterSources)) ?? m.poster ?? PLACEHOLDER_IMAGE;
  // A processed poster is a real <picture> under the video, not its poster attribute. Above the fold it is
  // the LCP image, preloaded in the best format the browser takes. Below the fold it is lazy: a poster
  // attribute is fetched with the page even for a card far down or a hidden slide (the gallery's nine
  // posters took ~110 KB of a phone's first second from its main image).
  const underlay = !!(m.posterSources && m.poster);
  if (!m.exists && missing === 'panel')
    return <div className={`${className ?? ''} media-missing`} role="img" aria-label={label} />;
  if (!m.exists) {
    return (
      <img
        className={className}
        src={poster}
        alt={label}
        width={m.width}
        height={m.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
      />
    );
  }
  const video = (
    <video
      ref={ref}
      className={className}
      data-src={m.src}
      data-src-small={m.smallSrc}
      data-autoplay={active ? '' : undefined}
      poster={underlay ? undefined : poster}
      muted
      loop={loop}
      playsInline
      preload={active ? 'auto' : 'none'}
      aria-label={label}
      width={m.width}
      height={m.height}
      onEnded={onEnded}
      onError={(e) => console.error(`Video failed to load: ${e.currentTarget.getAttribute('src') ?? m.src}`)}
    />
  );
  if (!underlay || !m.posterSources) return video;
  return (
    <>
      <picture className={className}>
        {m.posterSources.map((s) => (
          <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
        ))}
        <img
          src={m.poster}
          alt=""
          width={m.width}
          height={m.height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding={eager ? 'sync' : 'async'}
          data-onfail="hide"
          onError={(e) => handleImageFailure(e.currentTarget)}
        />
      </picture>
      {video}
    </>
  );
}

/** The poster attribute takes one URL: the WebP variant nearest 960 px (sharp enough for a card or a phone hero, a fraction of the JPEG). */
function posterAttribute(sources: { type: string; srcSet: string }[]): string | undefined {
  const webp = sources.find((s) => s.type === 'image/webp') ?? sources[0];
  const entries = webp.srcSet.split(',').map((e) => {
    const [url, w] = e.trim().split(/\s+/);
    return { url, w: Number.parseInt(w ?? '0', 10) };
  });
  return entries.sort((a, b) => Math.abs(a.w - 960) - Math.abs(b.w - 960))[0]?.url;
}
