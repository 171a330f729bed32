import { useState } from 'react';
import { EMPTY_MEDIA, isAssetUrl, mediaKind } from '../../../../engine/media-kind';
import { posterOf } from '../../media-library/library-api';
import type { SlotState } from './BlockFields';

/**
 * What a media field shows now. A library file: its picture (a video's
 * poster once the pipeline made one). A named slot: what the upload manager
 * says it holds. An empty field: the block's placeholder.
 */
export function MediaPreview({
  value,
  known,
  thumb,
}: {
  value: string;
  /** The slot's state from the upload manager's list (named slots only). */
  known?: SlotState;
  /** The thumbnail of a file just chosen in the picker, so it shows at once. */
  thumb?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const kind = mediaKind(value);
  const empty =
    !value || value === EMPTY_MEDIA || (isAssetUrl(value) ? false : known ? known.kind !== 'stored' : failed === value);
  const stored = known?.kind === 'stored' ? known : undefined;
  let src: string | undefined;
  if (empty) src = EMPTY_MEDIA;
  // A video just uploaded has no poster yet (the picker's thumbnail is the placeholder then): its own poster address is tried.
  else if (thumb && thumb !== EMPTY_MEDIA) src = thumb;
  else if (isAssetUrl(value)) src = kind === 'image' ? value : kind === 'video' ? posterOf(value) : undefined;
  else src = stored?.thumb ?? (kind === 'image' ? (stored?.url ?? value) : undefined);
  const showImage = src && failed !== src;
  return (
    <div className="media-field__preview">
      {showImage ? (
        <img key={src} src={src} alt="" onError={() => setFailed(src === value ? value : src!)} />
      ) : (
        <span className="media-field__kind">{kind === 'video' ? 'Video' : kind === 'pdf' ? 'PDF' : 'Image'}</span>
      )}
      {empty && (
        <span className="media-field__badge">
          {kind === 'image' ? 'No file yet: placeholder shown' : 'No file yet'}
        </span>
      )}
      {!empty && kind === 'video' && <span className="media-lib__play" aria-hidden="true" />}
    </div>
  );
}
