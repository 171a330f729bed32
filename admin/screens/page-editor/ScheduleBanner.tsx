import { useSiteTime } from '../../data/use-site-time';

/** A page waiting for its scheduled publish, or whose scheduled publish failed: when, why, and a way to cancel. */
export function ScheduleBanner({
  scheduledAt,
  scheduleError,
  busy,
  onCancel,
}: {
  scheduledAt: string | null;
  scheduleError: string | null;
  busy: boolean;
  onCancel: () => void;
}) {
  const { formatWhen, place } = useSiteTime();
  if (!scheduledAt) return null;
  const cancel = (
    <button
      type="button"
      className="admin-btn admin-btn--small admin-btn--secondary"
      disabled={busy}
      onClick={onCancel}
    >
      Cancel the schedule
    </button>
  );
  if (scheduleError)
    return (
      <div className="admin-alert admin-alert--error page-editor__banner" role="alert">
        <p>
          <strong>The publish scheduled for {formatWhen(scheduledAt)} did not happen:</strong> {scheduleError} Fix the
          draft and publish it, or schedule it again.
        </p>
        <div className="page-editor__banner-actions">{cancel}</div>
      </div>
    );
  return (
    <div className="admin-alert admin-alert--info page-editor__banner" role="status">
      <p>
        <strong>Scheduled to go live on {formatWhen(scheduledAt)}</strong> ({place} time). Changes you save before then
        go live with it.
      </p>
      <div className="page-editor__banner-actions">{cancel}</div>
    </div>
  );
}
