import {
  INQUIRY_STATUSES,
  SPAM_REASONS,
  STATUS_LABELS,
  type Inquiry,
  type InquiryStatus,
} from '../../../contracts/inquiries';
import { SERVICE_INTEREST_OPTIONS } from '../../../contracts/contact-message';
import { telHref } from '../../../contracts/phone';
import { normaliseWhatsapp, whatsappLink } from '../../../contracts/whatsapp';
import { useSiteTime } from '../../data/use-site-time';

export const interestLabel = (v: string | null) =>
  v ? (SERVICE_INTEREST_OPTIONS.find((o) => o.value === v)?.label ?? v) : null;

/** A mailto: link that opens the mail client with the answer's subject filled in. */
export function replyHref(i: Inquiry, company: string | undefined): string {
  const about = interestLabel(i.serviceInterest);
  const subject = `Re: Your inquiry${about ? ` about ${about}` : ''}${company ? ` to ${company}` : ''}`;
  return `mailto:${encodeURIComponent(i.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}

/**
 * Replies where the visitor is: many visitors here give a phone number and
 * expect WhatsApp or a call rather than e-mail. WhatsApp needs a number it
 * can reach (read as Kenyan without a country code, as Settings does).
 */
export function phoneReplies(i: Inquiry, company: string | undefined): { whatsapp?: string; call?: string } {
  if (!i.phone?.trim()) return {};
  const number = normaliseWhatsapp(i.phone);
  const about = interestLabel(i.serviceInterest);
  const greeting = `Hello ${i.name}, thank you for your inquiry${about ? ` about ${about}` : ''}${company ? ` to ${company}` : ''}.`;
  return {
    whatsapp: number ? `${whatsappLink(number)}?text=${encodeURIComponent(greeting)}` : undefined,
    call: telHref(i.phone),
  };
}

/** Where the e-mail to staff about this inquiry stands. */
function NotificationLine({ i }: { i: Inquiry }) {
  const { formatDate } = useSiteTime();
  const n = i.notification;
  if (i.status === 'spam' && i.spamReason) {
    return (
      <p className="admin-inquiries__notice admin-inquiries__notice--spam">
        Kept as spam: {SPAM_REASONS[i.spamReason]}. Staff were not e-mailed.
      </p>
    );
  }
  if (!n)
    return (
      <p className="admin-inquiries__notice admin-inquiries__notice--muted">No e-mail was sent about this inquiry.</p>
    );
  if (n.state === 'sent')
    return (
      <p className="admin-inquiries__notice admin-inquiries__notice--sent">
        E-mailed to staff {n.sentAt ? formatDate(n.sentAt) : ''}
      </p>
    );
  if (n.state === 'queued') return <p className="admin-inquiries__notice">E-mail to staff queued</p>;
  return (
    <p className="admin-inquiries__notice admin-inquiries__notice--failing">
      E-mail to staff failing ({n.attempts} {n.attempts === 1 ? 'attempt' : 'attempts'}), retrying on its own. Last
      error: {n.lastError}
    </p>
  );
}

export interface InquiryCardProps {
  inquiry: Inquiry;
  expanded: boolean;
  onToggle: () => void;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onStatus: (status: InquiryStatus) => void;
  /** A reply link was pressed: the inquiry is being answered. */
  onReply: () => void;
  busy: boolean;
  onDelete: () => void;
  company: string | undefined;
}

/** What the visitor told besides the message, shown when the inquiry is read: the phone as a link to call. */
function InquiryDetails({ i, interest }: { i: Inquiry; interest: string | null | undefined }) {
  const details = [
    ['Phone', i.phone],
    ['Company', i.company],
    ['Service interest', interest],
    ['Budget', i.budgetRange],
    ['Preferred contact', i.preferredContactMethod],
    ['Timeline', i.projectTimeline],
  ].filter((d): d is [string, string] => !!d[1]);
  if (!details.length) return null;
  return (
    <dl className="admin-inquiries__details">
      {details.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{k === 'Phone' ? <a href={telHref(v)}>{v}</a> : v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The ways to answer: by e-mail always, on WhatsApp and by phone when the visitor gave a number. */
function ReplyLinks({ i, company, onReply }: { i: Inquiry; company: string | undefined; onReply: () => void }) {
  const replies = phoneReplies(i, company);
  return (
    <>
      <a className="admin-btn admin-btn--small" href={replyHref(i, company)} onClick={onReply}>
        Reply by e-mail
      </a>
      {replies.whatsapp && (
        <a
          className="admin-btn admin-btn--small"
          href={replies.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onReply}
        >
          Reply on WhatsApp
        </a>
      )}
      {replies.call && (
        <a className="admin-btn admin-btn--secondary admin-btn--small" href={replies.call} onClick={onReply}>
          Call
        </a>
      )}
    </>
  );
}

/** One inquiry in the inbox: who, when, its status and e-mail state, the message (clamped until read), and what staff can do. */
export function InquiryCard({
  inquiry: i,
  expanded,
  onToggle,
  selected,
  onSelect,
  onStatus,
  onReply,
  busy,
  onDelete,
  company,
}: InquiryCardProps) {
  const { formatDate } = useSiteTime();
  const interest = interestLabel(i.serviceInterest);
  return (
    <li className={`admin-card admin-inquiries__item admin-inquiries__item--${i.status}`}>
      <article aria-labelledby={`inq-${i.id}`}>
        <header className="admin-inquiries__head">
          <input
            type="checkbox"
            className="admin-inquiries__check"
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={`Select the inquiry from ${i.name}`}
          />
          <div className="admin-inquiries__who">
            <h2 id={`inq-${i.id}`} className="admin-inquiries__name">
              {i.name}
            </h2>
            <a href={`mailto:${i.email}`} className="admin-inquiries__email">
              {i.email}
            </a>
          </div>
          <div className="admin-inquiries__meta">
            <span className={`admin-badge admin-badge--status-${i.status}`}>{STATUS_LABELS[i.status]}</span>
            <time dateTime={i.createdAt}>{formatDate(i.createdAt)}</time>
          </div>
        </header>
        {interest && <p className="admin-inquiries__interest">{interest}</p>}
        <p
          className={`admin-inquiries__message${expanded ? '' : ' admin-inquiries__message--clamped'}`}
          id={`inq-${i.id}-msg`}
        >
          {i.message}
        </p>
        {expanded && <InquiryDetails i={i} interest={interest} />}
        <NotificationLine i={i} />
        <div className="admin-inquiries__actions">
          <button
            type="button"
            className="admin-btn admin-btn--secondary admin-btn--small"
            aria-expanded={expanded}
            aria-controls={`inq-${i.id}-msg`}
            onClick={onToggle}
          >
            {expanded ? 'Show less' : 'Read'}
          </button>
          <ReplyLinks i={i} company={company} onReply={onReply} />
          <label className="admin-inquiries__status">
            <span className="visually-hidden">Status of the inquiry from {i.name}</span>
            <select
              value={i.status}
              disabled={busy}
              onChange={(e) => onStatus(e.target.value as InquiryStatus)}
              className="admin-field__input"
            >
              {INQUIRY_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="admin-btn admin-btn--danger admin-btn--small"
            onClick={onDelete}
            aria-label={`Delete inquiry from ${i.name}`}
          >
            Delete
          </button>
        </div>
      </article>
    </li>
  );
}
