import { MediaImage, MediaVideo } from '../../engine/media';
import { mediaKind } from '../../engine/media-kind';
import { Icon } from '../_shared/icons';
import { RichText } from '../_shared/RichText';
import { useAutoAdvance } from '../_shared/useAutoAdvance';
import { useLive } from '../_shared/useLive';
import { SectionHead, sectionClass } from '../_shared/ui';
import type { Card, CardGridProps } from './schema';

/** A card's media: rotates every `rotateMs` when it has 2 or more items; a failed image hides itself. */
function CardMedia({ card, rotateMs }: { card: Card; rotateMs: number }) {
  const c = useAutoAdvance(card.media.length, () => rotateMs);
  // Until the island wakes the card shows its first picture only (the others are display:none, so their
  // lazy images are not fetched with the page); once live it rotates through all of them.
  const live = useLive();
  if (card.media.length === 0) return null;
  return (
    <div className={`card-grid__media${live ? ' is-live' : ''}`} ref={c.pauseIfInside} {...c.pauseHandlers}>
      {card.media.map((slot, i) => (
        <div key={slot} className={`card-grid__slide${i === c.index ? ' is-active' : ''}`} aria-hidden={i !== c.index}>
          {mediaKind(slot) === 'video' ? (
            <MediaVideo
              slot={slot}
              label={`${card.title} ${i + 1}`}
              active={i === c.index}
              className="media-fill"
              sizes="(min-width: 1024px) 400px, 100vw"
            />
          ) : (
            <MediaImage
              slot={slot}
              alt={`${card.title} ${i + 1}`}
              className="media-fill"
              sizes="(min-width: 1024px) 400px, 100vw"
            />
          )}
        </div>
      ))}
      {card.media.length > 1 && (
        <div className="card-grid__media-ui">
          <span className="card-grid__dots" aria-hidden="true">
            {card.media.map((slot, i) => (
              <span key={slot} className={i === c.index ? 'is-active' : undefined} />
            ))}
          </span>
          <button
            type="button"
            className="card-grid__pause"
            onClick={c.toggle}
            aria-pressed={c.stopped}
            aria-label={`${c.stopped ? 'Play' : 'Pause'} ${card.title} images`}
          >
            <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true">
              <path d={c.stopped ? 'M4 2.5v11l9-5.5z' : 'M4 2.5h3v11H4zM9 2.5h3v11H9z'} fill="currentColor" />
            </svg>
          </button>
        </div>
      )}
      {card.badge && <span className="card-grid__badge">{card.badge}</span>}
    </div>
  );
}

/** Service cards: title, description, features, icon, link, and a rotating media set. */
export function CardGrid(p: CardGridProps) {
  const headingId = p.id ? `${p.id}-heading` : undefined;
  return (
    <section id={p.id} className={sectionClass(p.tone)} aria-labelledby={headingId}>
      <div className="container">
        <SectionHead eyebrow={p.eyebrow} heading={p.heading} lead={p.lead} id={headingId} />
        <ul className={`card-grid card-grid--cols-${p.columns}`}>
          {p.cards.map((card) => (
            <li key={card.title} className="card-grid__card">
              <CardMedia card={card} rotateMs={p.rotateMs} />
              <div className="card-grid__body">
                {card.icon && (
                  <span className="card-grid__icon">
                    <Icon name={card.icon} />
                  </span>
                )}
                <h3 className="card-grid__title">{card.title}</h3>
                <RichText value={card.description} className="card-grid__desc" />
                {card.features.length > 0 && (
                  <ul className="card-grid__features">
                    {card.features.map((f) => (
                      <li key={f}>
                        <Icon name="check" size={18} className="card-grid__check" />
                        {f}
                      </li>
                    ))}
                  </ul>
                )}
                {card.link && (
                  <a className="card-grid__link" href={card.link.href}>
                    {card.link.label}
                    <span className="visually-hidden"> about {card.title}</span>
                    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                      <path d="M3 8h10M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.8" />
                    </svg>
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
