import type { ContactDetailsData } from '../../contracts/contact-details';

/**
 * Our site-wide data, added to the engine's SiteData: the stored contact
 * details (admin Settings; the site-config defaults until then), which the
 * header, footer, chat button and contact page read.
 */
declare module '../../engine/context' {
  interface SiteData {
    contact: ContactDetailsData;
  }
}
