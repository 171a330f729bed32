import type { GroupView } from '../../../contracts/media';
import { TargetRow } from './TargetRow';
import type { RowProgress } from './UploadProgress';
import { targetKey } from './target-filter';

interface Props {
  group: GroupView;
  /** The targets to list (a search shows only matches). */
  rows: GroupView['targets'];
  /** The label without the page's name, which the page heading above already says. */
  shortLabel: string;
  open: boolean;
  /** A search keeps every matching section open. */
  locked: boolean;
  onToggle: () => void;
  busy: string | null;
  selected: Record<string, File>;
  progress: Record<string, RowProgress>;
  editing: string | null;
  handlers: { select: (fileName: string, file: File) => void; details: (fileName: string) => void };
  onUpload: () => void;
}

/** One section of the tree: its toggle, counts and upload button; its targets render only while it is open. */
export function Section({
  group,
  rows,
  shortLabel,
  open,
  locked,
  onToggle,
  busy,
  selected,
  progress,
  editing,
  handlers,
  onUpload,
}: Props) {
  const bodyId = `aum-group-${group.id}`.replace(/[^A-Za-z0-9_-]/g, '-');
  const stored = group.targets.filter((t) => t.exists).length;
  const picked = group.targets.filter((t) => selected[targetKey(group.folder, t.fileName)]).length;
  return (
    <li className="admin-upload-manager__group">
      <div className="admin-upload-manager__group-head">
        <h3 className="admin-upload-manager__group-title">
          <button
            type="button"
            className="admin-upload-manager__toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            disabled={locked}
            onClick={onToggle}
          >
            <span className="admin-upload-manager__chevron" aria-hidden="true" />
            <span>
              <span className="visually-hidden">{group.pageLabel} › </span>
              {shortLabel} <span className="admin-upload-manager__count">({group.targets.length})</span>
            </span>
          </button>
        </h3>
        <span className="admin-upload-manager__group-stats">
          {stored}/{group.targets.length} stored{picked ? ` · ${picked} selected` : ''}
        </span>
        <button
          type="button"
          className="admin-btn admin-btn--primary admin-btn--small"
          disabled={busy !== null}
          onClick={onUpload}
        >
          {busy === group.id ? 'Uploading…' : 'Upload section'} <span className="visually-hidden">{group.label}</span>
        </button>
      </div>
      {open && (
        <ul id={bodyId} className="admin-upload-manager__targets">
          {rows.map((t) => {
            const key = targetKey(group.folder, t.fileName);
            return (
              <TargetRow
                key={key}
                folder={group.folder}
                target={t}
                selected={selected[key]}
                progress={progress[key]}
                busy={busy !== null}
                editing={editing === key}
                onSelect={handlers.select}
                onToggleDetails={handlers.details}
              />
            );
          })}
        </ul>
      )}
    </li>
  );
}
