import type { AssetKind } from '../../../contracts/assets';
import type { AssetFilter } from './library-api';

/**
 * Search and filters of the library: words (file name, alt text, or the
 * address of a page using the file), a kind, and "not used by any page".
 * `kinds` limits the choice when a field takes only some (a video field).
 */
export function AssetFilters({
  filter,
  onChange,
  kinds = ['image', 'video', 'pdf'],
  idPrefix,
}: {
  filter: AssetFilter;
  onChange: (next: AssetFilter) => void;
  kinds?: AssetKind[];
  idPrefix: string;
}) {
  return (
    <div className="media-lib__filters" role="search">
      <label className="media-lib__search">
        <span className="visually-hidden">Search files</span>
        <input
          id={`${idPrefix}-q`}
          type="search"
          className="admin-field__input"
          placeholder="Search name, alt text, page"
          value={filter.q}
          maxLength={100}
          onChange={(e) => onChange({ ...filter, q: e.target.value })}
        />
      </label>
      {kinds.length > 1 && (
        <label className="media-lib__kind">
          <span className="visually-hidden">Kind of file</span>
          <select
            className="admin-field__input"
            value={filter.kind}
            onChange={(e) => onChange({ ...filter, kind: e.target.value as AssetFilter['kind'] })}
          >
            <option value="">All files</option>
            {kinds.includes('image') && <option value="image">Images</option>}
            {kinds.includes('video') && <option value="video">Videos</option>}
            {kinds.includes('pdf') && <option value="pdf">PDFs</option>}
          </select>
        </label>
      )}
      <label className="media-lib__unused">
        <input
          type="checkbox"
          checked={filter.unused}
          onChange={(e) => onChange({ ...filter, unused: e.target.checked })}
        />{' '}
        Unused only
      </label>
    </div>
  );
}
