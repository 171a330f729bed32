import { RichText } from '../_shared/RichText';
import { ButtonLink, sectionClass } from '../_shared/ui';
import type { StatsProps } from './schema';

/** About/figures section: text, headline numbers ('500+ Projects Completed') and buttons. */
export function Stats(p: StatsProps) {
  return (
    <section id={p.id} className={`${sectionClass(p.tone)} stats`}>
      <div className="container stats__inner">
        <div className="stats__text">
          {p.eyebrow && <span className="section__eyebrow">{p.eyebrow}</span>}
          <h2>{p.heading}</h2>
          <RichText value={p.lead} className="section__lead" />
          {p.paragraphs.map((t, i) => (
            // A paragraph has no identity but its place (two may read the same once formatting is ignored).
            <RichText key={i} value={t} />
          ))}
          {p.buttons.length > 0 && (
            <div className="btn-row">
              {p.buttons.map((b) => (
                <ButtonLink key={b.label} button={b} />
              ))}
            </div>
          )}
        </div>
        <dl className="stats__grid">
          {p.items.map((s) => (
            <div key={s.label} className="stats__item">
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
