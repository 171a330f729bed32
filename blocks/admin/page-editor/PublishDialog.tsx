import type { PageDetail } from '../../../contracts/pages';
import { Dialog } from '../_shared/Dialog';

/** "Publish this page?": what visitors will see, and where. */
export function PublishDialog({
  title,
  detail,
  busy,
  onPublish,
  onClose,
}: {
  title: string;
  detail: PageDetail;
  busy: boolean;
  onPublish: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      role="alertdialog"
      title={`Publish ${title}?`}
      description={
        detail.published ? (
          <p>
            Visitors see this version at {detail.path} straight away
            {detail.source === 'file' ? ', and on any other address that shows this page' : ''}. The version live now
            stays in History.
          </p>
        ) : (
          <p>
            The page goes on the site for the first time: visitors find it at {detail.path} straight away, and it joins
            the sitemap. This version is kept in History.
          </p>
        )
      }
      onClose={onClose}
      actions={
        <>
          <button type="button" className="admin-btn admin-btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="admin-btn admin-btn--primary" disabled={busy} onClick={onPublish}>
            {busy ? 'Publishing…' : 'Publish now'}
          </button>
        </>
      }
    />
  );
}
