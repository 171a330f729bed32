/**
 * Phone numbers as people write them, read into the one form links need:
 * E.164, a plus, the country code and the subscriber number, no spaces
 * (`+254722111222`). Visitors and staff write the same number many ways:
 * "0722 111 222" (the national form with its trunk zero), "254722111222",
 * and, common in signatures, "+254 (0) 722 111 222", where the trunk zero is
 * kept after the country code although nobody dials it from abroad. A link
 * built from the digits as typed dials +2540722111222, which does not exist.
 *
 * The company is in Kenya, so a number without a country code is read as
 * Kenyan. Kenyan numbers are nine digits after +254 (mobiles 7xx and 1xx,
 * landlines such as 20 for Nairobi), so a zero after +254 is always the
 * trunk prefix. Other countries keep their digits, except an explicit "(0)",
 * which means the same everywhere it is written.
 */
export const KENYA_CODE = '254';

/** What may separate the digits of a phone number: spaces, dashes, dots, slashes and brackets. */
const SEPARATORS = /[\s().\-/]/g;

/** `+254722111222` for any way of writing that number; null when the text cannot be one phone number. */
export function toE164(input: string): string | null {
  const compact = input.trim().replace(/\(0\)/g, '').replace(SEPARATORS, '');
  if (!/^\+?[0-9]+$/.test(compact)) return null;
  let digits: string;
  if (compact.startsWith('+')) digits = compact.slice(1);
  else if (compact.startsWith('00')) digits = compact.slice(2);
  else if (compact.startsWith('0')) digits = KENYA_CODE + compact.slice(1);
  else if (compact.startsWith(KENYA_CODE)) digits = compact;
  else if (/^[17][0-9]{8}$/.test(compact)) digits = KENYA_CODE + compact;
  else return null;
  if (digits.startsWith(KENYA_CODE)) {
    let local = digits.slice(KENYA_CODE.length);
    if (local.startsWith('0')) local = local.slice(1);
    return /^[1-9][0-9]{8}$/.test(local) ? `+${KENYA_CODE}${local}` : null;
  }
  // E.164 allows at most 15 digits; fewer than 8 is no real number, and no country code starts with 0.
  if (digits.length < 8 || digits.length > 15 || digits.startsWith('0')) return null;
  return `+${digits}`;
}

/**
 * The `tel:` link for a number. When the text cannot be read as one number
 * (an extension, two numbers), the phone still gets what was typed, digits
 * and plus only, since a call that reaches the switchboard beats no link.
 */
export function telHref(input: string): string {
  return `tel:${toE164(input) ?? input.replace(/[^0-9+]/g, '')}`;
}

/** Fewer digits than this match too many numbers to be a phone search (a year, a house number). */
const MIN_SEARCH_DIGITS = 3;

/**
 * The run of digits an inbox search for a phone number looks for, or null
 * when the search is not a phone number (it has letters, or too few digits).
 * Spacing is dropped, and so is a leading international prefix (00, +254)
 * and trunk zero: "0722 111", "+254 (0) 722 111" and "254722111" all look
 * for 722111, which is in every way of storing that number. The result is
 * digits only, safe inside a LIKE pattern.
 */
export function phoneSearchRun(query: string): string | null {
  const compact = query.trim().replace(/\(0\)/g, '').replace(SEPARATORS, '');
  if (!/^\+?[0-9]+$/.test(compact)) return null;
  const typed = compact.replace('+', '');
  if (typed.length < MIN_SEARCH_DIGITS) return null;
  let run = typed.startsWith('00') ? typed.slice(2) : typed;
  if (run.startsWith(KENYA_CODE)) run = run.slice(KENYA_CODE.length);
  if (run.startsWith('0')) run = run.slice(1);
  // "254" alone, or "2540": the country code itself is what was meant.
  return run.length >= MIN_SEARCH_DIGITS ? run : typed;
}
