import type { PageConflictAnswer, PageDetail } from '../../../contracts/pages';
import { Dialog } from '../../ui/Dialog';
import { useSiteTime } from '../../data/use-site-time';
import { blockName } from './catalogue';

/** Which sections a deploy changed in the page file since the edit was made, by position. */
export function changedInFile(detail: PageDetail): string[] {
  const now = detail.file?.blocks ?? [];
  const then = detail.fileAtEdit?.blocks ?? [];
  const out: string[] = [];
  for (let i = 0; i < Math.max(now.length, then.length); i++) {
    if (JSON.stringify(now[i]) === JSON.stringify(then[i])) continue;
    if (!then[i]) out.push(`section ${i + 1} (${blockName(now[i]!.type)}) was added`);
    else if (!now[i]) out.push(`section ${i + 1} (${blockName(then[i]!.type)}) was removed`);
    else out.push(`section ${i + 1} (${blockName(now[i]!.type)}) changed`);
  }
  if (JSON.stringify(detail.file?.meta) !== JSON.stringify(detail.fileAtEdit?.meta))
    out.push('the SEO settings changed');
  return out;
}

/** A release changed the page file under an admin edit: keep the edit, or start again from the file. */
export function FileChangedBanner({
  detail,
  busy,
  onKeep,
  onReset,
}: {
  detail: PageDetail;
  busy: boolean;
  onKeep: () => void;
  onReset: () => void;
}) {
  const changes = changedInFile(detail);
  return (
    <div className="admin-alert admin-alert--warning page-editor__banner" role="status">
      <p>
        <strong>The page file has changed since this edit.</strong> A new release of the site changed this page's file
        {changes.length ? `: ${changes.join('; ')}.` : '.'} Your edit still shows on the site.
      </p>
      <div className="page-editor__banner-actions">
        <button
          type="button"
          className="admin-btn admin-btn--small admin-btn--secondary"
          disabled={busy}
          onClick={onKeep}
        >
          Keep my version
        </button>
        <button type="button" className="admin-btn admin-btn--small" disabled={busy} onClick={onReset}>
          Reset to the page file
        </button>
      </div>
    </div>
  );
}

/** Someone else wrote the page since this editor loaded it. */
export function ConflictDialog({
  conflict,
  busy,
  onReload,
  onKeepMine,
  subject = 'this page',
}: {
  conflict: PageConflictAnswer;
  busy: boolean;
  /** What was changed, as staff call it ("this page", "the navigation"). */
  subject?: string;
  onReload: () => void;
  onKeepMine: () => void;
}) {
  const { formatWhen } = useSiteTime();
  const who = conflict.changedBy ?? 'Someone';
  const when = conflict.changedAt ? ` on ${formatWhen(conflict.changedAt)}` : '';
  return (
    <Dialog
      role="alertdialog"
      title={`${subject[0]!.toUpperCase()}${subject.slice(1)} was changed by someone else`}
      description={
        <p>
          {who} changed {subject}
          {when}, after you opened it. Your changes are not saved yet. Load their version, or save yours as the draft
          over it.
        </p>
      }
      onClose={() => undefined}
      actions={
        <>
          <button
            type="button"
            className="admin-btn admin-btn--secondary"
            disabled={busy}
            onClick={onReload}
            data-autofocus
          >
            Load their version
          </button>
          <button type="button" className="admin-btn admin-btn--primary" disabled={busy} onClick={onKeepMine}>
            Keep my copy as the draft
          </button>
        </>
      }
    />
  );
}
