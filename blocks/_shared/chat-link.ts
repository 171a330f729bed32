/** The WhatsApp chat link: the number with its plus sign and spaces removed, and a URL-encoded greeting naming the company. */
export function chatLink(whatsapp: string, companyName: string): string {
  const number = whatsapp.replace(/[^0-9]/g, '');
  const greeting = `Hello ${companyName}, I would like to know more about your services.`;
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
}
