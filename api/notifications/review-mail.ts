import type { Transaction } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import { z } from 'zod';
import { DOCUMENT_KINDS, factsOf } from '../../contracts/document-kinds';
import type { Database } from '../db/types';
import { headerText, oneLine } from './mail';
import { dbIso } from '../../platform/database-clock';

/**
 * The e-mails of review before publish, sent through the notification
 * outbox like an inquiry's: a draft submitted tells every admin, a draft
 * sent back or published tells the staff member who submitted it. Each row
 * is queued in the transaction of the step it tells about, so a step is
 * never lost to a crash before its e-mail, and carries its words (the step
 * as it was), since the page may change before the e-mail goes out.
 */
export const reviewMailPayload = z.object({
  event: z.enum(['submitted', 'sent-back', 'published']),
  kind: z.enum(DOCUMENT_KINDS),
  /** The page's address ('site' for a single document). */
  key: z.string(),
  /** The page's title as staff see it in the queue, or "Navigation". */
  title: z.string(),
  /** Who did the step: the editor who submitted, or the admin who sent back or published. */
  by: z.string(),
  comment: z.string().nullable(),
});
export type ReviewMailPayload = z.infer<typeof reviewMailPayload>;

/** How the outbox names a review e-mail: made while SMTP is set up; null when e-mail is off (nothing is queued). */
export type ReviewMailer = { messageId: () => string } | null;

type Recipient = { username: string; email: string };

/**
 * Who is told: every admin for a submission, the one who submitted for the
 * rest; only active accounts with an address that have not turned review
 * e-mails off, and never the person who did the step.
 */
async function recipientsOf(
  trx: Transaction<Database>,
  event: ReviewMailPayload['event'],
  o: { by: string; submittedBy: string },
): Promise<Recipient[]> {
  let q = trx
    .selectFrom('adminUsers')
    .select(['username', 'email'])
    .where('isActive', '=', 1)
    .where('reviewEmails', '=', 1)
    .where('email', 'is not', null);
  q = event === 'submitted' ? q.where('role', '=', 'admin') : q.where('username', '=', o.submittedBy);
  const rows = await q.orderBy('id').execute();
  return rows
    .filter((r): r is Recipient => !!r.email && r.username.toLowerCase() !== o.by.toLowerCase())
    .map((r) => ({ username: r.username, email: r.email }));
}

/** Queues the step's e-mails in its transaction; answers how many (the caller kicks the worker after commit). */
export async function queueReviewMail(
  trx: Transaction<Database>,
  mailer: ReviewMailer,
  payload: ReviewMailPayload & { submittedBy: string },
): Promise<number> {
  if (!mailer) return 0;
  const { submittedBy, ...words } = payload;
  const to = await recipientsOf(trx, payload.event, { by: payload.by, submittedBy });
  const at = dbIso();
  for (const r of to)
    await trx
      .insertInto('notificationOutbox')
      .values({
        kind: 'review',
        inquiryId: null,
        recipient: r.email,
        payload: JSON.stringify(words),
        messageId: mailer.messageId(),
        status: 'queued',
        attempts: 0,
        nextAttemptAt: at,
        createdAt: at,
      })
      .execute();
  return to.length;
}

/** The document as a line names it: "Home (/)", or a single document by its title ("Navigation"). */
const named = (p: ReviewMailPayload) => (factsOf(p.kind).single ? p.title : `${p.title} (${p.key})`);

/** Where the recipient acts: the queue for an admin, where staff edit the document for the one who submitted. */
export function reviewLink(siteUrl: string, p: ReviewMailPayload): string {
  if (p.event === 'submitted') return `${siteUrl}/admin/reviews`;
  return `${siteUrl}${factsOf(p.kind).editAt(p.key)}`;
}

const SUBJECTS: Record<ReviewMailPayload['event'], (p: ReviewMailPayload) => string> = {
  submitted: (p) => `For review: ${named(p)}, from ${p.by}`,
  'sent-back': (p) => `Sent back: ${named(p)}, by ${p.by}`,
  published: (p) => `Published: ${named(p)}, by ${p.by}`,
};

const LEADS: Record<ReviewMailPayload['event'], (p: ReviewMailPayload) => string> = {
  submitted: (p) => `${p.by} submitted ${named(p)} for review. It waits for an admin to publish it or send it back.`,
  'sent-back': (p) => `${p.by} sent your draft of ${named(p)} back to you. It is not live.`,
  published: (p) => `${p.by} published your draft of ${named(p)}: it is live on the website now.`,
};

const ACTIONS: Record<ReviewMailPayload['event'], string> = {
  submitted: 'Open the review queue',
  'sent-back': 'Open the draft',
  published: 'Open the page',
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A review e-mail: what (the page and its address, or the navigation), who,
 * the comment sent back, and the link to act on it. The recipient is one
 * address from their own account; staff words go only into the Subject, as
 * one line with nothing a mail client would decode.
 */
export function reviewMail(
  p: ReviewMailPayload,
  opts: { to: string; from: string; messageId: string; siteUrl: string },
): SendMailOptions {
  const link = reviewLink(opts.siteUrl, p);
  const lead = oneLine(LEADS[p.event](p));
  const text = [
    lead,
    ...(p.comment ? ['', 'Comment:', p.comment] : []),
    '',
    `${ACTIONS[p.event]}: ${link}`,
    '',
    'You get these e-mails because review before publish is on. Turn them off under "Your account" in the admin.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#1e293b">
<p>${escapeHtml(lead)}</p>
${p.comment ? `<p style="white-space:pre-wrap;border-left:4px solid #cbd5e1;padding-left:12px">${escapeHtml(p.comment)}</p>` : ''}
<p><a href="${escapeHtml(link)}">${ACTIONS[p.event]}</a></p>
<p style="color:#64748b;font-size:13px">You get these e-mails because review before publish is on. Turn them off under "Your account" in the admin.</p>
</body></html>`;
  return {
    from: opts.from,
    to: [opts.to],
    subject: headerText(SUBJECTS[p.event](p)),
    messageId: opts.messageId,
    text,
    html,
    // Tells mail servers and vacation responders that a program sent this, so none auto-replies to it.
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
