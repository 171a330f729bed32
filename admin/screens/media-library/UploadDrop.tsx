import { useId, useRef, useState, type DragEvent } from 'react';
import type { Asset, AssetKind } from '../../../contracts/assets';
import { PICKER_ACCEPT } from '../../../contracts/media';
import { errorText } from '../../data/api';
import { useUploadAsset } from './library-api';

/**
 * "Upload new": a button and a drop zone. Each file goes into the library
 * (never into a page by itself); `onUploaded` hears of each one stored, so
 * the picker can select it at once. Files go one after another, and each
 * refusal is shown with the server's reason.
 */
export function UploadDrop({
  kinds = ['image', 'video', 'pdf'],
  onUploaded,
}: {
  kinds?: AssetKind[];
  onUploaded?: (asset: Asset) => void;
}) {
  const upload = useUploadAsset();
  const input = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [over, setOver] = useState(false);
  const [status, setStatus] = useState<{ text: string; ok: boolean } | null>(null);

  async function send(files: File[]) {
    if (!files.length) return;
    const failed: string[] = [];
    let stored = 0;
    for (const [i, file] of files.entries()) {
      const step = `Uploading ${file.name} (${i + 1} of ${files.length})`;
      setStatus({ text: `${step}…`, ok: true });
      try {
        const onProgress = (f: number) => setStatus({ text: `${step}: ${Math.round(f * 100)} %`, ok: true });
        const asset = await upload.mutateAsync({ file, onProgress });
        stored++;
        onUploaded?.(asset);
      } catch (e) {
        failed.push(`${file.name}: ${errorText(e, 'the upload failed')}`);
      }
    }
    setStatus(
      failed.length
        ? { text: `${stored} uploaded. ${failed.join(' ')}`, ok: false }
        : { text: stored === 1 ? `${files[0].name} uploaded.` : `${stored} files uploaded.`, ok: true },
    );
    if (input.current) input.current.value = '';
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void send([...e.dataTransfer.files]);
  };

  return (
    <div
      className={`media-lib__drop${over ? ' is-over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <label className={`admin-btn admin-btn--primary admin-btn--small${upload.isPending ? ' is-disabled' : ''}`}>
        {upload.isPending ? 'Uploading…' : 'Upload new'}
        <input
          ref={input}
          type="file"
          multiple
          className="media-lib__file"
          accept={kinds.map((k) => PICKER_ACCEPT[k]).join(',')}
          disabled={upload.isPending}
          aria-describedby={statusId}
          onChange={(e) => void send([...(e.target.files ?? [])])}
        />
      </label>
      <span className="media-lib__drop-hint">or drop files here</span>
      <p id={statusId} role="status" className={status && !status.ok ? 'admin-field__error' : 'media-lib__status'}>
        {status?.text ?? ''}
      </p>
    </div>
  );
}
