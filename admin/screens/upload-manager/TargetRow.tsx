import { memo, useRef } from 'react';
import type { TargetView, VideoState } from '../../../contracts/media';
import { PICKER_ACCEPT } from '../../../contracts/media';
import { AssetThumb } from '../media-library/AssetThumb';
import { formatBytes } from '../media-library/library-api';
import { DetailsForm } from './DetailsForm';
import { LibraryChoice } from './LibraryChoice';
import { SlotFile } from './SlotFile';
import { UploadProgress, type RowProgress } from './UploadProgress';

interface Props {
  folder: string;
  target: TargetView;
  selected?: File;
  progress?: RowProgress;
  busy: boolean;
  editing: boolean;
  /** Stable handlers taking the file name, so a progress tick re-renders only its own row. */
  onSelect: (fileName: string, file: File) => void;
  onToggleDetails: (fileName: string) => void;
}

/** A video's transcode in words staff read at a glance (the file as uploaded plays until it is ready). */
const VIDEO_STATE: Record<VideoState, { label: string; tone: string; title: string }> = {
  queued: { label: 'Queued', tone: 'queued', title: 'Waiting to be made web-ready; the uploaded file plays meanwhile' },
  processing: {
    label: 'Processing',
    tone: 'processing',
    title: 'Being made web-ready; the uploaded file plays meanwhile',
  },
  ready: { label: 'Web-ready', tone: 'done', title: 'Transcoded for the web, with a poster frame' },
  failed: { label: 'Failed', tone: 'failed', title: 'The web-ready copy could not be made' },
};

function VideoStateBadge({ state }: { state: VideoState }) {
  const s = VIDEO_STATE[state];
  return (
    <span className={`admin-badge admin-upload-manager__video admin-upload-manager__video--${s.tone}`} title={s.title}>
      {s.label}
      <span className="visually-hidden">: {s.title}</span>
    </span>
  );
}

const KIND_WORD = { image: 'image', video: 'video', pdf: 'PDF' } as const;

/** One upload target: what is stored, the file picked for it, its progress, and its details (alt text, product name, hidden). */
export const TargetRow = memo(function TargetRow({
  folder,
  target: t,
  selected,
  progress,
  busy,
  editing,
  onSelect,
  onToggleDetails,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  const detailsId = `aum-details-${folder}-${t.fileName}`.replace(/[^A-Za-z0-9_-]/g, '-');
  return (
    <li className={`admin-upload-manager__target${t.hidden ? ' is-hidden' : ''}`}>
      <div className="admin-upload-manager__thumb">
        <AssetThumb asset={{ kind: t.kind, thumb: t.thumb, fileName: t.fileName }} />
      </div>
      <div className="admin-upload-manager__info">
        <code className="admin-upload-manager__name">{t.fileName}</code>
        <p className="admin-upload-manager__meta">
          {t.exists ? (
            <span className="admin-badge admin-badge--done">Stored</span>
          ) : (
            <span className="admin-badge admin-upload-manager__empty">No file yet</span>
          )}
          {t.hidden && <span className="admin-badge admin-upload-manager__hidden-badge">Hidden</span>}
          {t.video && <VideoStateBadge state={t.video.state} />}
          {t.exists && t.url && t.kind !== 'image' && (
            <a href={t.url} target="_blank" rel="noreferrer" className="admin-upload-manager__open">
              Open {KIND_WORD[t.kind]} <span className="visually-hidden">{t.fileName} (new tab)</span>
            </a>
          )}
          {(t.productName ?? t.defaultProductName) && (
            <span className="admin-upload-manager__product">{t.productName ?? t.defaultProductName}</span>
          )}
        </p>
        {t.video?.state === 'failed' && t.video.reason && (
          <p className="admin-upload-manager__video-failed">
            Web-ready copy failed: {t.video.reason} The uploaded file is still shown on the site.
          </p>
        )}
        {selected && (
          <p className="admin-upload-manager__selected">
            Selected: {selected.name} ({formatBytes(selected.size)})
          </p>
        )}
        {progress && <UploadProgress progress={progress} fileName={t.fileName} />}
      </div>
      <div className="admin-upload-manager__actions">
        <input
          ref={input}
          type="file"
          hidden
          aria-label={`Choose ${KIND_WORD[t.kind]} for ${t.fileName}`}
          accept={PICKER_ACCEPT[t.kind]}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onSelect(t.fileName, file);
          }}
        />
        <button
          type="button"
          className="admin-btn admin-btn--secondary admin-btn--small"
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {selected ? 'Change' : 'Choose'} {KIND_WORD[t.kind]} <span className="visually-hidden">for {t.fileName}</span>
        </button>
        <LibraryChoice folder={folder} target={t} disabled={busy} />
        <button
          type="button"
          className="admin-btn admin-btn--light admin-btn--small admin-upload-manager__details-btn"
          aria-expanded={editing}
          aria-controls={detailsId}
          onClick={() => onToggleDetails(t.fileName)}
        >
          Details <span className="visually-hidden">of {t.fileName}</span>
        </button>
      </div>
      {editing && (
        <div className="admin-upload-manager__details-panel">
          <DetailsForm id={detailsId} folder={folder} target={t} onDone={() => onToggleDetails(t.fileName)} />
          {t.fileId && <SlotFile fileId={t.fileId} slotName={t.fileName} />}
        </div>
      )}
    </li>
  );
});
