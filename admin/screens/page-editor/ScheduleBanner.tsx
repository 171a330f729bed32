import { useSiteTime } from '../../data/use-site-time';

/**
 * A document waiting for its scheduled publish, or whose scheduled publish
 * failed: when, which version (a schedule publishes the version it was made
 * for, so edits saved since are not in it), a way to schedule the current
 * draft instead, and a way to cancel. `mayReschedule` is false for someone
 * who may not publish (an editor while review before publish is on).
 */
export function ScheduleBanner({
  scheduledAt,
  scheduleError,
  scheduledVersion,
  scheduledVersionAt,
  currentVersion,
  mayReschedule,
  busy,
  onCancel,
  onReschedule,
}: {
  scheduledAt: string | null;
  scheduleError: string | null;
  scheduledVersion: number | null;
  scheduledVersionAt: string | null;
  /** The version the editor last saved. */
  currentVersion: number;
  mayReschedule: boolean;
  busy: boolean;
  onCancel: () => void;
  /** Schedules the current draft at the same time. */
  onReschedule: (at: string) => void;
}) {
  const { formatWhen, siteClock, place } = useSiteTime();
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
  const newer = scheduledVersion !== null && currentVersion > scheduledVersion;
  const reschedule = mayReschedule && newer && (
    <button
      type="button"
      className="admin-btn admin-btn--small"
      disabled={busy}
      onClick={() => onReschedule(scheduledAt)}
    >
      Reschedule with your edits
    </button>
  );
  return (
    <div className="admin-alert admin-alert--info page-editor__banner" role="status">
      {newer && scheduledVersionAt ? (
        <p>
          <strong>
            Scheduled: the version of {siteClock(new Date(scheduledVersionAt))}; your newer edits are not in it.
          </strong>{' '}
          It goes live on {formatWhen(scheduledAt)} ({place} time).
          {mayReschedule
            ? ' Reschedule to put your edits in it instead.'
            : ' An admin can schedule your edits instead.'}
        </p>
      ) : (
        <p>
          <strong>Scheduled to go live on {formatWhen(scheduledAt)}</strong> ({place} time). It publishes the draft as
          it was scheduled: edits saved after this are not in it unless it is scheduled again.
        </p>
      )}
      <div className="page-editor__banner-actions">
        {reschedule}
        {cancel}
      </div>
    </div>
  );
}
