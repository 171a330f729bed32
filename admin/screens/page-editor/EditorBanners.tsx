import type { PageDetail } from '../../../contracts/pages';
import { FileChangedBanner } from './Banners';
import { ScheduleBanner } from './ScheduleBanner';
import type { usePageActions } from './usePageActions';
import type { useDraft } from './useDraft';
import type { useSchedule } from './useSchedule';

/** What the editor has to say above the sections: a failed save, a changed page file, a scheduled publish. */
export function EditorBanners(p: {
  detail: PageDetail;
  draft: ReturnType<typeof useDraft>;
  schedule: ReturnType<typeof useSchedule>;
  actions: ReturnType<typeof usePageActions>;
  fileChanged: boolean;
  /** Whether this person may schedule (not an editor while review before publish is on). */
  mayReschedule: boolean;
}) {
  const { draft, actions } = p;
  return (
    <>
      {draft.state.kind === 'failed' && (
        <div className="admin-alert admin-alert--error page-editor__banner" role="alert">
          <p>
            {draft.state.message}{' '}
            <button
              type="button"
              className="admin-btn admin-btn--small admin-btn--secondary"
              onClick={() => void draft.save()}
            >
              Try again
            </button>
          </p>
        </div>
      )}
      {p.fileChanged && (
        <FileChangedBanner
          detail={p.detail}
          busy={actions.busy}
          onKeep={() => void actions.keepOverFile()}
          onReset={() => void actions.restore({ source: 'file' }, 'Reset to the page file')}
        />
      )}
      <ScheduleBanner
        scheduledAt={p.schedule.scheduledAt}
        scheduleError={p.schedule.scheduleError}
        scheduledVersion={p.schedule.scheduledVersion}
        scheduledVersionAt={p.schedule.scheduledVersionAt}
        currentVersion={draft.version}
        mayReschedule={p.mayReschedule}
        busy={actions.busy}
        onCancel={() => void actions.cancelSchedule()}
        onReschedule={(at) => void actions.schedulePublish(at)}
      />
    </>
  );
}
