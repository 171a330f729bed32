import type { AssetKind } from '../../../contracts/assets';
import type { AssetFilter } from './library-api';

/** What the filters say: the library's words, or a view's own (the slots view searches sections and slot names). */
export interface FilterWords {
  search: string;
  placeholder: string;
  /** The checkbox that narrows to what holds nothing: files no page uses, or slots with no file yet. */
  unused: string;
}

const LIBRARY_WORDS: FilterWords = {
  search: 'Search files',
  placeholder: 'Search name, alt text, page',
  unused: 'Unused only',
};

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
  words = LIBRARY_WORDS,
}: {
  filter: AssetFilter;
  onChange: (next: AssetFilter) => void;
  kinds?: AssetKind[];
  idPrefix: string;
  words?: FilterWords;
}) {
  return (
    <div className="media-lib__filters" role="search">
      <label className="media-lib__search">
        <span className="visually-hidden">{words.search}</span>
        <input
          id={`${idPrefix}-search`}
          type="search"
          className="admin-field__input"
          placeholder={words.placeholder}
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
        {words.unused}
      </label>
    </div>
  );
}
