import type { ContactDetailsData } from '../../contracts/contact-details';
import type { ContactMessageField } from '../../contracts/contact-message-options';

/**
 * Our site-wide data, added to the engine's SiteData: the stored contact
 * details (admin Settings; the site-config defaults until then), which the
 * header, footer, chat button and contact page read.
 */
declare module '../../engine/context' {
  interface SiteData {
    contact: ContactDetailsData;
    /** The contact form as it was posted without script, drawn again with each problem at its field. */
    contactForm?: {
      values: Partial<Record<ContactMessageField, string>>;
      errors: Partial<Record<ContactMessageField, string>>;
      notice?: string;
    };
  }
}
