import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { ASSET_ID } from '../../../contracts/assets';
import { errorText } from '../../data/api';
import { AssetRow } from './AssetRow';
import { assetByIdQuery } from './library-api';

/**
 * /admin/media?file=<id>: the one file a link names (a picture change in the
 * review queue, an e-mail about it) shown first, with its focal point,
 * crop and publish, so a reviewer does not have to search the library for
 * it. Without the parameter, nothing.
 */
export function OpenedFile() {
  const [params] = useSearchParams();
  const wanted = params.get('file') ?? '';
  const id = ASSET_ID.test(wanted) ? wanted : '';
  const file = useQuery(assetByIdQuery(id));
  if (!wanted) return null;
  return (
    <section className="admin-card" aria-labelledby="media-lib-opened">
      <h2 id="media-lib-opened" className="admin-card__title">
        {file.data ? `The file you opened: ${file.data.fileName}` : 'The file you opened'}
      </h2>
      {!id ? (
        <p className="admin-field__error">The link names no file of the media library. Every file is listed below.</p>
      ) : file.isError ? (
        <p className="admin-field__error">
          {errorText(file.error, 'The file could not be loaded.')} Every file still in the library is listed below.
        </p>
      ) : file.isPending ? (
        <p className="admin-empty">Loading…</p>
      ) : (
        <ul className="media-lib__rows">
          <AssetRow key={`${file.data.id}:${file.data.alt ?? ''}`} asset={file.data} />
        </ul>
      )}
      <p>
        <Link to="/admin/media">Close and show every file</Link>
      </p>
    </section>
  );
}
