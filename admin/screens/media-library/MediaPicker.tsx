import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import type { Asset, AssetKind } from '../../../contracts/assets';
import { errorText } from '../../data/api';
import { AssetFilters } from './AssetFilters';
import { AssetGrid } from './AssetGrid';
import { UploadDrop } from './UploadDrop';
import { useAssets } from './library-api';
import { useLibraryFilter } from './useLibraryFilter';

export interface MediaPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The kinds the field takes (a video field: video only). */
  kinds?: AssetKind[];
  /** The field's current file, marked in the grid. */
  current?: string;
  onPick: (asset: Asset) => void;
  /** What is being chosen for, e.g. "Hero slide 1 picture". */
  title?: string;
}

/**
 * The media picker: the library newest first, a page at a time, with search,
 * filters and "Upload new" (drag-and-drop too). Choosing a file hands it to
 * the field; a file uploaded here is chosen at once. Nothing is changed on
 * any page by the picker itself: the field's page is (its draft, in the editor).
 */
export function MediaPicker({ open, onOpenChange, kinds, current, onPick, title = 'Choose a file' }: MediaPickerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="admin-dialog media-picker__overlay" />
        <Dialog.Content className="admin-dialog__box media-picker">
          {open && (
            <PickerBody
              kinds={kinds}
              current={current}
              title={title}
              onPick={(a) => {
                onPick(a);
                onOpenChange(false);
              }}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PickerBody({ kinds, current, title, onPick }: Omit<MediaPickerProps, 'open' | 'onOpenChange'>) {
  const id = useId();
  const only = kinds?.length === 1 ? kinds[0] : '';
  const { typed, asked, setFilter } = useLibraryFilter({ kind: only });
  const list = useAssets(asked);
  const [selected, setSelected] = useState<Asset | undefined>();
  const assets = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <div className="media-picker__head">
        <Dialog.Title className="admin-dialog__title">{title}</Dialog.Title>
        <Dialog.Close className="admin-btn admin-btn--small admin-btn--light" aria-label="Close">
          ✕
        </Dialog.Close>
      </div>
      <Dialog.Description className="admin-dialog__message">
        Pick a file from the media library, or upload a new one. The page changes when you publish it.
      </Dialog.Description>
      <UploadDrop kinds={kinds} onUploaded={(a) => onPick(a)} />
      <AssetFilters filter={typed} onChange={setFilter} kinds={kinds} idPrefix={id} />
      <div className="media-picker__list" aria-busy={list.isFetching}>
        {list.isError ? (
          <p className="admin-field__error">{errorText(list.error, 'The media library could not be loaded.')}</p>
        ) : list.isPending ? (
          <p className="admin-empty">Loading the library…</p>
        ) : assets.length === 0 ? (
          <p className="admin-empty">
            {asked.q || asked.unused ? 'No file matches. Try other words.' : 'The library is empty: upload a file.'}
          </p>
        ) : (
          <AssetGrid assets={assets} selected={selected?.url ?? current} onSelect={setSelected} onChoose={onPick} />
        )}
        {list.hasNextPage && (
          <button
            type="button"
            className="admin-btn admin-btn--secondary admin-btn--small media-lib__more"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Loading…' : 'Show more'}
          </button>
        )}
      </div>
      <div className="admin-dialog__actions">
        <Dialog.Close className="admin-btn admin-btn--secondary">Cancel</Dialog.Close>
        <button
          type="button"
          className="admin-btn admin-btn--primary"
          disabled={!selected}
          onClick={() => selected && onPick(selected)}
        >
          {selected ? `Use ${selected.fileName}` : 'Select a file above'}
        </button>
      </div>
    </>
  );
}
