/**
 * What counts as text at the API's edge: any Unicode but the C0 control
 * characters, tab, line feed and carriage return aside. No form field needs
 * them, a mail header or CSV cell is safer without them, and PostgreSQL
 * cannot store U+0000 at all, so the same rule on both engines keeps a
 * SQLite site's data restorable into PostgreSQL.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** The first control character in `text` as "U+0000", or null when there is none. */
export function controlCharacterIn(text: string): string | null {
  const m = CONTROL_CHARACTER.exec(text);
  return m ? `U+${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : null;
}

/** The sentence a refusal gives, for a form field or an API client. */
export const controlCharacterMessage = (code: string) =>
  `contains the control character ${code}, which text may not hold; remove it (tabs and line breaks are fine)`;
