import { TRASH_DAYS } from '../../../contracts/redirects';
import { errorText, isUnauthorized } from '../../data/api';
import { useAddressLock } from '../../data/reviews';
import { useSiteTime } from '../../data/use-site-time';
import { toast } from '../../data/toast-store';
import { useRestoreFromTrash, useTrash, type RestoreAnswer } from './address-api';

/** What a restore did, plainly: where the page is, the links it put back, and any it could not. */
function restoredText(title: string, path: string, answer: RestoreAnswer | undefined): string {
  const where = answer?.asDraft
    ? `${title} is back at ${path} as a draft: a file it showed was deleted from the library. Choose another in the editor, then publish.`
    : `${title} is back at ${path}.`;
  const back = answer?.linksRestored?.length
    ? ` Links to it in ${answer.linksRestored.join(' and ')} lead to it again.`
    : '';
  const kept = answer?.linksKept?.length ? ` Not put back: ${answer.linksKept.join('; ')}.` : '';
  return where + back + kept;
}

/** Deleted pages, newest first, each restorable until it leaves the trash for good. */
export function TrashCard() {
  const { formatWhen } = useSiteTime();
  const trash = useTrash();
  const restore = useRestoreFromTrash();
  const items = trash.data?.items ?? [];
  // Restoring puts a page back on the live site at once: with review on, the server leaves that to an admin.
  const locked = !!useAddressLock();
  return (
    <section className="admin-card page-trash" aria-labelledby="page-trash-title">
      <h2 id="page-trash-title" className="admin-card__title">
        Trash{items.length ? ` (${items.length})` : ''}
      </h2>
      <p className="admin-card__lead">
        Deleted pages wait here for {TRASH_DAYS} days with their history. Restoring one puts it back at its address, as
        it was.
      </p>
      {locked && items.length > 0 && (
        <p className="page-list__muted">
          Review before publish is on: only an admin can restore a page, as that changes the live site at once. Ask an
          admin.
        </p>
      )}
      {trash.isError && (
        <p className="admin-alert admin-alert--error" role="alert">
          {errorText(trash.error, 'The trash could not be loaded.')}
        </p>
      )}
      {trash.data && !items.length && <p className="admin-empty">The trash is empty.</p>}
      {items.length > 0 && (
        <ul className="page-trash__list">
          {items.map((t) => (
            <li key={t.id} className="page-trash__row">
              <div>
                <strong>{t.title}</strong> <code className="page-list__path">{t.path}</code>
                <p className="page-activity__meta">
                  Deleted {formatWhen(t.deletedAt)} by {t.deletedBy} ·{' '}
                  {t.redirectTo ? `its address sends visitors to ${t.redirectTo}` : 'its address says the page is gone'}{' '}
                  · removed for good {formatWhen(t.expiresAt)}
                </p>
              </div>
              {!locked && (
                <button
                  type="button"
                  className="admin-btn admin-btn--small admin-btn--secondary"
                  disabled={restore.isPending}
                  aria-label={`Restore ${t.title}`}
                  onClick={() =>
                    restore.mutate(t.id, {
                      onSuccess: (answer) =>
                        toast({
                          title: 'Page restored',
                          description: restoredText(t.title, t.path, answer),
                        }),
                      onError: (e) => {
                        if (!isUnauthorized(e))
                          toast({
                            title: 'Not restored',
                            description: errorText(e, 'Please try again.'),
                            variant: 'destructive',
                          });
                      },
                    })
                  }
                >
                  Restore
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
