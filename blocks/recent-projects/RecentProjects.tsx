import { RichText } from '../_shared/RichText';
import { MediaImage } from '../../engine/media';
import { SectionHead, sectionClass } from '../_shared/ui';
import type { RecentProjectsProps } from './schema';

/** Case-study cards: image, title, description and a list of key specs. */
export function RecentProjects(p: RecentProjectsProps) {
  const headingId = p.id ? `${p.id}-heading` : undefined;
  return (
    <section id={p.id} className={`${sectionClass(p.tone)} recent-projects`} aria-labelledby={headingId}>
      <div className="container">
        <SectionHead eyebrow={p.eyebrow} heading={p.heading} lead={p.lead} id={headingId} />
        <ul className="recent-projects__list">
          {p.projects.map((proj) => (
            <li key={proj.title}>
              <article className="recent-projects__card">
                <div className="recent-projects__media">
                  <MediaImage
                    slot={proj.media}
                    alt={proj.alt}
                    className="media-fill"
                    sizes="(min-width: 1024px) 400px, 100vw"
                  />
                </div>
                <div className="recent-projects__body">
                  {proj.tag && <p className="recent-projects__tag">{proj.tag}</p>}
                  <h3 className="recent-projects__title">
                    {/* The title is the card's one link; its box covers the card, so the picture leads there too. */}
                    {proj.href ? (
                      <a href={proj.href} className="recent-projects__link">
                        {proj.title}
                      </a>
                    ) : (
                      proj.title
                    )}
                  </h3>
                  <RichText value={proj.description} className="recent-projects__desc" />
                  <ul className="recent-projects__specs" aria-label={`${proj.title}: key specifications`}>
                    {proj.specs.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ul>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
