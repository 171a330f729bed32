import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BLOCKING_USES, type Asset, type AssetInUseAnswer, type AssetUse } from '../../../contracts/assets';
import { ApiRequestError, errorText } from '../../data/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { editorHref } from '../../data/pages';
import { useSiteTime } from '../../data/use-site-time';
import { toast } from '../../data/toast-store';
import { AssetThumb } from './AssetThumb';
import { CropEditor } from './CropEditor';
import { FocalPointEditor } from './FocalPointEditor';
import { KIND_WORDS, formatBytes, useDeleteAsset, useEditAsset } from './library-api';

/** A page as staff read it in a list of uses: the home page by name (a lone “/” is too small to see or tap). */
const pageName = (path: string) => (path === '/' ? 'Home page (/)' : path);

/** Where the file is used: each page, with "draft" when only a draft shows it, linked to its editor. */
export function UsedBy({ asset }: { asset: Asset }) {
  if (asset.usedBy.length === 0) return <span className="admin-badge page-list__badge--off">Unused</span>;
  return (
    <ul className="media-lib__uses">
      {asset.usedBy.map((u) => (
        <li key={`${u.path}:${u.state}`}>
          <Link to={editorHref(u.path)}>{pageName(u.path)}</Link>
          {u.state !== 'published' && <span className="admin-badge admin-badge--protected">{USE_WORDS[u.state]}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The default alt text: what the picker offers when a field has none. Saved on Enter or with the button. */
function AltEditor({ asset }: { asset: Asset }) {
  const [alt, setAlt] = useState(asset.alt ?? '');
  const edit = useEditAsset();
  const changed = alt.trim() !== (asset.alt ?? '');
  const save = () =>
    edit.mutate(
      { id: asset.id, alt: alt.trim() },
      {
        onSuccess: () => toast({ title: `Alt text of ${asset.fileName} saved` }),
        onError: (e) => toast({ title: 'Not saved', description: errorText(e, 'The alt text could not be saved.') }),
      },
    );
  return (
    <form
      className="media-lib__alt"
      onSubmit={(e) => {
        e.preventDefault();
        if (changed) save();
      }}
    >
      <label>
        <span className="visually-hidden">Default alt text of {asset.fileName}</span>
        <input
          className="admin-field__input"
          value={alt}
          maxLength={255}
          placeholder={asset.kind === 'pdf' ? 'Title of the document' : 'Describe the picture'}
          onChange={(e) => setAlt(e.target.value)}
        />
      </label>
      {/* Always the form's submit button, shown once there is a change to save (Enter saves as well). */}
      <button
        type="submit"
        className="admin-btn admin-btn--small admin-btn--secondary"
        hidden={!changed}
        disabled={edit.isPending}
      >
        Save
      </button>
    </form>
  );
}

const USE_WORDS: Record<AssetUse['state'], string> = {
  published: '',
  draft: 'draft',
  trash: 'in the Trash',
  revision: 'in History',
};

/** Where the file is kept without being shown: the trash, earlier versions. */
const keptBy = (uses: AssetUse[]) => uses.map((u) => `${u.path} (${USE_WORDS[u.state]})`).join(', ');

/**
 * Delete: a file a page or a draft shows is refused at once, naming the
 * pages (the list already knows them); otherwise a confirmation, which says
 * when the trash or a page's History still keeps the file. The server
 * checks again and its refusal, if any, is shown under the button.
 */
function DeleteButton({ asset }: { asset: Asset }) {
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const del = useDeleteAsset();
  const blocking = asset.usedBy.filter((u) => BLOCKING_USES.includes(u.state));
  const kept = asset.usedBy.filter((u) => !BLOCKING_USES.includes(u.state));
  const confirm = () =>
    del.mutate(
      { id: asset.id, confirm: kept.length > 0 },
      {
        onSuccess: () => toast({ title: `${asset.fileName} deleted` }),
        onError: (e) => {
          const body = e instanceof ApiRequestError ? (e.body as Partial<AssetInUseAnswer> | undefined) : undefined;
          setRefusal(body?.error ?? errorText(e, 'The file could not be deleted.'));
        },
        onSettled: () => setAsking(false),
      },
    );
  const start = () => {
    setRefusal(null);
    if (blocking.length)
      setRefusal(
        `${asset.fileName} is in use on ${blocking.map((u) => u.path + (u.state === 'draft' ? ' (draft)' : '')).join(', ')}. Choose another file there (and publish) before deleting it.`,
      );
    else setAsking(true);
  };
  return (
    <>
      <button type="button" className="admin-btn admin-btn--small admin-btn--danger" onClick={start}>
        Delete<span className="visually-hidden"> {asset.fileName}</span>
      </button>
      {refusal && (
        <p className="admin-field__error" role="alert">
          {refusal}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title={`Delete ${asset.fileName}?`}
          message={
            kept.length
              ? `No page shows it now, but ${keptBy(kept)} would show it again if restored; that field would then ask for another file. The file is removed from the site for good.`
              : 'The file is removed from the site for good. If an older version of a page that showed it is restored, that field asks for another file.'
          }
          confirmLabel={kept.length ? 'Delete anyway' : 'Delete file'}
          busy={del.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}

/** A file's name, a change nobody published yet, and its kind, size, date and who uploaded it. */
export function AssetFacts({ asset }: { asset: Asset }) {
  const { formatWhen } = useSiteTime();
  return (
    <>
      <strong className="media-lib__name" title={asset.fileName}>
        {asset.fileName}
      </strong>
      {asset.unpublishedChange && (
        <span
          className="admin-badge admin-badge--protected media-lib__badge"
          title="Pages show it once it is published"
        >
          Unpublished change
        </span>
      )}
      <span className="media-lib__meta">
        {KIND_WORDS[asset.kind]}
        {asset.width && asset.height ? ` · ${asset.width}×${asset.height}` : ''} · {formatBytes(asset.bytes)} ·{' '}
        {formatWhen(asset.createdAt)} by {asset.createdBy}
      </span>
    </>
  );
}

/** One file of the library: picture, name and kind, size, who and when, where it is used, default alt text, focal point, delete. */
export function AssetRow({ asset }: { asset: Asset }) {
  return (
    <li className="media-lib__row">
      <a href={asset.url} target="_blank" rel="noreferrer" className="media-lib__row-thumb">
        <AssetThumb asset={asset} />
        <span className="visually-hidden">Open {asset.fileName} (new tab)</span>
      </a>
      <div className="media-lib__row-main">
        <AssetFacts asset={asset} />
        <AltEditor asset={asset} />
        <CropEditor asset={asset} />
        <FocalPointEditor asset={asset} />
      </div>
      <div className="media-lib__row-uses">
        <UsedBy asset={asset} />
      </div>
      <div className="media-lib__row-actions">
        <DeleteButton asset={asset} />
      </div>
    </li>
  );
}
