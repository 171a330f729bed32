import { useState } from 'react';
import type { RedirectItem } from '../../../contracts/redirects';
import { errorText, isUnauthorized } from '../../data/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useSiteTime } from '../../data/use-site-time';
import { useRemoveRedirect } from '../../data/redirects';
import { toast } from '../../data/toast-store';

/** What the old address answers once its redirect is gone. */
const afterRemoval = (r: RedirectItem) =>
  r.to
    ? `Visitors who open ${r.from} will see “Page Not Found” instead of being sent to ${r.to}. Links to it elsewhere stop working.`
    : `Visitors who open ${r.from} still see “Page Not Found”, but search engines are no longer told the page is gone for good, so they keep checking the address.`;

function RedirectRow({ r, onRemove }: { r: RedirectItem; onRemove: (r: RedirectItem) => void }) {
  const { formatWhen } = useSiteTime();
  return (
    <li className="redirects__row">
      <div className="redirects__route">
        <code className="redirects__path">{r.from}</code>
        {r.to ? (
          <>
            <span aria-hidden="true" className="redirects__arrow">
              →
            </span>
            <span className="visually-hidden">sends visitors to</span>
            <code className="redirects__path">{r.to}</code>
          </>
        ) : (
          <span className="redirects__gone">
            says the page is gone: visitors see “Page Not Found”, and search engines drop it
          </span>
        )}
      </div>
      <p className="redirects__meta">Since {formatWhen(r.createdAt)}</p>
      <button
        type="button"
        className="admin-btn admin-btn--small admin-btn--light"
        aria-label={`Remove the redirect from ${r.from}`}
        onClick={() => onRemove(r)}
      >
        Remove
      </button>
    </li>
  );
}

/** The redirects, each removable after a confirmation (a removed one cannot be undone, only added again). */
export function RedirectList({ items }: { items: RedirectItem[] }) {
  const [removing, setRemoving] = useState<RedirectItem | null>(null);
  const remove = useRemoveRedirect();
  const confirm = (r: RedirectItem) =>
    remove.mutate(r.from, {
      onSuccess: () => {
        setRemoving(null);
        toast({ title: 'Redirect removed', description: `${r.from} answers “not found” again.` });
      },
      onError: (e) => {
        setRemoving(null);
        if (!isUnauthorized(e))
          toast({ title: 'Not removed', description: errorText(e, 'Please try again.'), variant: 'destructive' });
      },
    });
  return (
    <>
      <ul className="redirects__list">
        {items.map((r) => (
          <RedirectRow key={r.from} r={r} onRemove={setRemoving} />
        ))}
      </ul>
      {removing && (
        <ConfirmDialog
          title={`Remove the redirect from ${removing.from}?`}
          message={afterRemoval(removing)}
          confirmLabel="Remove redirect"
          busy={remove.isPending}
          busyLabel="Removing…"
          onConfirm={() => confirm(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </>
  );
}
