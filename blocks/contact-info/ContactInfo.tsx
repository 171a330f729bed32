import { RichText } from '../_shared/RichText';
import type { ContactDetailsData } from '../../contracts/contact-details';
import { telHref } from '../../contracts/phone';
import { useSite } from '../../engine/context';
import { sectionClass } from '../_shared/ui';
import type { ContactInfoLabels, ContactInfoProps } from './schema';

const glyphs = {
  pin: 'M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3',
  share:
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
} as const;

function Glyph({ name }: { name: keyof typeof glyphs }) {
  return (
    <span className="contact-info__icon" aria-hidden="true">
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={glyphs[name]} />
      </svg>
    </span>
  );
}

/** Mon-Fri, Sat, Sun rows as stored; the free-text `businessHours` lines when no row is set. */
export function hoursRows(c: ContactDetailsData): [string, string][] {
  const rows: [string, string | null][] = [
    ['Monday - Friday', c.mondayFriday],
    ['Saturday', c.saturday],
    ['Sunday', c.sunday],
  ];
  const set = rows.filter((r): r is [string, string] => !!r[1]);
  if (set.length) return set;
  return (c.businessHours ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const i = line.indexOf(': ');
      return i > 0 ? [line.slice(0, i), line.slice(i + 2)] : [line, ''];
    });
}

export function socialLinks(c: ContactDetailsData) {
  return [
    { label: 'Facebook', href: c.facebookUrl },
    { label: 'LinkedIn', href: c.linkedinUrl },
    { label: 'Instagram', href: c.instagramUrl },
    { label: 'Twitter', href: c.twitterUrl },
  ].filter((s): s is { label: string; href: string } => !!s.href);
}

/** The contact facts as a panel; the contact form's section embeds it as its left column. */
export function ContactInfoPanel({
  labels,
  headingLevel: H = 'h2',
}: {
  labels: ContactInfoLabels;
  headingLevel?: 'h2' | 'h3';
}) {
  const { contact: c } = useSite();
  const H4 = H === 'h2' ? 'h3' : 'h4';
  const cityLine = [c.city, c.postalCode].filter(Boolean).join(' ');
  const address = [c.addressLine1, c.addressLine2, cityLine, c.country].filter(Boolean) as string[];
  const hours = hoursRows(c);
  const socials = socialLinks(c);
  return (
    <div className="contact-info">
      <H className="contact-info__heading">{labels.heading}</H>
      <RichText value={labels.intro} className="contact-info__intro" />
      <ul className="contact-info__list">
        <li className="contact-info__item">
          <Glyph name="pin" />
          <div>
            <H4 className="contact-info__label">{labels.addressLabel}</H4>
            <address className="contact-info__value">
              <strong>{c.companyName}</strong>
              {address.map((line, i) => (
                <span key={i}>{line}</span>
              ))}
            </address>
          </div>
        </li>
        <li className="contact-info__item">
          <Glyph name="phone" />
          <div>
            <H4 className="contact-info__label">{labels.phoneLabel}</H4>
            <a className="contact-info__value" href={telHref(c.phone)}>
              {c.phone}
            </a>
          </div>
        </li>
        <li className="contact-info__item">
          <Glyph name="mail" />
          <div>
            <H4 className="contact-info__label">{labels.emailLabel}</H4>
            <a className="contact-info__value" href={`mailto:${c.email}`}>
              {c.email}
            </a>
          </div>
        </li>
        {hours.length > 0 && (
          <li className="contact-info__item">
            <Glyph name="clock" />
            <div>
              <H4 className="contact-info__label">{labels.hoursLabel}</H4>
              <dl className="contact-info__hours">
                {hours.map(([day, time]) => (
                  <div key={day}>
                    <dt>{day}</dt>
                    <dd>{time}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </li>
        )}
        {socials.length > 0 && (
          <li className="contact-info__item">
            <Glyph name="share" />
            <div>
              <H4 className="contact-info__label">{labels.followLabel}</H4>
              <ul className="contact-info__socials">
                {socials.map((s) => (
                  <li key={s.label}>
                    <a href={s.href} target="_blank" rel="noopener noreferrer">
                      {s.label}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        )}
      </ul>
    </div>
  );
}

/** Standalone section; on /contact the same panel sits beside the form (see contact-form). */
export function ContactInfo({ id, tone, ...labels }: ContactInfoProps) {
  return (
    <section id={id} className={`${sectionClass(tone)} contact-info-section`}>
      <div className="container contact-info-section__inner">
        <ContactInfoPanel labels={labels} />
      </div>
    </section>
  );
}
