import { RichText } from './RichText';
import type { RichTextValue } from '../../contracts/rich-text';
import type { Button, Link } from './schemas';

/** Shared rendering helpers used by several blocks (no state, no effects). */
export function ButtonLink({
  button,
  className,
}: {
  button: Button | (Link & { variant?: Button['variant'] });
  className?: string;
}) {
  const external = /^https?:/.test(button.href);
  return (
    <a
      className={`btn btn--${button.variant ?? 'primary'}${className ? ` ${className}` : ''}`}
      href={button.href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {button.label}
    </a>
  );
}

export function SectionHead({
  eyebrow,
  heading,
  lead,
  id,
}: {
  eyebrow?: string;
  heading: string;
  lead?: RichTextValue;
  id?: string;
}) {
  return (
    <header className="section__head">
      {eyebrow && <span className="section__eyebrow">{eyebrow}</span>}
      <h2 id={id}>{heading}</h2>
      <RichText value={lead} className="section__lead" />
    </header>
  );
}

export const sectionClass = (tone: 'light' | 'alt' | 'dark') =>
  `section${tone === 'alt' ? ' section--alt' : tone === 'dark' ? ' section--dark' : ''}`;

/** True when `href` is the current page or one of its ancestors (for nav highlighting). */
export function isActive(href: string, path: string): boolean {
  if (href === '/') return path === '/';
  const clean = href.split(/[?#]/)[0];
  return path === clean || path.startsWith(`${clean}/`);
}
