import { normaliseWhatsapp, whatsappLink } from '../../../contracts/whatsapp';

/**
 * Under the WhatsApp field: the chat link the site's buttons will open, as
 * the number is typed, so staff see "0711 000 456" become +254 before saving.
 * "Saved as" only once the number shown is the stored one.
 */
export function WhatsappHint({ value, stored }: { value: string; stored: string }) {
  const normalised = value.trim() ? normaliseWhatsapp(value) : null;
  if (!value.trim()) return <>The chat button opens a WhatsApp chat with this number.</>;
  if (!normalised)
    return <>Not a number WhatsApp can reach yet: type it with its country code, like +254 711 000 456.</>;
  const link = <span className="contact-settings__link">{whatsappLink(normalised)}</span>;
  if (value.trim() === stored.trim())
    return (
      <>
        Saved as {normalised}. The chat button opens {link}
      </>
    );
  return (
    <>
      Will be saved as {normalised}. The chat button will open {link}
    </>
  );
}
