import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { errorText } from '../../data/api';
import { useMe } from '../../data/query';
import { useReviewQueue } from '../../data/reviews';
import { isAdminRole } from '../../ui/AdminOnly';
import { ReviewCard, SentBackCard } from './ReviewCard';
import type { schema } from './schema';
import { useReviewActions } from './useReviewActions';

/** Said when the queue is empty: why, and where the setting is. */
function Empty({ required, admin }: { required: boolean; admin: boolean }) {
  if (required) return <p className="admin-empty">Nothing waits for review.</p>;
  return (
    <p className="admin-empty">
      Review before publish is off: editors publish directly.{' '}
      {admin ? <Link to="/admin/settings">Turn it on in Settings</Link> : 'An admin can turn it on in Settings.'}
    </p>
  );
}

/**
 * /admin/reviews: the drafts waiting for an admin, oldest first, each to
 * compare with live and publish or send back; below, the drafts sent back
 * with their comments. Editors see the same list, without the decisions.
 */
export function Reviews({ heading, intro }: z.output<typeof schema>) {
  const me = useMe().data?.admin;
  const queue = useReviewQueue();
  const actions = useReviewActions();
  if (!me) return null;
  const admin = isAdminRole(me.role);
  const items = queue.data?.items ?? [];
  const waiting = items.filter((i) => i.state === 'waiting');
  const sentBack = items.filter((i) => i.state === 'sent-back');
  return (
    <div className="reviews">
      <div className="admin-page-head">
        <div>
          <h1>{heading}</h1>
          <p>{intro}</p>
        </div>
      </div>
      {queue.isError && (
        <div className="admin-alert admin-alert--error" role="alert">
          <p>{errorText(queue.error, 'The review queue could not be loaded. Reload to try again.')}</p>
        </div>
      )}
      {queue.isPending && <p className="admin-loading">Loading the review queue…</p>}
      {queue.data && (
        <>
          <section aria-labelledby="reviews-waiting">
            <h2 id="reviews-waiting" className="reviews__heading">
              Waiting ({waiting.length})
            </h2>
            {!admin && waiting.length > 0 && (
              <p className="reviews__note">An admin publishes these or sends them back.</p>
            )}
            {waiting.length ? (
              <ul className="reviews__list">
                {waiting.map((item) => (
                  <ReviewCard key={`${item.kind}:${item.key}`} item={item} canDecide={admin} actions={actions} />
                ))}
              </ul>
            ) : (
              <Empty required={queue.data.required} admin={admin} />
            )}
          </section>
          {sentBack.length > 0 && (
            <section aria-labelledby="reviews-sent-back">
              <h2 id="reviews-sent-back" className="reviews__heading">
                Sent back ({sentBack.length})
              </h2>
              <ul className="reviews__list">
                {sentBack.map((item) => (
                  <SentBackCard key={`${item.kind}:${item.key}`} item={item} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
