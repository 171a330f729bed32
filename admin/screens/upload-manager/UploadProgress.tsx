/** Where one file's upload stands. */
export interface RowProgress {
  fraction: number;
  state: 'uploading' | 'done' | 'error';
  message?: string;
}

/** One file's upload: its bar, then "Uploaded" or the server's reason (a slot's row and the bulk table). */
export function UploadProgress({ progress: p, fileName }: { progress: RowProgress; fileName: string }) {
  return (
    <div className={`admin-upload-manager__progress admin-upload-manager__progress--${p.state}`}>
      <progress max={1} value={p.fraction} aria-label={`Upload of ${fileName}`} />
      <span>
        {p.state === 'uploading' ? `${Math.round(p.fraction * 100)}%` : p.state === 'done' ? 'Uploaded' : p.message}
      </span>
    </div>
  );
}
