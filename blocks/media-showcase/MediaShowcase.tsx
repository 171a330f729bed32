import { useMedia } from '../../engine/context';
import { MediaImage } from '../../engine/media';
import { SectionHead, sectionClass } from '../_shared/ui';
import type { MediaShowcaseProps } from './schema';

type Item = MediaShowcaseProps['images'][number];

function Tile({ item, lead }: { item: Item; lead: boolean }) {
  const m = useMedia(item.media);
  if (m.hidden) return null;
  const caption = m.title ?? item.caption;
  return (
    <li className={`media-showcase__tile${lead ? ' media-showcase__tile--lead' : ''}`}>
      <figure className="media-showcase__figure">
        <MediaImage
          slot={item.media}
          alt={item.alt}
          className="media-fill"
          sizes={lead ? '(min-width: 1024px) 800px, 100vw' : '(min-width: 1024px) 400px, 50vw'}
        />
        {caption && <figcaption className="media-showcase__caption">{caption}</figcaption>}
      </figure>
    </li>
  );
}

/** Work gallery: a large lead image, smaller images, and an optional highlighted figure. */
export function MediaShowcase(p: MediaShowcaseProps) {
  const headingId = p.id ? `${p.id}-heading` : undefined;
  return (
    <section id={p.id} className={`${sectionClass(p.tone)} media-showcase`} aria-labelledby={headingId}>
      <div className="container">
        <SectionHead eyebrow={p.eyebrow} heading={p.heading} lead={p.lead} id={headingId} />
        <ul className="media-showcase__grid">
          {p.images.map((item, i) => (
            <Tile key={item.media} item={item} lead={i === 0} />
          ))}
          {p.stat && (
            <li className="media-showcase__stat">
              <p className="media-showcase__stat-value">{p.stat.value}</p>
              <p className="media-showcase__stat-label">{p.stat.label}</p>
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}
