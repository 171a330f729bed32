import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useId, useState } from 'react';
import type { Asset, AssetKind } from '../../../../contracts/assets';
import { EMPTY_MEDIA, isAssetUrl, mediaKind } from '../../../../engine/media-kind';
import { useAssetAt } from '../../media-library/library-api';
import { MediaPicker } from '../../media-library/MediaPicker';
import type { FieldsContext } from './BlockFields';
import { MediaPreview } from './MediaPreview';

/** "/uploads/Gallery/a/b.jpg" → the upload target { folder: "Gallery/a", fileName: "b.jpg" }. */
export function slotTarget(slot: string): { folder: string; fileName: string } {
  const rest = slot.replace(/^\/uploads\//, '');
  const cut = rest.lastIndexOf('/');
  return { folder: cut < 0 ? '' : rest.slice(0, cut), fileName: rest.slice(cut + 1) };
}

/** The words under a field: what it holds and what changing it does. */
function hintFor(value: string, notTarget: boolean): string {
  if (!value || value === EMPTY_MEDIA) return 'No file yet: choose one from the media library (or upload one there).';
  if (isAssetUrl(value))
    return 'A file from the media library. Choosing another changes this page only, once published.';
  if (notTarget) return 'A named slot no published page uses yet. Choose a file from the media library instead.';
  return 'A named slot of the site’s page files (the upload manager fills it). Choosing a file changes this page only.';
}

/**
 * A media field: what it shows now, the library file's name (its address
 * as the title; a named slot or an address the library no longer has shows
 * the address itself, which can be typed), and "Choose from library"
 * (the picker, with "Upload new"), which puts the chosen file's address in
 * the field. That is a change to the page's draft like any text: nothing
 * goes live before Publish, and History and Restore bring pictures back too.
 * "Remove" empties the field (the block shows its placeholder).
 */
export function MediaWidget({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  disabled,
  readonly,
  rawErrors,
  registry,
}: WidgetProps) {
  const ctx = registry.formContext as FieldsContext | undefined;
  const current = typeof value === 'string' ? value : '';
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<Pick<Asset, 'url' | 'thumb' | 'fileName'> | null>(null);
  const library = useAssetAt(picked?.url === current ? '' : current);
  const fileName = picked?.url === current ? picked.fileName : library.data?.fileName;
  const statusId = useId();
  const known = current && !isAssetUrl(current) && current !== EMPTY_MEDIA ? ctx?.slot?.(current) : undefined;
  const stored = known?.kind === 'stored' ? known : undefined;
  const locked = disabled || readonly;
  // A PDF field takes PDFs; the others take any picture or video, and the page's rules say if a kind does not fit.
  const kinds: AssetKind[] | undefined = mediaKind(current) === 'pdf' ? ['pdf'] : undefined;

  const choose = (asset: Asset) => {
    setPicked({ url: asset.url, thumb: asset.thumb, fileName: asset.fileName });
    onChange(asset.url);
  };
  return (
    <div className="media-field">
      <MediaPreview value={current} known={known} thumb={picked?.url === current ? picked.thumb : undefined} />
      <div className="media-field__body">
        <input
          id={id}
          className="admin-field__input"
          value={fileName ?? current}
          title={current || undefined}
          // A library file's address is a content hash nobody types: the field names the file, and another is chosen below.
          readOnly={fileName !== undefined}
          spellCheck={false}
          disabled={locked}
          aria-invalid={rawErrors?.length ? true : undefined}
          aria-describedby={`${ariaDescribedByIds(id)} ${statusId}`}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
          onBlur={(e) => onBlur(id, e.target.value)}
          onFocus={(e) => onFocus(id, e.target.value)}
        />
        <div className="media-field__actions">
          <button
            type="button"
            className="admin-btn admin-btn--small admin-btn--secondary"
            disabled={locked}
            onClick={() => setPicking(true)}
          >
            Choose from library
          </button>
          {current && current !== EMPTY_MEDIA && mediaKind(current) !== 'pdf' && (
            <button
              type="button"
              className="admin-btn admin-btn--small admin-btn--light"
              disabled={locked}
              onClick={() => onChange(EMPTY_MEDIA)}
            >
              Remove
            </button>
          )}
          {/* Only a file known to be there (or, outside the editor, not yet found missing): not while the editor is still asking. */}
          {current &&
            mediaKind(current) !== 'image' &&
            current !== EMPTY_MEDIA &&
            (stored || isAssetUrl(current) || (!ctx?.slot && !known)) && (
              <a href={stored?.url ?? current} target="_blank" rel="noreferrer">
                Open current file
              </a>
            )}
        </div>
        <p id={statusId} className="media-field__hint" role="status">
          {hintFor(current, known?.kind === 'not-a-target')}
        </p>
      </div>
      <MediaPicker open={picking} onOpenChange={setPicking} kinds={kinds} current={current} onPick={choose} />
    </div>
  );
}
