import type { ColumnType, Generated } from 'kysely';
import type { Inquiry, InquiryStatus, SpamReason } from '../../contracts/inquiries';

/**
 * contact_inquiries: the Inquiry contract's stored fields, plus the
 * pseudonymous key of the sender's network address that the per-address
 * limit counts (never shown). The notification state lives in
 * notification_outbox.
 */
export type ContactInquiriesTable = Omit<Inquiry, 'id' | 'status' | 'spamReason' | 'notification' | 'createdAt'> & {
  id: Generated<number>;
  status: ColumnType<InquiryStatus, InquiryStatus | undefined, InquiryStatus>;
  spamReason: SpamReason | null;
  sourceKey: string | null;
  /** Set on a message that waited in the contact spool: its id there (api/contact/spool.ts). */
  receiptId: ColumnType<string | null, string | null | undefined, never>;
  createdAt: ColumnType<string, string | undefined, never>;
};
