import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../data/api';
import { AssetFacts, UsedBy } from '../media-library/AssetRow';
import { CropEditor } from '../media-library/CropEditor';
import { FocalPointEditor } from '../media-library/FocalPointEditor';
import { assetByIdQuery } from '../media-library/library-api';
import { ScreenLink } from '../../ui/ScreenLink';

/**
 * The library file a slot shows, read and drawn by the library itself: its
 * facts, the pages using it, a picture's crop and focal point, and the way
 * to it in the library. A slot is only a name pointing at this file.
 */
export function SlotFile({ fileId, slotName }: { fileId: string; slotName: string }) {
  const file = useQuery(assetByIdQuery(fileId));
  return (
    <section className="admin-upload-manager__file" aria-label={`The library file ${slotName} shows`}>
      {file.isError ? (
        <p className="admin-field__error">{errorText(file.error, 'The library file could not be loaded.')}</p>
      ) : file.isPending ? (
        <p className="admin-empty">Loading its library file…</p>
      ) : (
        <>
          <div className="media-lib__row-main">
            <p className="admin-upload-manager__file-title">Its file in the media library</p>
            <AssetFacts asset={file.data} />
            <CropEditor asset={file.data} />
            <FocalPointEditor asset={file.data} />
          </div>
          <div className="admin-upload-manager__file-uses">
            <UsedBy asset={file.data} />
            <ScreenLink to={`/admin/media?file=${fileId}`} className="admin-upload-manager__open">
              Open in the media library <span className="visually-hidden">{file.data.fileName}</span>
            </ScreenLink>
          </div>
        </>
      )}
    </section>
  );
}
