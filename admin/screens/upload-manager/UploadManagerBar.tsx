import type { TargetsView } from '../../../contracts/media';
import { AssetFilters, type FilterWords } from '../media-library/AssetFilters';
import type { AssetFilter } from '../media-library/library-api';
import { PageHead } from '../../ui/PageHead';
import { LibraryViews } from '../media-library/LibraryViews';
import { MAX_SEARCH_ROWS } from './target-filter';

const nf = new Intl.NumberFormat('en-GB');

/** The back link, heading, the library's views and the totals. */
export function UploadManagerHead({
  heading,
  intro,
  backLabel,
  backHref,
  data,
  selectedCount,
}: {
  heading: string;
  intro: string;
  backLabel: string;
  backHref: string;
  data: TargetsView | undefined;
  selectedCount: number;
}) {
  return (
    <>
      <PageHead heading={heading} intro={intro} back={{ href: backHref, label: backLabel }}>
        {data && (
          <p className="admin-upload-manager__total" aria-live="polite">
            <strong>{nf.format(data.total)}</strong> target files · {nf.format(data.stored)} stored · {selectedCount}{' '}
            selected
          </p>
        )}
      </PageHead>
      {/* Every upload here is a library file; the slot is a name pointing at it. */}
      <LibraryViews current="slots" />
    </>
  );
}

/** The library's filter, in the words of slots: a section or a slot's name, a kind, the empty ones. */
const SLOT_WORDS: FilterWords = {
  search: 'Find a section or file',
  placeholder: 'Section or file, e.g. image-7',
  unused: 'Empty slots only',
};

/** The library's search and filters over sections and slots, and what they left out. */
export function TargetSearch({
  filter,
  setFilter,
  nothingShown,
  truncated,
}: {
  filter: AssetFilter;
  setFilter: (next: AssetFilter) => void;
  nothingShown: boolean;
  truncated: boolean;
}) {
  return (
    <>
      <div className="admin-upload-manager__search">
        <AssetFilters filter={filter} onChange={setFilter} idPrefix="aum" words={SLOT_WORDS} />
      </div>
      {nothingShown && <p className="admin-empty">No section or file matches.</p>}
      {truncated && (
        <p className="admin-upload-manager__note">
          Showing the first {MAX_SEARCH_ROWS} matching files; narrow the search to see others.
        </p>
      )}
    </>
  );
}
