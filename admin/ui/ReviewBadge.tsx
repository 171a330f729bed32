import { Link } from 'react-router-dom';
import { reviewBadgeCount, useReviewBadgeQueue } from '../data/reviews';

/**
 * The top bar's review badge: an admin sees how many drafts wait for them,
 * an editor how many of theirs were sent back, each a link to the queue.
 * Nothing shows while there is nothing to do, so the badge means "act".
 */
export function ReviewBadge({ me }: { me: { username: string; role: string } }) {
  const queue = useReviewBadgeQueue();
  const n = reviewBadgeCount(queue.data, me);
  if (!n) return null;
  const words =
    me.role === 'admin' ? `${n} waiting for review` : `${n} ${n === 1 ? 'draft' : 'drafts'} sent back to you`;
  return (
    // The label keeps the words for screen readers where a narrow screen shows the number alone.
    <Link to="/admin/reviews" className="admin-topbar__badge" aria-label={words}>
      <span className="admin-topbar__badge-count">{n}</span>
      <span className="admin-topbar__badge-words">{words}</span>
    </Link>
  );
}
