import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Transporter } from 'nodemailer';
import type { MailStatus, NotificationSettings, TestMailResult } from '../../contracts/notifications';
import type { AppConfig } from '../config';
import type { DB } from '../db';
import { siteTimeZone } from '../settings/store';
import { defaultFrom, describeSmtp, senderDomain, type MailConfig } from './config';
import { inquiryMail, testMail } from './mail';
import type { OutboxRow } from './lease';
import { outboxCounts } from './outbox';
import { reviewMail, reviewMailPayload, type ReviewMailer } from './review-mail';
import { recipientOverride, saveRecipientOverride } from './settings';
import { createOutboxWorker, describeError, type OutboxWorkerOptions } from './worker';

export interface NotificationsOptions
  extends Pick<OutboxWorkerOptions, 'now' | 'intervalMs' | 'leaseMs' | 'owner' | 'log'> {
  db: DB;
  config: Pick<AppConfig, 'siteUrl' | 'mail'>;
}

export const NO_RECIPIENTS = 'Nobody to notify: set NOTIFY_TO, or add recipients in admin Settings';

/**
 * Inquiry notifications: the SMTP transport, the outbox worker and what the
 * admin reads about them. Built once by the composition root, which starts
 * the worker and stops it on close.
 */
export function createNotifications(opts: NotificationsOptions) {
  const { db } = opts;
  const { siteUrl } = opts.config;
  const mail: MailConfig = opts.config.mail ?? { smtpUrl: null, notifyTo: [], from: defaultFrom(siteUrl) };
  // A connection per message (no pool): notifications are rare, and a pool's idle sockets would outlive a stopped app.
  // The timeouts keep one attempt well inside the worker's lease.
  const transport: Transporter | null = mail.smtpUrl
    ? (createRequire(import.meta.url)('nodemailer') as typeof import('nodemailer')).createTransport({
        url: mail.smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      })
    : null;
  const domain = senderDomain(mail.from);

  async function recipients(): Promise<string[]> {
    const override = await recipientOverride(db);
    return override.length ? override : mail.notifyTo;
  }

  /** A review e-mail: its one recipient and its words were fixed when the step was taken. */
  async function deliverReview(t: Transporter, row: OutboxRow): Promise<string> {
    const payload = reviewMailPayload.safeParse(JSON.parse(row.payload ?? 'null'));
    if (!payload.success || !row.recipient) throw new Error(`Review e-mail ${row.id} has no recipient or content`);
    const info = await t.sendMail(
      reviewMail(payload.data, { to: row.recipient, from: mail.from, messageId: row.messageId, siteUrl }),
    );
    return String(info.response ?? '');
  }

  const worker = createOutboxWorker({
    ...opts,
    db,
    async deliver(row) {
      if (!transport) throw new Error('E-mail is not configured: SMTP_URL is not set');
      if (row.kind === 'review') return deliverReview(transport, row);
      if (row.inquiryId === null) throw new Error(`Outbox row ${row.id} names no inquiry`);
      const inquiry = await db
        .selectFrom('contactInquiries')
        .selectAll()
        .where('id', '=', row.inquiryId)
        .executeTakeFirst();
      // The outbox row goes with its inquiry (ON DELETE CASCADE); this is only a deleted-meanwhile race.
      if (!inquiry) throw new Error(`Inquiry ${row.inquiryId} no longer exists`);
      const to = await recipients();
      if (!to.length) throw new Error(NO_RECIPIENTS);
      const info = await transport.sendMail(
        // Times in the zone set in Settings when the mail goes out.
        inquiryMail(inquiry, {
          to,
          from: mail.from,
          messageId: row.messageId,
          siteUrl,
          timeZone: await siteTimeZone(db),
        }),
      );
      return String(info.response ?? '');
    },
  });

  return {
    /** Whether notifications are queued at all (SMTP_URL is set). */
    enabled: transport !== null,
    /** A Message-ID for an inquiry's notification, made once when it is queued. */
    messageId: (inquiryId: number) => `<inquiry-${inquiryId}.${randomBytes(6).toString('hex')}@${domain}>`,
    /** What a review step queues its e-mails with: null while e-mail is off, so nothing piles up unsent. */
    reviewMailer: (transport
      ? { messageId: () => `<review-${randomBytes(9).toString('hex')}@${domain}>` }
      : null) satisfies ReviewMailer,
    worker,
    /** Starts the worker when mail is configured; a no-op otherwise. */
    start() {
      if (transport) worker.start();
    },
    stop: () => worker.stop(),
    kick: () => worker.kick(),
    recipients,

    async status(): Promise<MailStatus> {
      const counts = await outboxCounts(db);
      const state = !transport
        ? 'off'
        : !(await recipients()).length
          ? 'no-recipients'
          : counts.failing > 0
            ? 'failing'
            : 'ok';
      return { state, ...counts };
    },

    async settings(): Promise<NotificationSettings> {
      const override = await recipientOverride(db);
      return {
        recipients: override,
        defaultRecipients: mail.notifyTo,
        effectiveRecipients: override.length ? override : mail.notifyTo,
        smtp: { configured: transport !== null, server: describeSmtp(mail.smtpUrl), from: mail.from },
      };
    },

    async saveRecipients(list: string[]): Promise<NotificationSettings> {
      await saveRecipientOverride(db, list);
      // Messages waiting for "nobody to notify" can go now.
      worker.kick();
      return this.settings();
    },

    /** Sends a test message and reports the SMTP server's answer, success or not. */
    async sendTest(to: string[]): Promise<TestMailResult> {
      if (!transport) throw new Error('E-mail is not configured: SMTP_URL is not set');
      try {
        const info = await transport.sendMail(testMail({ to, from: mail.from, siteUrl }));
        return { ok: true, to, response: String(info.response ?? '') };
      } catch (err) {
        return { ok: false, to, response: describeError(err) };
      }
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
