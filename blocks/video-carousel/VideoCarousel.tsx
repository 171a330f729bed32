import { useId } from 'react';
import { MediaVideo } from '../../engine/media';
import { SectionHead, sectionClass } from '../_shared/ui';
import type { VideoCard, VideoCarouselProps } from './schema';
import { useVideoRotation, type RotationTiming } from './useVideoRotation';

type CardProps = RotationTiming & {
  card: VideoCard;
  nextLabel: string;
  emptyMessage: string;
  headingLevel: 'h2' | 'h3';
};

/** One card: a gradient header and a 16:9 frame of muted, looping videos; only the active one loads. */
export function VideoCarouselCard({ card, nextLabel, emptyMessage, headingLevel: H, ...timing }: CardProps) {
  const { videos } = card;
  const r = useVideoRotation(videos.length, timing);
  const titleId = useId();
  return (
    <article
      className={`video-carousel__card video-carousel__card--${card.gradient}`}
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      {...r.holdHandlers}
    >
      <header className="video-carousel__head">
        <H id={titleId} className="video-carousel__title">
          {card.title}
        </H>
        {card.subtitle && <p className="video-carousel__subtitle">{card.subtitle}</p>}
      </header>
      <div className="video-carousel__frame">
        {videos.length === 0 ? (
          <p className="video-carousel__empty">{emptyMessage}</p>
        ) : (
          videos.map((slot, i) => (
            <div
              key={slot}
              className={`video-carousel__slide${i === r.index ? ' is-active' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${videos.length}`}
              aria-hidden={i !== r.index}
            >
              <MediaVideo
                slot={slot}
                label={`${card.title}: project video ${i + 1}`}
                active={i === r.index}
                className="media-fill"
                sizes="(min-width: 1024px) 400px, (min-width: 720px) 50vw, 100vw"
              />
            </div>
          ))
        )}
        {r.transitioning && (
          <div className="video-carousel__overlay" aria-hidden="true">
            <span>{nextLabel}</span>
          </div>
        )}
      </div>
      {videos.length > 1 && (
        <div className="video-carousel__controls">
          <div className="video-carousel__dots">
            {videos.map((slot, i) => (
              <button
                key={slot}
                type="button"
                className={`video-carousel__dot${i === r.index ? ' is-active' : ''}`}
                aria-label={`Show ${card.title} video ${i + 1} of ${videos.length}`}
                aria-current={i === r.index ? 'true' : undefined}
                onClick={() => r.go(i)}
              />
            ))}
          </div>
          <span className="video-carousel__count">
            {r.index + 1} / {videos.length}
          </span>
          <button
            type="button"
            className="video-carousel__pause"
            onClick={r.toggle}
            aria-pressed={r.stopped}
            aria-label={`${r.stopped ? 'Play' : 'Pause'} ${card.title} videos`}
          >
            <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
              <path d={r.stopped ? 'M4 2.5v11l9-5.5z' : 'M4 2.5h3v11H4zM9 2.5h3v11H9z'} fill="currentColor" />
            </svg>
          </button>
          <div className="video-carousel__progress" aria-hidden="true">
            <span className="video-carousel__progress-bar" style={{ width: `${r.progress}%` }} />
          </div>
        </div>
      )}
    </article>
  );
}

/** A section of video carousel cards (contact page, gallery 'Project Videos'). */
export function VideoCarousel(p: VideoCarouselProps) {
  const headingId = p.id ? `${p.id}-heading` : undefined;
  const timing = { intervalMs: p.intervalMs, tickMs: p.tickMs, transitionMs: p.transitionMs };
  return (
    <section
      id={p.id}
      className={`${sectionClass(p.tone)} video-carousel`}
      aria-labelledby={p.heading ? headingId : undefined}
      aria-label={p.heading ? undefined : 'Project videos'}
    >
      <div className="container">
        {p.heading && <SectionHead eyebrow={p.eyebrow} heading={p.heading} lead={p.lead} id={headingId} />}
        <ul className={`video-carousel__grid video-carousel__grid--${Math.min(p.cards.length, 3)}`}>
          {p.cards.map((card) => (
            <li key={card.category}>
              <VideoCarouselCard
                card={card}
                nextLabel={p.nextLabel}
                emptyMessage={p.emptyMessage}
                headingLevel={p.heading ? 'h3' : 'h2'}
                {...timing}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
