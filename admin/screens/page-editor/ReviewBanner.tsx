import { Link } from 'react-router-dom';
import type { DocumentReview } from '../../../contracts/reviews';
import { useSiteTime } from '../../data/use-site-time';

/**
 * Where the draft's review stands, above the editor: sent back with the
 * admin's comment (kept while the author works from it, until they submit
 * again), or waiting for an admin. `submits` is true for an editor while
 * review is on; an admin reading it is pointed at the queue instead.
 */
export function ReviewBanner({
  review,
  waiting,
  submits,
  what,
}: {
  review: DocumentReview | null;
  /** The draft on screen is the one submitted. */
  waiting: boolean;
  submits: boolean;
  /** "this page", "the navigation". */
  what: string;
}) {
  const { formatWhen } = useSiteTime();
  if (!review) return null;
  if (review.state === 'sent-back')
    return (
      <div className="admin-alert admin-alert--warning page-editor__banner review-banner" role="status">
        <p>
          <strong>
            Sent back by {review.decidedBy} on {formatWhen(review.decidedAt ?? review.submittedAt)}:
          </strong>
        </p>
        <blockquote className="review-banner__comment">{review.comment}</blockquote>
        <p>
          {submits
            ? `Make the changes, then press Submit for review again. The comment stays here until you do.`
            : `It waits for ${review.submittedBy} to change it and submit it again.`}
        </p>
      </div>
    );
  if (!waiting) return null;
  return (
    <div className="admin-alert admin-alert--info page-editor__banner review-banner" role="status">
      <p>
        <strong>Waiting for review</strong> since {formatWhen(review.submittedAt)}, submitted by {review.submittedBy}.{' '}
        {submits ? (
          `An admin will publish ${what} or send it back with a comment. Editing the draft withdraws it: submit again when you are done.`
        ) : (
          <>
            Publish it as it is, or compare and send it back in <Link to="/admin/reviews">the review queue</Link>.
          </>
        )}
      </p>
    </div>
  );
}
