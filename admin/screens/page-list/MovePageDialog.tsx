import { useState, type FormEvent } from 'react';
import type { PageListItem } from '../../../contracts/pages';
import { errorText, isUnauthorized } from '../../data/api';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { toast } from '../../data/toast-store';
import { useMovePage } from './address-api';
import { countOf } from '../../data/words';
import { useSiteTime } from '../../data/use-site-time';
import { LinksToPage } from './LinksToPage';

/**
 * Where links to the moved page were re-pointed, in words: the server names
 * pages by their address and the menu and footer as "navigation".
 */
export function relinked(updated: readonly string[]): string {
  const pages = updated.filter((u) => u !== 'navigation');
  const places = [
    ...(updated.includes('navigation') ? ['in the menu and footer'] : []),
    ...(pages.length === 1 ? [`on the page ${pages[0]}`] : []),
    ...(pages.length > 1 ? [`on ${countOf(pages.length, 'page')} (${pages.join(', ')})`] : []),
  ];
  return places.length ? ` Links to it were updated ${places.join(' and ')}.` : '';
}

/** A new address for a page made in the admin; the old one keeps working as a redirect. */
export function MovePageDialog({ page, onClose }: { page: PageListItem; onClose: () => void }) {
  const [newPath, setNewPath] = useState(page.path);
  const [error, setError] = useState<string>();
  const move = useMovePage();
  const { formatWhen } = useSiteTime();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wanted = newPath.trim();
    if (wanted === page.path) return setError('Type the new address: it is still the old one.');
    move.mutate(
      { page, newPath: wanted },
      {
        onSuccess: (answer) => {
          toast({
            title: 'Address changed',
            description: `${page.title} is now at ${answer.path}; ${page.path} sends visitors there.${relinked(answer.linksUpdated)}${answer.scheduledAt ? ` It still goes live on ${formatWhen(answer.scheduledAt)}.` : ''}`,
          });
          onClose();
        },
        onError: (err) => {
          if (isUnauthorized(err)) return;
          setError(errorText(err, 'The address could not be changed. Try again.'));
        },
      },
    );
  };
  return (
    <Dialog
      title="Change the page’s address"
      description={`Visitors, links and bookmarks to ${page.path} are sent to the new address.`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="admin-btn admin-btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="move-page-form"
            className="admin-btn admin-btn--primary"
            disabled={move.isPending}
          >
            {move.isPending ? 'Changing…' : 'Change address'}
          </button>
        </>
      }
    >
      <form id="move-page-form" onSubmit={submit} noValidate>
        <Field
          label="New address"
          name="new-path"
          data-autofocus
          autoCapitalize="none"
          spellCheck={false}
          value={newPath}
          hint="Lowercase words separated by “-” and “/”, e.g. /services/steel-gates"
          onChange={(e) => {
            setNewPath(e.target.value);
            setError(undefined);
          }}
          error={error}
          required
        />
      </form>
      {page.scheduledAt && !page.scheduleError && (
        <p className="page-delete__links">Its publish scheduled for {formatWhen(page.scheduledAt)} moves with it.</p>
      )}
      <LinksToPage path={page.path} redirectTo={null} removeLinks={null} moving />
    </Dialog>
  );
}
