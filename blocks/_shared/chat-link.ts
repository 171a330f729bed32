import { normaliseWhatsapp } from '../../contracts/whatsapp';

/**
 * The WhatsApp chat link: the number in international form, digits only, and
 * a URL-encoded greeting naming the company. A number saved before settings
 * normalised them (0711 …) is read the same way here.
 */
export function chatLink(whatsapp: string, companyName: string): string {
  const number = (normaliseWhatsapp(whatsapp) ?? whatsapp).replace(/[^0-9]/g, '');
  const greeting = `Hello ${companyName}, I would like to know more about your services.`;
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
}
