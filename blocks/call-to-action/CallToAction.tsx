import { RichText } from '../_shared/RichText';
import { ButtonLink } from '../_shared/ui';
import type { CallToActionProps } from './schema';

/** The closing band that steers a visitor to a quote or consultation. */
export function CallToAction({ heading, text, buttons, tone, headingLevel }: CallToActionProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={`call-to-action call-to-action--${tone}`}>
      <div className="container call-to-action__inner">
        <Heading className="call-to-action__heading">{heading}</Heading>
        <RichText value={text} className="call-to-action__text" />
        <div className="btn-row btn-row--center">
          {buttons.map((b, i) => (
            <ButtonLink
              key={b.label}
              button={{ ...b, variant: tone === 'light' ? b.variant : i === 0 ? 'light' : 'ghost-light' }}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
