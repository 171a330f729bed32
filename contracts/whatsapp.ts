import { KENYA_CODE, toE164 } from './phone';

/**
 * WhatsApp numbers in the international form that wa.me links need. Staff
 * type numbers the way they say them ("0711 000 456"), and a link to
 * wa.me/0711000456 opens no chat. The company is in Kenya, so a number
 * without a country code is read as Kenyan (+254); anything with a country
 * code is kept as it is; a trunk zero after +254 is dropped (contracts/phone.ts).
 * What cannot be read as a number is refused.
 */
/** `+254 711 000 456` for Kenyan numbers, `+<digits>` for others; null when it cannot be a WhatsApp number. */
export function normaliseWhatsapp(input: string): string | null {
  const e164 = toE164(input);
  if (!e164) return null;
  const digits = e164.slice(1);
  if (!digits.startsWith(KENYA_CODE)) return e164;
  const local = digits.slice(KENYA_CODE.length);
  // WhatsApp lives on the Kenyan mobile ranges (7xx, 1xx); a landline cannot take it.
  if (!/^[17]/.test(local)) return null;
  return `+${KENYA_CODE} ${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
}

/** The chat address a WhatsApp number gives (without the greeting). */
export const whatsappLink = (normalised: string) => `https://wa.me/${normalised.replace(/[^0-9]/g, '')}`;

export const WHATSAPP_RULE =
  'must be a mobile number WhatsApp can reach, like +254 711 000 456 (Kenyan numbers may start with 07 or 01)';
