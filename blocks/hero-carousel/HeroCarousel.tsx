import { RichText } from '../_shared/RichText';
import { PLACEHOLDER_IMAGE, useMedia, useMediaResolver } from '../../engine/context';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { MediaImage, MediaVideo } from '../../engine/media';
import { mediaKind } from '../../engine/media-kind';
import { useAutoAdvance, usePausedIfWokenInside } from '../_shared/useAutoAdvance';
import { useLive } from '../_shared/useLive';
import { ButtonLink } from '../_shared/ui';
import { cssCycle, cssSlideNow } from './css-cycle';
import type { HeroCarouselProps } from './schema';
import { slideDuration } from './timing';
import { useSwipe } from '../_shared/useSwipe';

/** An image slide; with no file uploaded yet, the same decorative panel as a missing video (the placeholder's text would sit under the title). */
function HeroImage({ slot, alt, eager }: { slot: string; alt: string; eager: boolean }) {
  const m = useMedia(slot);
  if (!m.exists) return <div className="media-fill media-missing" role="img" aria-label={alt} />;
  return <MediaImage slot={slot} alt={alt} eager={eager} className="media-fill" />;
}

/**
 * A later video slide before the island wakes: its poster only, lazily, so the
 * CSS slideshow can show it without fetching a video (or a poster) at load.
 */
function HeroPoster({ slot, alt }: { slot: string; alt: string }) {
  const m = useMedia(slot);
  if (!m.exists) return <div className="media-fill media-missing" role="img" aria-label={alt} />;
  return (
    <img
      className="media-fill"
      src={m.poster ?? PLACEHOLDER_IMAGE}
      alt={alt || m.defaultAlt || ''}
      width={m.width}
      height={m.height}
      loading="lazy"
      decoding="async"
    />
  );
}

/** A custom property on an element's inline style (React's CSSProperties knows only the standard ones). */
const vars = (v: Record<string, string>) => v as CSSProperties;

interface HeroControlsProps {
  p: HeroCarouselProps;
  slides: HeroCarouselProps['slides'];
  c: ReturnType<typeof useAutoAdvance>;
  /** The keyframes that light dot i before the island wakes. */
  dotAnimation: (i: number) => string | undefined;
}

/** Arrows, dots and the pause control. Before the island wakes, a press wakes it and is replayed once it is live. */
function HeroControls({ p, slides, c, dotAnimation }: HeroControlsProps) {
  const dotStyle = (i: number) => {
    const name = dotAnimation(i);
    return name ? vars({ '--hc-anim': name }) : undefined;
  };
  return (
    <div className="hero-carousel__controls">
      {p.arrows && (
        <button type="button" className="hero-carousel__arrow" onClick={c.prev} aria-label="Previous slide">
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M12.5 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      )}
      {p.dots !== 'none' && (
        <div className="hero-carousel__dots">
          {slides.map((s, i) =>
            p.dots === 'clickable' ? (
              <button
                key={s.media}
                type="button"
                className={`hero-carousel__dot${i === c.index ? ' is-active' : ''}`}
                style={dotStyle(i)}
                aria-label={`Show slide ${i + 1} of ${slides.length}`}
                aria-current={i === c.index ? 'true' : undefined}
                onClick={() => c.go(i)}
              />
            ) : (
              <span
                key={s.media}
                className={`hero-carousel__dot${i === c.index ? ' is-active' : ''}`}
                style={dotStyle(i)}
                aria-hidden="true"
              />
            ),
          )}
        </div>
      )}
      {p.arrows && (
        <button type="button" className="hero-carousel__arrow" onClick={c.next} aria-label="Next slide">
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M7.5 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      )}
      <button
        type="button"
        className="hero-carousel__pause"
        onClick={c.toggle}
        aria-pressed={c.stopped}
        aria-label={c.stopped ? 'Play slideshow' : 'Pause slideshow'}
      >
        {c.stopped ? (
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
          </svg>
        ) : (
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
          </svg>
        )}
      </button>
    </div>
  );
}

/**
 * Full-bleed hero: cross-fading image/video slides (1 s), wrapping, with
 * per-kind timing, optional progress bar, dots and arrows, and a pause control.
 * Only the active video loads and plays; the first slide is the eager LCP.
 * It rotates only through slides that have media: until two do (a fresh
 * site), it is one static hero with no dots, progress or pause, since
 * cycling identical placeholder panels only looks stuck.
 *
 * Before its script wakes (on the visitor's first touch, hover or focus),
 * CSS keyframes run the same slideshow on the same timing (css-cycle.ts);
 * later slides are displayed only from their predecessor's turn, so their
 * lazy images wait until then. On waking it carries on from the slide the
 * CSS was showing.
 */
export function HeroCarousel(p: HeroCarouselProps) {
  const resolve = useMediaResolver();
  const withMedia = p.slides.filter((s) => {
    const m = resolve(s.media);
    return m.exists && !m.hidden;
  });
  const rotating = withMedia.length >= 2;
  const slides = rotating ? withMedia : p.slides.length > 0 ? [withMedia[0] ?? p.slides[0]] : [];
  const c = useAutoAdvance(slides.length, (i) => slideDuration(p, slides[i].media));
  const durations = slides.map((s) => slideDuration(p, s.media)).join(',');
  const cycle = useMemo(
    () => (rotating ? cssCycle(durations.split(',').map(Number)) : undefined),
    [rotating, durations],
  );
  const rootRef = useRef<HTMLElement>(null);
  // Slides load when first shown (and the next one just before), so only the first competes with the LCP image.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const live = useLive(() => {
    if (!cycle) return;
    const now = cssSlideNow(rootRef.current, cycle);
    if (now === 0) return;
    c.go(now);
    setSeen(new Set(Array.from({ length: now + 1 }, (_, i) => i)));
  });
  useEffect(() => {
    if (slides.length < 2) return;
    const next = (c.index + 1) % slides.length;
    setSeen((s) => (s.has(c.index) && s.has(next) ? s : new Set([...s, c.index, next])));
  }, [c.index, slides.length]);
  const swipe = useSwipe(c.next, c.prev);
  usePausedIfWokenInside(rootRef, rotating, c.pauseIfInside);
  const label = `${p.title} slides`;
  return (
    <section
      ref={rootRef}
      className={`hero-carousel hero-carousel--${p.height}${live ? ' is-live' : ''}`}
      style={cycle && vars({ '--hc-cycle': `${cycle.total}ms`, '--hc-bar': `${cycle.name}-bar` })}
      aria-roledescription={rotating ? 'carousel' : undefined}
      aria-label={rotating ? label : p.title}
      {...(rotating ? c.pauseHandlers : {})}
      {...(rotating ? swipe : {})}
    >
      {/* The CSS slideshow's keyframes (style-src allows inline styles; no script is involved). */}
      {cycle && <style>{cycle.css}</style>}
      <div className="hero-carousel__media">
        {slides.length === 0 ? (
          <div className="hero-carousel__empty" role="status">
            <span className="hero-carousel__spinner" aria-hidden="true" />
            <p>{p.emptyMessage}</p>
          </div>
        ) : (
          slides.map((s, i) => (
            <div
              key={s.media}
              className={`hero-carousel__slide${i === c.index ? ' is-active' : ''}`}
              style={cycle && vars({ '--hc-anim': `${cycle.name}-s${i}` })}
              data-reveal-at={cycle && i > 0 ? cycle.reveals[i] : undefined}
              {...(rotating
                ? {
                    role: 'group',
                    'aria-roledescription': 'slide',
                    'aria-label': `${i + 1} of ${slides.length}`,
                    'aria-hidden': i !== c.index,
                  }
                : {})}
            >
              {live && !seen.has(i) ? null : !live && i > 0 && mediaKind(s.media) === 'video' ? (
                <HeroPoster slot={s.media} alt={s.alt} />
              ) : mediaKind(s.media) === 'video' ? (
                <MediaVideo
                  slot={s.media}
                  label={s.alt}
                  active={i === c.index}
                  eager={i === 0}
                  className="media-fill"
                  missing="panel"
                />
              ) : (
                <HeroImage slot={s.media} alt={s.alt} eager={i === 0} />
              )}
            </div>
          ))
        )}
        <div className="hero-carousel__shade" />
      </div>
      <div className="hero-carousel__content container">
        {p.badges.length > 0 && (
          <ul className="hero-carousel__badges" aria-label="Highlights">
            {p.badges.map((b) => (
              <li key={b} className="badge">
                {b}
              </li>
            ))}
          </ul>
        )}
        {p.eyebrow && <p className="hero-carousel__eyebrow">{p.eyebrow}</p>}
        <h1 className="hero-carousel__title">{p.title}</h1>
        <RichText value={p.subtitle} className="hero-carousel__subtitle" />
        {p.buttons.length > 0 && (
          <div className="btn-row hero-carousel__buttons">
            {p.buttons.map((b) => (
              <ButtonLink key={b.label} button={b} />
            ))}
          </div>
        )}
      </div>
      {rotating && <HeroControls p={p} slides={slides} c={c} dotAnimation={(i) => cycle && `${cycle.name}-d${i}`} />}
      {p.progressBar && rotating && (
        <div className="hero-carousel__progress" aria-hidden="true">
          <span
            key={c.index}
            className={`hero-carousel__progress-bar${c.paused ? ' is-paused' : ''}`}
            style={live ? { animationDuration: `${c.duration}ms` } : undefined}
          />
        </div>
      )}
    </section>
  );
}
