/** Zod-free helpers shared with client islands. */

/** The public subset answered by GET /api/contact-details (seed 000 §7). */
export interface PublicContactDetails {
  facebook_url: string | null;
  twitter_url: string | null;
  whatsapp: string;
  company_name: string;
}

/** Seed 000 §9: the plus sign is removed from the number and the greeting is URL-encoded. */
export function chatLink(whatsapp: string, companyName: string): string {
  const number = whatsapp.replace(/[^0-9]/g, '');
  const greeting = `Hello ${companyName}, I would like to know more about your services.`;
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
}
