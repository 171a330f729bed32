import { telHref } from '../../contracts/phone';
import { chatLink } from '../_shared/chat-link';
import { useSite } from '../../engine/context';
import type { SiteFooterProps } from './schema';

function LinkColumn({ id, title, links }: { id: string; title: string; links: SiteFooterProps['serviceLinks'] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="site-footer__title">
        {title}
      </h2>
      <ul className="site-footer__links">
        {links.map((l) => (
          <li key={l.href + l.label}>
            <a href={l.href}>{l.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Footer: address, phone and e-mail (the last two as tel: and mailto: links); social links only when stored. */
export function SiteFooter({ blurb, serviceLinks, companyLinks, copyrightYear }: SiteFooterProps) {
  const { contact } = useSite();
  const socials = [
    contact.facebookUrl && { label: 'Facebook', href: contact.facebookUrl },
    contact.whatsapp && { label: 'WhatsApp', href: chatLink(contact.whatsapp, contact.companyName) },
    contact.twitterUrl && { label: 'Twitter', href: contact.twitterUrl },
  ].filter((s): s is { label: string; href: string } => !!s);
  const address = [
    contact.addressLine1,
    contact.addressLine2,
    [contact.city, contact.postalCode].filter(Boolean).join(' '),
    contact.country,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__brand">
            {contact.companyName}
          </h2>
          <p>{blurb}</p>
          {socials.length > 0 && (
            <ul className="site-footer__socials" aria-label="Social links">
              {socials.map((s) => (
                <li key={s.label}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <LinkColumn id="footer-services" title="Services" links={serviceLinks} />
        <LinkColumn id="footer-company" title="Company" links={companyLinks} />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            Contact
          </h2>
          <address className="site-footer__contact">
            <span>{address}</span>
            <span>
              Phone: <a href={telHref(contact.phone)}>{contact.phone}</a>
            </span>
            <span>
              Email: <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </span>
          </address>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          © {copyrightYear} {contact.companyName}. All rights reserved.
        </div>
      </div>
    </footer>
  );
}
