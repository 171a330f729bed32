import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useId, useRef, useState } from 'react';
import { mediaKind } from '../../../../engine/media-kind';
import { uploadFile } from '../../upload-manager/upload-client';
import type { FieldsContext } from './BlockFields';

const PLACEHOLDER = '/uploads/placeholder.jpg';

/** "/uploads/Gallery/a/b.jpg" → the upload target { folder: "Gallery/a", fileName: "b.jpg" }. */
export function slotTarget(slot: string): { folder: string; fileName: string } {
  const rest = slot.replace(/^\/uploads\//, '');
  const cut = rest.lastIndexOf('/');
  return { folder: cut < 0 ? '' : rest.slice(0, cut), fileName: rest.slice(cut + 1) };
}

const ACCEPT = { image: 'image/jpeg,image/png,image/webp', video: 'video/mp4', pdf: 'application/pdf' } as const;

/**
 * A media slot: what it shows now (the uploaded file, or the placeholder while
 * the slot is empty), the slot's path, and an upload into exactly that slot
 * through the upload manager's endpoint. The path stays editable for staff who
 * want another slot; the page schema checks it.
 */
export function MediaWidget({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  disabled,
  readonly,
  rawErrors,
  registry,
}: WidgetProps) {
  const ctx = registry.formContext as FieldsContext | undefined;
  const slot = typeof value === 'string' ? value : '';
  const kind = mediaKind(slot);
  const [stamp, setStamp] = useState(0);
  const [missing, setMissing] = useState(false);
  const [state, setState] = useState<{ busy: boolean; progress: number; message?: string; ok?: boolean }>({
    busy: false,
    progress: 0,
  });
  const file = useRef<HTMLInputElement>(null);
  const statusId = useId();

  async function upload(f: File) {
    setState({ busy: true, progress: 0 });
    const out = await uploadFile(slotTarget(slot), f, (progress) => setState((s) => ({ ...s, progress })));
    const ok = out.answer.status === 'success';
    setState({ busy: false, progress: 1, ok, message: out.answer.message });
    if (ok) {
      setMissing(false);
      setStamp(Date.now());
      ctx?.onUploaded?.();
    }
    if (file.current) file.current.value = '';
  }

  // The editor knows each slot's state from the upload manager's list; without it, the image is simply tried.
  const known = slot ? ctx?.slot?.(slot) : undefined;
  const empty = known ? known.kind !== 'stored' : missing;
  const notTarget = known?.kind === 'not-a-target';
  const stored = known?.kind === 'stored' ? known : undefined;
  const src = !slot || empty ? PLACEHOLDER : stamp ? `${slot}?t=${stamp}` : (stored?.thumb ?? stored?.url ?? slot);
  const canUpload = !!slot && !disabled && !state.busy && !notTarget;
  const hint = notTarget
    ? 'No published page uses this slot yet: publish the page, then upload a file into it.'
    : 'Uploading replaces this slot on every page that shows it.';
  return (
    <div className="media-field">
      <div className="media-field__preview">
        {kind === 'image' ? (
          <img key={`${slot}${stamp}`} src={src} alt="" onError={() => setMissing(true)} />
        ) : (
          <span className="media-field__kind">{kind === 'video' ? 'Video' : 'PDF'}</span>
        )}
        {empty && (
          <span className="media-field__badge">
            {kind === 'image' ? 'No file yet: placeholder shown' : 'No file yet'}
          </span>
        )}
      </div>
      <div className="media-field__body">
        <input
          id={id}
          className="admin-field__input"
          value={slot}
          spellCheck={false}
          disabled={disabled || readonly}
          aria-invalid={rawErrors?.length ? true : undefined}
          aria-describedby={`${ariaDescribedByIds(id)} ${statusId}`}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
          onBlur={(e) => onBlur(id, e.target.value)}
          onFocus={(e) => onFocus(id, e.target.value)}
        />
        <div className="media-field__actions">
          <label className={`admin-btn admin-btn--small admin-btn--secondary${canUpload ? '' : ' is-disabled'}`}>
            {state.busy ? `Uploading ${Math.round(state.progress * 100)}%` : 'Upload a file into this slot'}
            <input
              ref={file}
              type="file"
              className="media-field__file"
              accept={ACCEPT[kind]}
              disabled={!canUpload}
              onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])}
            />
          </label>
          {/* Only a file known to be there (or, outside the editor, not yet found missing): not while the editor is still asking. */}
          {slot && kind !== 'image' && (stored || (!ctx?.slot && !missing)) && (
            <a href={stored?.url ?? slot} target="_blank" rel="noreferrer">
              Open current file
            </a>
          )}
        </div>
        <p
          id={statusId}
          className={state.message ? (state.ok ? 'media-field__ok' : 'admin-field__error') : 'media-field__hint'}
          role="status"
        >
          {state.message ?? hint}
        </p>
      </div>
    </div>
  );
}
