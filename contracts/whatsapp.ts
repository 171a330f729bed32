/**
 * WhatsApp numbers in the international form that wa.me links need. Staff
 * type numbers the way they say them ("0711 000 456"), and a link to
 * wa.me/0711000456 opens no chat. The company is in Kenya, so a number
 * without a country code is read as Kenyan (+254); anything with a country
 * code is kept as it is. What cannot be read as a number is refused.
 */
export const KENYA_CODE = '254';

/** `+254 711 000 456` for Kenyan numbers, `+<digits>` for others; null when it cannot be a WhatsApp number. */
export function normaliseWhatsapp(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, '');
  if (!/^\+?[0-9]+$/.test(compact)) return null;
  let digits: string;
  if (compact.startsWith('+')) digits = compact.slice(1);
  else if (compact.startsWith('00')) digits = compact.slice(2);
  else if (/^0[17][0-9]{8}$/.test(compact)) digits = KENYA_CODE + compact.slice(1);
  else if (/^[17][0-9]{8}$/.test(compact)) digits = KENYA_CODE + compact;
  else if (compact.startsWith(KENYA_CODE)) digits = compact;
  else return null;
  if (digits.startsWith(KENYA_CODE)) {
    const local = digits.slice(KENYA_CODE.length);
    // Kenyan numbers are nine digits after the country code; WhatsApp lives on the mobile ranges (7xx, 1xx).
    if (!/^[17][0-9]{8}$/.test(local)) return null;
    return `+${KENYA_CODE} ${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
  }
  // E.164: a country code and subscriber number of at most 15 digits; shorter than 8 is no real number.
  if (digits.length < 8 || digits.length > 15 || digits.startsWith('0')) return null;
  return `+${digits}`;
}

/** The chat address a WhatsApp number gives (without the greeting). */
export const whatsappLink = (normalised: string) => `https://wa.me/${normalised.replace(/[^0-9]/g, '')}`;

export const WHATSAPP_RULE =
  'must be a mobile number WhatsApp can reach, like +254 711 000 456 (Kenyan numbers may start with 07 or 01)';
