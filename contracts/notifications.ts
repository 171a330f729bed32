import { z } from 'zod';

/**
 * E-mail notifications of new inquiries, shared by the API
 * (api/notifications) and the admin screens (Settings, the dashboard).
 */

/** Staff may name at most this many recipients in Settings. */
export const MAX_RECIPIENTS = 20;

const address = z
  .string('must be text')
  .trim()
  .max(255, 'must be at most 255 characters')
  .pipe(z.email('must be an e-mail address'));

/**
 * Recipients chosen in admin Settings. An empty list means "use NOTIFY_TO",
 * the addresses the server was started with.
 */
export const recipientsInput = z.strictObject({
  recipients: z
    .array(address, 'must be a list of e-mail addresses')
    .max(MAX_RECIPIENTS, `may hold at most ${MAX_RECIPIENTS} addresses`)
    .transform((list) => [...new Set(list.map((a) => a.toLowerCase()))]),
});
export type RecipientsInput = z.input<typeof recipientsInput>;

/** Send test e-mail: to the given address, or to the current recipients. */
export const testMailInput = z.strictObject({ to: address.optional() });

export interface NotificationSettings {
  /** Set in Settings; empty when the server's NOTIFY_TO applies. */
  recipients: string[];
  /** NOTIFY_TO. */
  defaultRecipients: string[];
  /** Who receives the next notification. */
  effectiveRecipients: string[];
  smtp: { configured: boolean /** host:port and protocol, never the password. */; server: string | null; from: string };
}

/**
 * ok: mail goes out; off: SMTP_URL is not set; no-recipients: nobody to send
 * to; failing: messages are waiting because the last attempts failed.
 */
export type MailState = 'ok' | 'off' | 'no-recipients' | 'failing';

export interface MailStatus {
  state: MailState;
  /** Notifications not yet sent. */
  queued: number;
  /** Of those, how many failed at least once. */
  failing: number;
  lastError: string | null;
  lastFailureAt: string | null;
  lastSentAt: string | null;
}

export interface TestMailResult {
  ok: boolean;
  to: string[];
  /** The SMTP server's answer (or the connection error). */
  response: string;
}
