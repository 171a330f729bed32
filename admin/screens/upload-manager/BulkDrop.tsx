import { useRef, useState } from 'react';

/** The drop area with its "Choose files" and "Choose a folder" buttons. */
export function BulkDrop({
  busy,
  onFiles,
  onDrop,
}: {
  busy: boolean;
  onFiles: (list: FileList | null) => void;
  onDrop: (data: DataTransfer) => void;
}) {
  const [over, setOver] = useState(false);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const picked = (e: React.ChangeEvent<HTMLInputElement>) => {
    onFiles(e.target.files);
    e.target.value = '';
  };
  return (
    <div
      className={`admin-bulk__drop${over ? ' is-over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        onDrop(e.dataTransfer);
      }}
    >
      <p>
        Drop a folder or many files here. Each file goes to the target with the same name, as listed below (a photo
        named gallery-product-images-prefab-units-image-7.png fills that slot); you check the list before anything is
        sent.
      </p>
      <div className="admin-bulk__pick">
        <button
          type="button"
          className="admin-btn admin-btn--secondary admin-btn--small"
          disabled={busy}
          onClick={() => filesInput.current?.click()}
        >
          Choose files
        </button>
        <button
          type="button"
          className="admin-btn admin-btn--secondary admin-btn--small"
          disabled={busy}
          onClick={() => folderInput.current?.click()}
        >
          Choose a folder
        </button>
      </div>
      {/* Hidden, opened by the buttons above; named after them for the tools that still list hidden inputs. */}
      <input
        ref={filesInput}
        type="file"
        multiple
        hidden
        aria-label="Choose files"
        data-testid="bulk-files"
        onChange={picked}
      />
      <input
        ref={folderInput}
        type="file"
        hidden
        aria-label="Choose a folder"
        data-testid="bulk-folder"
        {...({ webkitdirectory: '', directory: '' } as Record<string, string>)}
        onChange={picked}
      />
    </div>
  );
}
