import { useState } from 'react';
import type { PageListItem } from '../../../contracts/pages';
import { TRASH_DAYS } from '../../../contracts/redirects';
import { errorText, isUnauthorized } from '../../data/api';
import { Dialog } from '../../ui/Dialog';
import { Field, SelectField } from '../../ui/Field';
import { usePageList } from '../../data/pages';
import { toast } from '../../data/toast-store';
import { useDeletePage, usePageLinks } from './address-api';
import { LinksToPage } from './LinksToPage';
import type { DeletePageAnswer } from '../../../contracts/pages';

/** The toast after a delete: what the address does now, the links that left the menu with it, and any that had to stay. */
function deletedText(path: string, redirectTo: string | null, answer: DeletePageAnswer): string {
  const removed = answer.linksRemoved?.length ? ` Removed from the navigation: ${answer.linksRemoved.join(', ')}.` : '';
  const kept = answer.linksKept?.length ? ` ${answer.linksKept.join('. ')}.` : '';
  const address = redirectTo ? `now sends visitors to ${redirectTo}` : 'now tells visitors the page is gone';
  return `${path} ${address}.${removed}${kept} Restore it from the Trash within ${TRASH_DAYS} days.`;
}

/** A page's title or address holds every word typed ("prefab kiosks" finds /services/prefab-kiosks). */
const matches = (p: PageListItem, typed: string) => {
  const hay = `${p.title} ${p.path}`.toLowerCase();
  return typed
    .toLowerCase()
    .split(/[\s/-]+/)
    .filter(Boolean)
    .every((w) => hay.includes(w));
};

/**
 * Every live page a deleted page's visitors may be sent to, from the whole list: not the pages the Pages
 * search happens to show (with "kiosk" typed there, the one page offered was the other kiosk page, already
 * chosen, and with the deleted page's address typed none was, so Delete could not be pressed).
 */
function useRedirectTargets(path: string) {
  const all = usePageList('').data?.items ?? [];
  return all.filter((p) => p.live && p.path !== path);
}

/**
 * Deleting a page made in the admin: it goes to the trash for TRASH_DAYS,
 * and staff choose what its address does meanwhile: say the page is gone
 * (410, search engines drop it) or send visitors to another page (301).
 */
export function DeletePageDialog({ page, onClose }: { page: PageListItem; onClose: () => void }) {
  const targets = useRedirectTargets(page.path);
  const [mode, setMode] = useState<'gone' | 'redirect'>('gone');
  const [find, setFind] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const shown = find.trim() ? targets.filter((p) => matches(p, find)) : targets;
  // The home page by default; with a search typed, the choice is always one of the pages it shows.
  const preferred = picked ?? targets.find((p) => p.path === '/')?.path ?? '';
  const to = shown.some((p) => p.path === preferred) ? preferred : (shown[0]?.path ?? '');
  // Ticked by default: a menu link to a page that is gone is the dead link staff would otherwise find later.
  const [removeLinks, setRemoveLinks] = useState(true);
  const navLinks = usePageLinks(page.path).data?.links.some((l) => l.where !== 'page') ?? false;
  const remove = useDeletePage();
  const confirm = () =>
    remove.mutate(
      {
        page,
        choice:
          // Always said: the API takes the links out unless told to keep them.
          mode === 'gone' ? { gone: true, removeLinks: Boolean(navLinks && removeLinks) } : { redirectTo: to },
      },
      {
        onSuccess: (answer) => {
          toast({
            title: 'Page moved to the trash',
            description: deletedText(page.path, mode === 'gone' ? null : to, answer),
          });
          onClose();
        },
        onError: (e) => {
          if (!isUnauthorized(e))
            toast({ title: 'Not deleted', description: errorText(e, 'Please try again.'), variant: 'destructive' });
        },
      },
    );
  return (
    <Dialog
      title={`Delete “${page.title}”?`}
      description={`It goes to the trash for ${TRASH_DAYS} days, with its history, and can be restored from there. What should its address, ${page.path}, do meanwhile?`}
      role="alertdialog"
      onClose={onClose}
      actions={
        <>
          <button data-autofocus type="button" className="admin-btn admin-btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="admin-btn admin-btn--danger"
            onClick={confirm}
            disabled={remove.isPending || (mode === 'redirect' && !to)}
          >
            {remove.isPending ? 'Deleting…' : 'Delete page'}
          </button>
        </>
      }
    >
      <fieldset className="page-delete__choices">
        <legend className="visually-hidden">What the old address does</legend>
        <label className="page-delete__choice">
          <input type="radio" name="outcome" checked={mode === 'gone'} onChange={() => setMode('gone')} />
          <span>
            <strong>Say the page is gone</strong> (410): visitors see “Page Not Found”, and search engines drop it.
          </span>
        </label>
        <label className="page-delete__choice">
          <input type="radio" name="outcome" checked={mode === 'redirect'} onChange={() => setMode('redirect')} />
          <span>
            <strong>Send visitors to another page</strong> (301): links and bookmarks keep working.
          </span>
        </label>
        {mode === 'redirect' && (
          <>
            <Field
              label="Find a page"
              type="search"
              value={find}
              onChange={(e) => setFind(e.target.value)}
              hint={`${shown.length} of ${targets.length} live pages`}
            />
            <SelectField
              label="Send them to"
              value={to}
              onChange={(e) => setPicked(e.target.value)}
              error={shown.length ? undefined : `No live page matches “${find.trim()}”.`}
            >
              {shown.map((p) => (
                <option key={p.path} value={p.path}>
                  {p.title} ({p.path})
                </option>
              ))}
            </SelectField>
          </>
        )}
      </fieldset>
      <LinksToPage
        path={page.path}
        redirectTo={mode === 'redirect' && to ? to : null}
        removeLinks={mode === 'gone' ? { checked: removeLinks, onChange: setRemoveLinks } : null}
      />
    </Dialog>
  );
}
