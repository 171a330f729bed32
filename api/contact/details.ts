import { SINGLE_KEY } from '../../contracts/documents';
import { contactDetailsInput, type ContactDetails, type ContactDetailsData } from '../../contracts/contact-details';
import type { DB } from '../db';
import { readStored } from '../documents/schema-versions';
import { getDocument } from '../documents/store';

/** The contact details are one document of the core, at this kind and key. */
export const CONTACT = { kind: 'contact' as const, key: SINGLE_KEY };

/**
 * The contact details the site shows: the published contact document, or
 * the site's defaults (site-config) until staff publish their own. Reads
 * are served from memory; every instance reloads when the change feed
 * names the contact details. `render` shows a page with other details, for
 * the editor's preview (handed in once the site exists).
 */
export function createLiveContactDetails(
  db: DB,
  defaults: ContactDetailsData,
  render: (details: ContactDetailsData, path: string) => string = () => '',
) {
  // The answer keeps the shape the one stored record had: id 1 and when it was last changed.
  const fromDefaults = (): ContactDetails => ({ id: 1, ...defaults, updatedAt: new Date(0).toISOString() });
  let current: ContactDetails | undefined;
  let problems: string[] = [];

  async function reload(): Promise<ContactDetails> {
    const row = await getDocument(db, CONTACT);
    const parsed = row?.published ? contactDetailsInput.safeParse(readStored('contact', row.published)) : undefined;
    // A published record this release refuses: the defaults show rather than broken details, and it says so.
    problems =
      parsed?.success === false
        ? parsed.error.issues.map((i) => `contact details: ${i.path.join('.')}: ${i.message}`)
        : [];
    current = parsed?.success && row ? { id: 1, ...parsed.data, updatedAt: row.updatedAt } : fromDefaults();
    return current;
  }

  return {
    /** What the site shows until staff publish their own details. */
    defaults,
    load: reload,
    reload,
    /** The details as last loaded (call load() once at start). */
    get(): ContactDetails {
      if (!current) throw new Error('contact details not loaded: call load() first');
      return current;
    },
    render,
    /** Why the published details are not shown, one line per field (empty while they are). */
    problems: () => problems,
  };
}

export type LiveContactDetails = ReturnType<typeof createLiveContactDetails>;
