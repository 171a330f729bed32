import type { ColumnType, Generated } from 'kysely';

/**
 * notification_outbox: one e-mail to staff per inquiry (kind 'inquiry'),
 * queued in the transaction that stores its inquiry and deleted with it; and
 * one per recipient of a review step (kind 'review': a draft submitted, sent
 * back or published), queued in that step's transaction, its words in
 * `payload`. While queued,
 * a worker may hold it under a lease (owner and until); `status` becomes
 * sent once the SMTP server accepted it. Times are ISO strings (UTC), which
 * sort as they read on both engines.
 */
export interface NotificationOutboxTable {
  id: Generated<number>;
  /** The inquiry told about; null for a review e-mail. */
  inquiryId: number | null;
  kind: ColumnType<'inquiry' | 'review', 'inquiry' | 'review' | undefined, never>;
  /** A review e-mail's one address (an inquiry's go to the recipients of the moment). */
  recipient: string | null;
  /** A review e-mail's content (JSON, api/notifications/review-mail.ts ReviewMailPayload). */
  payload: string | null;
  /** The Message-ID every attempt uses, so a resend after a crash is the same message to mail clients. */
  messageId: string;
  status: 'queued' | 'sent';
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: string;
  leaseOwner: string | null;
  leaseUntil: string | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  smtpResponse: string | null;
  sentAt: string | null;
  createdAt: string;
}

/** app_settings: small values staff change in the admin, each a JSON text under its key. */
export interface AppSettingsTable {
  key: string;
  value: string;
  updatedAt: string;
}
