import { Icon } from '../_shared/icons';
import { RichText } from '../_shared/RichText';
import { ButtonLink, SectionHead, sectionClass } from '../_shared/ui';
import type { FeatureListProps } from './schema';

export function FeatureList(p: FeatureListProps) {
  return (
    <section id={p.id} className={sectionClass(p.tone)}>
      <div className="container">
        <SectionHead eyebrow={p.eyebrow} heading={p.heading} lead={p.lead} />
        <ul className={`feature-list feature-list--${p.layout} feature-list--cols-${p.columns}`}>
          {p.items.map((item) => (
            <li key={item.title} className="feature-list__item">
              <span className="feature-list__icon">
                <Icon name={item.icon ?? 'check'} size={p.layout === 'tiles' ? 26 : 20} />
              </span>
              <div>
                <h3 className="feature-list__title">{item.title}</h3>
                <RichText value={item.text} className="feature-list__text" />
              </div>
            </li>
          ))}
        </ul>
        {p.buttons.length > 0 && (
          <div className="btn-row btn-row--center feature-list__buttons">
            {p.buttons.map((b) => (
              <ButtonLink key={b.label} button={b} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
