import type { Selectable } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import { SERVICE_INTEREST_OPTIONS } from '../../contracts/contact-message-options';
import { DEFAULT_SITE_TIME_ZONE, wallTimeIn, zonePlace } from '../../contracts/site-time';
import type { ContactInquiriesTable } from '../inquiries/table';

type InquiryRow = Selectable<ContactInquiriesTable>;

/**
 * Control characters (CR and LF above all) become a space. Validation
 * already refuses line breaks in every field that reaches a header; this
 * keeps a header one line even for rows stored before that rule.
 */
export const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const serviceLabel = (value: string | null) =>
  value ? (SERVICE_INTEREST_OPTIONS.find((o) => o.value === value)?.label ?? value) : null;

/** The time on the site's clock (its time zone from Settings), as staff read it: "2024-09-02 10:30 (Nairobi time)". */
export function localTime(iso: string, zone: string = DEFAULT_SITE_TIME_ZONE): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const wall = wallTimeIn(zone, d);
  return `${wall.date} ${wall.time} (${zonePlace(zone)} time)`;
}

/**
 * A visitor's text for a header: one line, and no MIME encoded-word in it. A name such as
 * `=?UTF-8?B?DQpCY2M6IOKApg==?=` is plain ASCII, so it went into the Subject as it was, and mail clients
 * decoded it and showed "CR LF Bcc: …" as if it were part of the header. Breaking the `=?` opener keeps
 * the characters readable and leaves nothing for a client to decode.
 */
export const headerText = (s: string) => oneLine(s).replace(/=\?/g, '= ?');

/** The subject: who wrote, and which service they asked about. */
export function inquirySubject(row: Pick<InquiryRow, 'name' | 'serviceInterest'>): string {
  const service = serviceLabel(row.serviceInterest);
  return `New inquiry from ${headerText(row.name)}${service ? `: ${headerText(service)}` : ''}`;
}

/** The link staff follow to the inquiry in the admin. */
export const inquiryLink = (siteUrl: string, id: number) => `${siteUrl}/admin/inquiries?id=${id}`;

/** A plain address for Reply-To, or null when the stored text is not one (then the mail has no Reply-To at all). */
function replyAddress(email: string): string | null {
  const a = email.trim();
  return /^[^\s@,;<>()"\\]+@[^\s@,;<>()"\\]+$/.test(a) ? a : null;
}

/**
 * The e-mail staff get for an inquiry: every field in plain text and simple
 * HTML, Reply-To the visitor (so "Reply" answers them), a link to the inquiry
 * in the admin, and the stable Message-ID of its outbox row. Recipients are
 * exactly `to`: no field of the visitor's reaches an address header except
 * Reply-To, which nodemailer encodes as one address.
 */
export function inquiryMail(
  row: InquiryRow,
  opts: { to: string[]; from: string; messageId: string; siteUrl: string; timeZone?: string },
): SendMailOptions {
  const link = inquiryLink(opts.siteUrl, row.id);
  const fields: [string, string | null][] = [
    ['Name', row.name],
    ['E-mail', row.email],
    ['Phone', row.phone],
    ['Company', row.company],
    ['Service interest', serviceLabel(row.serviceInterest)],
    ['Budget', row.budgetRange],
    ['Preferred contact', row.preferredContactMethod],
    ['Timeline', row.projectTimeline],
    ['Received', localTime(row.createdAt, opts.timeZone)],
  ];
  const shown = fields.filter((f): f is [string, string] => !!f[1]).map(([k, v]) => [k, oneLine(v)] as const);
  const text = [
    `${oneLine(row.name)} sent a message from the website's contact form.`,
    '',
    ...shown.map(([k, v]) => `${k}: ${v}`),
    '',
    'Message:',
    row.message,
    '',
    `Open it in the admin: ${link}`,
    'Reply to this e-mail to answer the sender directly.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#1e293b">
<p><strong>${escapeHtml(oneLine(row.name))}</strong> sent a message from the website's contact form.</p>
<table cellpadding="4" style="border-collapse:collapse">
${shown.map(([k, v]) => `<tr><th align="left" style="color:#475569;padding-right:12px">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
<p style="white-space:pre-wrap;border-left:4px solid #cbd5e1;padding-left:12px">${escapeHtml(row.message)}</p>
<p><a href="${escapeHtml(link)}">Open this inquiry in the admin</a>. Reply to this e-mail to answer the sender directly.</p>
</body></html>`;
  const reply = replyAddress(row.email);
  return {
    from: opts.from,
    to: opts.to,
    ...(reply ? { replyTo: { name: oneLine(row.name), address: reply } } : {}),
    subject: inquirySubject(row),
    messageId: opts.messageId,
    text,
    html,
    // Tells mail servers and vacation responders that a program sent this, so none auto-replies to it.
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Inquiry-Id': String(row.id) },
  };
}

/** The message "Send test e-mail" sends from Settings. */
export function testMail(opts: { to: string[]; from: string; siteUrl: string }): SendMailOptions {
  const host = new URL(opts.siteUrl).host;
  return {
    from: opts.from,
    to: opts.to,
    subject: `Test e-mail from the ${host} admin`,
    text: `This is a test of the inquiry notifications of ${opts.siteUrl}.\n\nIf you can read it, these addresses will be e-mailed whenever a visitor sends the contact form.`,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
