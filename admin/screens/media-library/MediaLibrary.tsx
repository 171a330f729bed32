import { errorText } from '../../data/api';
import { PageHead } from '../../ui/PageHead';
import { AssetFilters } from './AssetFilters';
import { AssetRow } from './AssetRow';
import { LibraryViews } from './LibraryViews';
import { OpenedFile } from './OpenedFile';
import { UploadDrop } from './UploadDrop';
import { useAssets } from './library-api';
import type { MediaLibraryProps } from './schema';
import { useLibraryFilter } from './useLibraryFilter';

/**
 * /admin/media: the media library screen. Every uploaded file, newest first
 * and a page at a time, with where it is used (published or draft), its size
 * and date; staff edit a file's default alt text and delete what no page
 * uses (the server refuses a file in use and names the pages).
 */
export function MediaLibrary({ heading, intro }: MediaLibraryProps) {
  const { typed, asked, setFilter } = useLibraryFilter();
  const list = useAssets(asked, 50);
  const assets = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="media-lib">
      <PageHead heading={heading} intro={intro} />
      <LibraryViews current="files" />
      <OpenedFile />
      <section className="admin-card media-lib__tools" aria-label="Upload and search">
        <UploadDrop />
        <AssetFilters filter={typed} onChange={setFilter} idPrefix="media-lib" />
      </section>
      <section className="admin-card" aria-labelledby="media-lib-title">
        <h2 id="media-lib-title" className="admin-card__title">
          {list.isPending
            ? 'Files'
            : `${assets.length}${list.hasNextPage ? '+' : ''} file${assets.length === 1 ? '' : 's'}${asked.q ? ` matching “${asked.q}”` : ''}`}
        </h2>
        {list.isError ? (
          <p className="admin-field__error">{errorText(list.error, 'The media library could not be loaded.')}</p>
        ) : list.isPending ? (
          <p className="admin-empty">Loading…</p>
        ) : assets.length === 0 ? (
          <p className="admin-empty">
            {asked.q || asked.unused || asked.kind ? 'No file matches.' : 'No files yet: upload the first one.'}
          </p>
        ) : (
          <ul className="media-lib__rows">
            {assets.map((a) => (
              <AssetRow key={`${a.id}:${a.alt ?? ''}`} asset={a} />
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <button
            type="button"
            className="admin-btn admin-btn--secondary media-lib__more"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Loading…' : 'Show more'}
          </button>
        )}
      </section>
    </div>
  );
}
