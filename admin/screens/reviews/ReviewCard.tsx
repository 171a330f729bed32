import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ReviewQueueItem } from '../../../contracts/reviews';
import { docOf, reviewComparer } from '../../data/reviews';
import { useSiteTime } from '../../data/use-site-time';
import { ComparisonOf } from '../../ui/DocumentCompare';
import { SendBackForm } from './SendBackForm';
import type { useReviewActions } from './useReviewActions';

/** The draft against what is live; a page never published has nothing live to compare with. */
function Changes({ item }: { item: ReviewQueueItem }) {
  if (!item.live)
    return (
      <p className="admin-empty">
        A new page: nothing of it is live yet. Open it in the editor and use Preview to see it whole.
      </p>
    );
  return <ComparisonOf comparer={reviewComparer(docOf(item))} from="live" to="draft" />;
}

/**
 * One draft waiting for review: who submitted it and when, what changed
 * against live (opened on demand), and, for admins, Publish and Send back.
 */
export function ReviewCard({
  item,
  canDecide,
  actions,
}: {
  item: ReviewQueueItem;
  canDecide: boolean;
  actions: ReturnType<typeof useReviewActions>;
}) {
  const { formatWhen } = useSiteTime();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const busy = actions.busy === `${item.kind}:${item.key}`;
  const headingId = `review-${item.kind}-${item.key.replace(/[^a-z0-9]+/gi, '-')}`;
  const changedSince = item.currentVersion !== item.version;
  return (
    <li className="admin-card review-card" aria-labelledby={headingId}>
      <div className="review-card__head">
        <h3 id={headingId} className="review-card__title">
          {item.title}
        </h3>
        <span className="review-card__where">
          <code>{item.where}</code>
        </span>
      </div>
      <p className="review-card__meta">
        Submitted by <strong>{item.submittedBy}</strong> on {formatWhen(item.submittedAt)}
      </p>
      {changedSince && (
        <p className="admin-alert admin-alert--warning" role="status">
          The draft changed after it was submitted: reload the list.
        </p>
      )}
      <div className="review-card__actions">
        <button
          type="button"
          className="admin-btn admin-btn--small admin-btn--secondary"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide the changes' : 'Compare with live'}
        </button>
        <Link className="admin-btn admin-btn--small admin-btn--secondary" to={item.editAt}>
          Open in the editor
        </Link>
        {canDecide && (
          <>
            <button
              type="button"
              className="admin-btn admin-btn--small admin-btn--secondary"
              aria-expanded={sending}
              disabled={busy}
              onClick={() => setSending((s) => !s)}
            >
              Send back…
            </button>
            <button
              type="button"
              className="admin-btn admin-btn--small admin-btn--primary"
              disabled={busy || changedSince}
              onClick={() => void actions.publish(item)}
            >
              Publish
            </button>
          </>
        )}
      </div>
      {open && (
        <div className="review-card__changes">
          <Changes item={item} />
        </div>
      )}
      {sending && (
        <SendBackForm
          author={item.submittedBy}
          busy={busy}
          onSend={async (comment) => {
            const ok = await actions.sendBack(item, comment);
            if (ok) setSending(false);
            return ok;
          }}
          onCancel={() => setSending(false)}
        />
      )}
    </li>
  );
}

/** A draft sent back: the comment, until its author submits it again. */
export function SentBackCard({ item }: { item: ReviewQueueItem }) {
  const { formatWhen } = useSiteTime();
  return (
    <li className="admin-card review-card review-card--sent-back">
      <div className="review-card__head">
        <h3 className="review-card__title">{item.title}</h3>
        <span className="review-card__where">
          <code>{item.where}</code>
        </span>
      </div>
      <p className="review-card__meta">
        Sent back to <strong>{item.submittedBy}</strong> by {item.decidedBy} on{' '}
        {formatWhen(item.decidedAt ?? item.submittedAt)}
      </p>
      <blockquote className="review-card__comment">{item.comment}</blockquote>
      <Link className="admin-btn admin-btn--small admin-btn--secondary" to={item.editAt}>
        Open in the editor
      </Link>
    </li>
  );
}
