import { RichText } from '../_shared/RichText';
import { MediaImage } from '../../engine/media';
import { useMedia } from '../../engine/context';
import { ButtonLink, SectionHead, sectionClass } from '../_shared/ui';
import type { PortfolioGridProps } from './schema';

type Item = PortfolioGridProps['groups'][number]['items'][number];

function Tile({ item }: { item: Item }) {
  const m = useMedia(item.media);
  if (m.hidden) return null;
  const caption = m.title ?? item.caption;
  const picture = (
    <MediaImage slot={item.media} alt={item.alt} className="media-fill" sizes="(min-width: 1024px) 380px, 50vw" />
  );
  // A project's picture leads to its page: the link is what takes focus, and its caption names where it goes.
  if (item.href)
    return (
      <li className="portfolio-grid__tile">
        <a href={item.href} className="portfolio-grid__link">
          {picture}
          {caption && <span className="portfolio-grid__caption">{caption}</span>}
        </a>
      </li>
    );
  return (
    <li className="portfolio-grid__tile" tabIndex={caption ? 0 : undefined}>
      {picture}
      {caption && <span className="portfolio-grid__caption">{caption}</span>}
    </li>
  );
}

/** Project images in groups, with captions revealed on hover and keyboard focus. */
export function PortfolioGrid(p: PortfolioGridProps) {
  return (
    <section id={p.id} className={sectionClass(p.tone)}>
      <div className="container">
        <SectionHead eyebrow={p.eyebrow} heading={p.heading} lead={p.lead} />
        {p.groups.map((g, gi) => (
          <div key={g.id ?? gi} id={g.id} className="portfolio-grid__group">
            {g.title && <h3 className="portfolio-grid__title">{g.title}</h3>}
            <RichText value={g.description} className="portfolio-grid__desc" />
            {g.items.length === 0 ? (
              <p className="portfolio-grid__empty">{p.emptyMessage}</p>
            ) : (
              <ul className={`portfolio-grid portfolio-grid--cols-${p.columns}`}>
                {g.items.map((item) => (
                  <Tile key={item.media} item={item} />
                ))}
              </ul>
            )}
          </div>
        ))}
        {p.buttons.length > 0 && (
          <div className="btn-row btn-row--center portfolio-grid__buttons">
            {p.buttons.map((b) => (
              <ButtonLink key={b.label} button={b} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
