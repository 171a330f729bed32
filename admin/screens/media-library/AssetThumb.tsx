import { useState } from 'react';
import type { Asset } from '../../../contracts/assets';
import { KIND_WORDS } from './library-api';

/** A file's small picture: an image's narrow variant, a video's poster; a labelled panel for a PDF or a video not processed yet. */
export function AssetThumb({
  asset,
}: {
  asset: Pick<Asset, 'kind' | 'thumb' | 'fileName'> & { focus?: Asset['focus'] };
}) {
  const [failed, setFailed] = useState(false);
  if (!asset.thumb || failed || asset.thumb === '/uploads/placeholder.jpg')
    return <span className={`media-lib__thumb media-lib__thumb--${asset.kind}`}>{KIND_WORDS[asset.kind]}</span>;
  return (
    <span className="media-lib__thumb">
      <img
        src={asset.thumb}
        alt=""
        loading="lazy"
        style={asset.focus ? { objectPosition: `${asset.focus.x * 100}% ${asset.focus.y * 100}%` } : undefined}
        decoding="async"
        onError={() => setFailed(true)}
      />
      {asset.kind === 'video' && <span className="media-lib__play" aria-hidden="true" />}
    </span>
  );
}
