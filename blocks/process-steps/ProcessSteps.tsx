import { RichText } from '../_shared/RichText';
import { SectionHead, sectionClass } from '../_shared/ui';
import type { ProcessStepsProps } from './schema';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ordered list of process steps, each with a large step number, title and description. */
export function ProcessSteps(p: ProcessStepsProps) {
  const headingId = p.id ? `${p.id}-heading` : undefined;
  const columns = p.columns ?? (p.steps.length % 4 === 0 ? 4 : 3);
  return (
    <section id={p.id} className={`${sectionClass(p.tone)} process-steps`} aria-labelledby={headingId}>
      <div className="container">
        <SectionHead eyebrow={p.eyebrow} heading={p.heading} lead={p.lead} id={headingId} />
        <ol className={`process-steps__list process-steps__list--cols-${columns}`}>
          {p.steps.map((s, i) => (
            <li key={s.title} className="process-steps__step">
              <span className="process-steps__num" aria-hidden="true">
                {pad(i + 1)}
              </span>
              <h3 className="process-steps__title">
                <span className="visually-hidden">Step {i + 1}: </span>
                {s.title}
              </h3>
              <RichText value={s.description} className="process-steps__desc" />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
