import { sql, type Kysely, type Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations see an untyped database
type Raw = Kysely<any>;

/** The stored record's columns and the document's fields, in the contract's order. */
const FIELDS: [column: string, field: string][] = [
  ['company_name', 'companyName'],
  ['company_tagline', 'companyTagline'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['whatsapp', 'whatsapp'],
  ['address_line1', 'addressLine1'],
  ['address_line2', 'addressLine2'],
  ['city', 'city'],
  ['state', 'state'],
  ['postal_code', 'postalCode'],
  ['country', 'country'],
  ['facebook_url', 'facebookUrl'],
  ['twitter_url', 'twitterUrl'],
  ['instagram_url', 'instagramUrl'],
  ['linkedin_url', 'linkedinUrl'],
  ['youtube_url', 'youtubeUrl'],
  ['website_url', 'websiteUrl'],
  ['business_hours', 'businessHours'],
  ['monday_friday', 'mondayFriday'],
  ['saturday', 'saturday'],
  ['sunday', 'sunday'],
];

/** Who the moved record's first version names: the old table did not keep who saved it. */
export const MIGRATED_BY = 'before versions';

/**
 * The contact details leave their own table (contact_details, one row, no
 * history) for the document core: the stored record becomes the published
 * contact document at version 1, with its revision, as of when it was last
 * saved. A database that never stored one gets no document (the site shows
 * the defaults). The table goes, so nothing reads a second copy.
 */
export const contactDetailsMigrations: Record<string, Migration> = {
  '0350_contact_details_document': {
    async up(db: Kysely<unknown>) {
      const raw = db as Raw;
      const row = await raw.selectFrom('contact_details').selectAll().where('id', '=', 1).executeTakeFirst();
      if (row) {
        const document = JSON.stringify(
          Object.fromEntries(FIELDS.map(([column, field]) => [field, row[column] ?? null])),
        );
        const at = String(row.updated_at);
        const { id } = await raw
          .insertInto('documents')
          .values({
            kind: 'contact',
            key: 'site',
            source: null,
            version: 1,
            draft: null,
            draft_issues: null,
            published: document,
            updated_at: at,
            updated_by: MIGRATED_BY,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await raw
          .insertInto('document_revisions')
          .values({ document_id: id, version: 1, document, published_at: at, published_by: MIGRATED_BY })
          .execute();
      }
      await sql`DROP TABLE contact_details`.execute(raw);
    },
  },
};
