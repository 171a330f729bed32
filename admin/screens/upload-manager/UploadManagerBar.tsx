import { Link, useInRouterContext } from 'react-router-dom';
import type { TargetsView } from '../../../contracts/media';
import { MAX_SEARCH_ROWS } from './target-filter';

const nf = new Intl.NumberFormat('en-GB');

/** The back link, heading, link to the library and the totals. */
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
      <BackLink href={backHref} label={backLabel} />
      <div className="admin-page-head">
        <div>
          <h1>{heading}</h1>
          <p>{intro}</p>
        </div>
        {/* Every upload here also goes into the library, where pages pick their files. */}
        <a href="/admin/media" className="admin-btn admin-btn--secondary">
          Media library
        </a>
        {data && (
          <p className="admin-upload-manager__total" aria-live="polite">
            <strong>{nf.format(data.total)}</strong> target files · {nf.format(data.stored)} stored · {selectedCount}{' '}
            selected
          </p>
        )}
      </div>
    </>
  );
}

/** A router link inside the admin app; a plain link where there is no router (stories, tests). */
function BackLink({ href, label }: { href: string; label: string }) {
  const routed = useInRouterContext();
  const text = `← ${label}`;
  return routed ? (
    <Link to={href} className="admin-back">
      {text}
    </Link>
  ) : (
    <a href={href} className="admin-back">
      {text}
    </a>
  );
}

/** The search box over sections and files, and what the search left out. */
export function TargetSearch({
  search,
  setSearch,
  nothingShown,
  truncated,
}: {
  search: string;
  setSearch: (text: string) => void;
  nothingShown: boolean;
  truncated: boolean;
}) {
  return (
    <>
      <div className="admin-upload-manager__search admin-field">
        <label className="admin-field__label" htmlFor="aum-search">
          Find a section or file
        </label>
        <input
          id="aum-search"
          className="admin-field__input"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="e.g. gallery prefab-units, image-7, hero"
        />
      </div>
      {nothingShown && <p className="admin-empty">No section or file matches “{search}”.</p>}
      {truncated && (
        <p className="admin-upload-manager__note">
          Showing the first {MAX_SEARCH_ROWS} matching files; narrow the search to see others.
        </p>
      )}
    </>
  );
}
