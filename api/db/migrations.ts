import { sql, type Kysely, type Migration } from 'kysely';
import { installInquirySearch } from '../inquiries/search';
import { dialectOf } from './dialect';
import { autoId, isoNow } from './portable';

/**
 * Versioned migrations, applied in name order on every start. Never edit one
 * that has shipped: add the next number. They run on SQLite and PostgreSQL
 * alike; api/db/portable.ts spells the few definitions that differ (on SQLite
 * they produce exactly the SQL the first release ran).
 */
export const apiMigrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('admin_users')
        .addColumn('id', 'integer', autoId(db))
        .addColumn('username', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('email', 'varchar(255)', (c) => c.unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'varchar(50)', (c) => c.notNull().defaultTo('admin'))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('last_login', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(isoNow(db)))
        .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(isoNow(db)))
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('contact_details')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('company_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('company_tagline', 'varchar(255)')
        .addColumn('email', 'varchar(255)', (c) => c.notNull())
        .addColumn('phone', 'varchar(20)', (c) => c.notNull())
        .addColumn('whatsapp', 'varchar(20)', (c) => c.notNull())
        .addColumn('address_line1', 'varchar(255)', (c) => c.notNull())
        .addColumn('address_line2', 'varchar(255)')
        .addColumn('city', 'varchar(100)')
        .addColumn('state', 'varchar(100)')
        .addColumn('postal_code', 'varchar(20)')
        .addColumn('country', 'varchar(100)')
        .addColumn('facebook_url', 'varchar(255)')
        .addColumn('twitter_url', 'varchar(255)')
        .addColumn('instagram_url', 'varchar(255)')
        .addColumn('linkedin_url', 'varchar(255)')
        .addColumn('youtube_url', 'varchar(255)')
        .addColumn('website_url', 'varchar(255)')
        .addColumn('business_hours', 'varchar(255)')
        .addColumn('monday_friday', 'varchar(50)')
        .addColumn('saturday', 'varchar(50)')
        .addColumn('sunday', 'varchar(50)')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('contact_inquiries')
        .addColumn('id', 'integer', autoId(db))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(255)', (c) => c.notNull())
        .addColumn('phone', 'varchar(20)')
        .addColumn('company', 'varchar(255)')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('service_interest', 'varchar(100)')
        .addColumn('budget_range', 'varchar(50)')
        .addColumn('preferred_contact_method', 'varchar(50)')
        .addColumn('project_timeline', 'varchar(50)')
        .addColumn('handled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(isoNow(db)))
        .execute();
      await db.schema.createIndex('contact_inquiries_created').on('contact_inquiries').column('created_at').execute();
    },
  },
  '0050_content_version': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('content_version')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      await db
        .insertInto('content_version' as never)
        .values({ id: 1, version: 0 } as never)
        .execute();
    },
  },
  // Attempts counted by the rate limiters (sign-in, contact form): one row per attempt, in the
  // database rather than in memory so that every process serving the site shares the count.
  '0051_rate_limit_hits': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limit_hits')
        // An id only to give rows a stable order (backups page through tables by it).
        .addColumn('id', 'integer', autoId(db))
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        // Milliseconds since 1970: past what a 32-bit integer holds (PostgreSQL's integer is one).
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('rate_limit_hits_key')
        .on('rate_limit_hits')
        .columns(['scope', 'key', 'at'])
        .execute();
      await db.schema.createIndex('rate_limit_hits_at').on('rate_limit_hits').columns(['scope', 'at']).execute();
    },
  },
  /**
   * The inbox workflow: a status (new, read, replied, archived, spam)
   * replaces the handled flag; a handled inquiry had been dealt with, so it
   * becomes replied. The address key (a hash of the sender's network address)
   * and the spam reason serve the contact form's spam defences; full-text
   * search gets its index. From here on, timestamps are written by the code,
   * not by engine-specific column defaults.
   */
  '0002_inquiry_workflow': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('contact_inquiries')
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('new'))
        .execute();
      await db.schema.alterTable('contact_inquiries').addColumn('spam_reason', 'varchar(20)').execute();
      await db.schema.alterTable('contact_inquiries').addColumn('source_key', 'varchar(64)').execute();
      await sql`UPDATE contact_inquiries SET status = CASE WHEN handled = 0 THEN 'new' ELSE 'replied' END`.execute(db);
      await db.schema.alterTable('contact_inquiries').dropColumn('handled').execute();
      await db.schema
        .createIndex('contact_inquiries_status')
        .on('contact_inquiries')
        .columns(['status', 'id'])
        .execute();
      await db.schema
        .createIndex('contact_inquiries_email')
        .on('contact_inquiries')
        .expression(sql`lower(email)`)
        .execute();
      await db.schema
        .createIndex('contact_inquiries_source')
        .on('contact_inquiries')
        .columns(['source_key', 'created_at'])
        .execute();
      await installInquirySearch(db);
    },
  },
  /**
   * The notification outbox (one e-mail per inquiry, queued in the same
   * transaction that stores the inquiry, sent by a worker under a lease) and
   * a small key/value table for settings staff change in the admin.
   */
  '0003_notifications': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notification_outbox')
        .addColumn('id', 'integer', autoId(db))
        .addColumn('inquiry_id', 'integer', (c) =>
          c.notNull().unique().references('contact_inquiries.id').onDelete('cascade'),
        )
        .addColumn('message_id', 'varchar(255)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('lease_owner', 'varchar(64)')
        .addColumn('lease_until', 'varchar(30)')
        .addColumn('last_error', 'text')
        .addColumn('last_attempt_at', 'varchar(30)')
        .addColumn('smtp_response', 'text')
        .addColumn('sent_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('notification_outbox_due')
        .on('notification_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
      // The dashboard's "last sent" reads the end of this index instead of every sent row.
      await db.schema
        .createIndex('notification_outbox_sent')
        .on('notification_outbox')
        .columns(['status', 'sent_at'])
        .execute();
      await db.schema
        .createTable('app_settings')
        .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
    },
  },
  /**
   * Pages edited in the admin (api/pages): the override or admin page per
   * path, every published revision, and the audit of publishes, restores and
   * deletes. Documents are JSON text, which both engines store alike.
   */
  '0004_page_edits': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('page_edits')
        .addColumn('path', 'varchar(300)', (c) => c.primaryKey())
        .addColumn('source', 'varchar(10)', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('draft', 'text')
        .addColumn('draft_issues', 'text')
        .addColumn('published', 'text')
        .addColumn('file_at_edit', 'text')
        .addColumn('file_hash', 'varchar(64)')
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_by', 'varchar(100)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('page_revisions')
        .addColumn('id', 'integer', autoId(db))
        .addColumn('path', 'varchar(300)', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('published_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('published_by', 'varchar(100)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('page_revisions_path_version')
        .on('page_revisions')
        .columns(['path', 'version'])
        .unique()
        .execute();
      await db.schema.createIndex('page_revisions_path_id').on('page_revisions').columns(['path', 'id']).execute();
      await db.schema
        .createTable('page_audit')
        .addColumn('id', 'integer', autoId(db))
        .addColumn('path', 'varchar(300)', (c) => c.notNull())
        .addColumn('action', 'varchar(10)', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('at', 'varchar(30)', (c) => c.notNull())
        .addColumn('actor', 'varchar(100)', (c) => c.notNull())
        .addColumn('detail', 'varchar(200)')
        .execute();
      await db.schema.createIndex('page_audit_path_id').on('page_audit').columns(['path', 'id']).execute();
    },
  },
  // Numbered after the media store's (0100…0110): migrations apply in name order.
  '0200_redirects_and_trash': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('redirects')
        .addColumn('from_path', 'varchar(300)', (c) => c.primaryKey())
        .addColumn('to_path', 'varchar(300)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('created_by', 'varchar(100)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('page_trash')
        .addColumn('path', 'varchar(300)', (c) => c.primaryKey())
        .addColumn('title', 'varchar(300)', (c) => c.notNull())
        .addColumn('edit', 'text', (c) => c.notNull())
        .addColumn('revisions', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('deleted_by', 'varchar(100)', (c) => c.notNull())
        .execute();
    },
  },
  '0201_page_schedule': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('page_schedule')
        .addColumn('path', 'varchar(300)', (c) => c.primaryKey())
        .addColumn('at', 'varchar(30)', (c) => c.notNull())
        .addColumn('scheduled_by', 'varchar(100)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('failed', 'varchar(500)')
        .execute();
    },
  },
  '0205_site_navigation': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('site_navigation')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('draft', 'text')
        .addColumn('draft_issues', 'text')
        .addColumn('published', 'text')
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_by', 'varchar(100)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('site_navigation_revisions')
        .addColumn('id', 'integer', autoId(db))
        .addColumn('version', 'integer', (c) => c.notNull().unique())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('published_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('published_by', 'varchar(100)', (c) => c.notNull())
        .execute();
    },
  },
  /**
   * The site's time zone, a setting admins change in Settings (api/settings):
   * stored in app_settings like the other settings, seeded with the zone the
   * site used before it could be changed.
   */
  '0210_site_time_zone': {
    async up(db: Kysely<unknown>) {
      await db
        .insertInto('app_settings' as never)
        .values({
          key: 'site.timeZone',
          value: JSON.stringify('Africa/Nairobi'),
          updated_at: new Date().toISOString(),
        } as never)
        .execute();
    },
  },
  /**
   * The spool's receipt id (api/contact/spool.ts): a message kept on disk
   * while the database was down carries it into the inbox, and the unique
   * index makes a second drain of the same file (after a crash between the
   * insert and the file's removal, or by a second instance) a no-op.
   */
  '0230_contact_receipt_id': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('contact_inquiries').addColumn('receipt_id', 'varchar(40)').execute();
      await db.schema
        .createIndex('contact_inquiries_receipt')
        .unique()
        .on('contact_inquiries')
        .column('receipt_id')
        .execute();
    },
  },
  // Where each durable reader of the change feed (platform/feed-consumer.ts) is, and which instance holds it.
  '0310_feed_consumers': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('feed_consumers')
        .addColumn('name', 'varchar(60)', (c) => c.primaryKey())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('lease_owner', 'varchar(100)')
        .addColumn('lease_until', 'varchar(30)')
        .addColumn('last_error', 'text')
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
    },
  },
  /**
   * Review e-mails go through the notification outbox too: a row is of a
   * kind ('inquiry', or 'review' with no inquiry), and a review row carries
   * its one recipient and what the message says (JSON), written in the
   * transaction of the review step. Each staff member may turn review
   * e-mails off for themselves (on by default). SQLite cannot drop a NOT NULL,
   * so there the outbox is copied into a new table, ids and all.
   */
  '0345_review_mail': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('admin_users')
        .addColumn('review_emails', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      if (dialectOf(db) === 'postgres') {
        await sql`ALTER TABLE notification_outbox ALTER COLUMN inquiry_id DROP NOT NULL`.execute(db);
        await db.schema
          .alterTable('notification_outbox')
          .addColumn('kind', 'varchar(20)', (c) => c.notNull().defaultTo('inquiry'))
          .execute();
        await db.schema.alterTable('notification_outbox').addColumn('recipient', 'varchar(255)').execute();
        await db.schema.alterTable('notification_outbox').addColumn('payload', 'text').execute();
        return;
      }
      await db.schema
        .createTable('notification_outbox_new')
        .addColumn('id', 'integer', autoId(db))
        .addColumn('inquiry_id', 'integer', (c) => c.unique().references('contact_inquiries.id').onDelete('cascade'))
        .addColumn('message_id', 'varchar(255)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('lease_owner', 'varchar(64)')
        .addColumn('lease_until', 'varchar(30)')
        .addColumn('last_error', 'text')
        .addColumn('last_attempt_at', 'varchar(30)')
        .addColumn('smtp_response', 'text')
        .addColumn('sent_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('kind', 'varchar(20)', (c) => c.notNull().defaultTo('inquiry'))
        .addColumn('recipient', 'varchar(255)')
        .addColumn('payload', 'text')
        .execute();
      const columns = sql.raw(
        'id, inquiry_id, message_id, status, attempts, next_attempt_at, lease_owner, lease_until, last_error, last_attempt_at, smtp_response, sent_at, created_at',
      );
      await sql`INSERT INTO notification_outbox_new (${columns}) SELECT ${columns} FROM notification_outbox`.execute(
        db,
      );
      await db.schema.dropTable('notification_outbox').execute();
      await db.schema.alterTable('notification_outbox_new').renameTo('notification_outbox').execute();
      await db.schema
        .createIndex('notification_outbox_due')
        .on('notification_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('notification_outbox_sent')
        .on('notification_outbox')
        .columns(['status', 'sent_at'])
        .execute();
    },
  },
};
