import type { Asset } from '../../../contracts/assets';
import { AssetThumb } from './AssetThumb';
import { formatBytes } from './library-api';

/** The library as tiles to choose from: the picture, the file name, its size; `selected` is marked. */
export function AssetGrid({
  assets,
  selected,
  onSelect,
  onChoose,
}: {
  assets: Asset[];
  selected?: string;
  onSelect: (asset: Asset) => void;
  /** A double click: select and use at once. */
  onChoose?: (asset: Asset) => void;
}) {
  return (
    <ul className="media-lib__grid">
      {assets.map((a) => (
        <li key={a.id}>
          <button
            type="button"
            className={`media-lib__tile${a.url === selected ? ' is-selected' : ''}`}
            aria-pressed={a.url === selected}
            onClick={() => onSelect(a)}
            onDoubleClick={() => onChoose?.(a)}
          >
            <AssetThumb asset={a} />
            <span className="media-lib__name" title={a.fileName}>
              {a.fileName}
            </span>
            <span className="media-lib__meta">
              {a.width && a.height ? `${a.width}×${a.height} · ` : ''}
              {formatBytes(a.bytes)}
              {a.usedBy.length === 0 ? ' · unused' : ''}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
