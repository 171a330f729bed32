import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import type { PageListItem } from '../../../contracts/pages';
import { errorText } from '../../data/api';
import { PageHead } from '../../ui/PageHead';
import { useRedirects } from '../../data/redirects';
import { useAddressLock } from '../../data/reviews';
import { ACTION_WORDS, activityDetail, editorHref, usePageActivity, usePageList } from '../../data/pages';
import { useSiteTime } from '../../data/use-site-time';
import { DeletePageDialog } from './DeletePageDialog';
import { MovePageDialog } from './MovePageDialog';
import { NewPageDialog } from './NewPageDialog';
import { PageTree } from './PageTree';
import { TrashCard } from './TrashCard';
import type { schema } from './schema';

function States({ page }: { page: PageListItem }) {
  return (
    <span className="page-list__states">
      <span
        className={`admin-badge ${page.source === 'admin' ? 'admin-badge--new' : 'admin-badge--you'}`}
        title={page.source === 'admin' ? 'Made in the admin' : 'Comes from a page file in the code'}
      >
        {page.source === 'admin' ? 'Admin page' : 'Page file'}
      </span>
      {page.hasDraft && <span className="admin-badge admin-badge--protected">Draft pending</span>}
      {!page.live && <span className="admin-badge page-list__badge--off">Not published</span>}
      {page.fileChanged && <span className="admin-badge page-list__badge--warn">File changed</span>}
      <ScheduleState page={page} />
    </span>
  );
}

/** When the draft goes live by itself, or why its scheduled publish did not happen (it then waits for staff). */
function ScheduleState({ page }: { page: PageListItem }) {
  const { formatWhen } = useSiteTime();
  if (!page.scheduledAt) return null;
  if (!page.scheduleError)
    return (
      <span className="admin-badge page-list__badge--scheduled">Scheduled for {formatWhen(page.scheduledAt)}</span>
    );
  return (
    <span className="page-list__schedule-failed">
      <span className="admin-badge page-list__badge--warn">Scheduled publish failed</span> The publish set for{' '}
      {formatWhen(page.scheduledAt)} did not happen: {page.scheduleError}
    </span>
  );
}

/** The latest publishes, restores, resets, new pages and deletions of any page, with who and when: a deleted page's last word is here. */
function Activity() {
  const { formatWhen } = useSiteTime();
  const activity = usePageActivity();
  const items = activity.data?.items ?? [];
  if (!items.length) return null;
  return (
    <section className="admin-card page-activity" aria-labelledby="page-activity-title">
      <h2 id="page-activity-title" className="admin-card__title">
        Recent activity
      </h2>
      <ul className="page-activity__list">
        {items.map((h) => (
          <li key={h.id}>
            <strong>{ACTION_WORDS[h.action]}</strong> <code className="page-list__path">{h.path}</code>
            {h.detail ? ` (${activityDetail(h.detail)})` : ''}
            <span className="page-activity__meta">
              {' '}
              · {formatWhen(h.at)} by {h.by}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One page in the list: title and address, where it comes from, its last edit, and what staff can do with it. */
function PageRow({
  p,
  onMove,
  onDelete,
}: {
  p: PageListItem;
  onMove: (p: PageListItem) => void;
  onDelete: (p: PageListItem) => void;
}) {
  const { formatWhen } = useSiteTime();
  const locked = useAddressLock();
  return (
    <li className="page-list__row">
      <div className="page-list__main">
        <Link to={editorHref(p.path)} className="page-list__title">
          {p.title}
        </Link>
        <code className="page-list__path">{p.path}</code>
        {p.match && (
          <p className="page-list__match">
            {p.match.in === 'live' ? 'On the page: ' : 'In the draft: '}
            {p.match.before}
            <mark>{p.match.found}</mark>
            {p.match.after}
          </p>
        )}
      </div>
      <States page={p} />
      <p className="page-list__edited">
        {p.updatedAt ? (
          <>
            Edited {formatWhen(p.updatedAt)}
            {p.updatedBy && <> by {p.updatedBy}</>}
          </>
        ) : (
          <span className="page-list__muted">Not edited in the admin</span>
        )}
      </p>
      <div className="page-list__actions">
        <Link
          to={editorHref(p.path)}
          className="admin-btn admin-btn--small admin-btn--secondary"
          aria-label={`Edit ${p.title}`}
        >
          Edit
        </Link>
        {p.live && (
          <a
            href={p.path}
            className="admin-btn admin-btn--small admin-btn--light page-list__view"
            target="_blank"
            rel="noreferrer"
            aria-label={`View ${p.title} on the site (opens a new tab)`}
          >
            View
          </a>
        )}
        {p.source === 'admin' && locked && (
          <p className="page-list__locked">
            <span className="admin-badge page-list__badge--off">Address and delete: admins only</span>{' '}
            <span className="page-list__muted">{locked}</span>
          </p>
        )}
        {p.source === 'admin' && !locked && (
          <>
            <button
              type="button"
              className="admin-btn admin-btn--small admin-btn--secondary"
              onClick={() => onMove(p)}
              aria-label={`Change address of ${p.title}`}
            >
              Change address
            </button>
            <button
              type="button"
              className="admin-btn admin-btn--small admin-btn--danger"
              onClick={() => onDelete(p)}
              aria-label={`Delete ${p.title}`}
            >
              Delete
            </button>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * /admin/pages: every public page, searchable by address or title (?q= keeps
 * the search in the address bar, so Back returns to it), with where each
 * comes from, whether a draft waits, whether a deploy changed its file since
 * the last edit, and who edited it last.
 */
export function PageList({ heading, intro }: z.output<typeof schema>) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const [creating, setCreating] = useState(false);
  const [moving, setMoving] = useState<PageListItem | null>(null);
  const [deleting, setDeleting] = useState<PageListItem | null>(null);
  const list = usePageList(q);
  const redirects = useRedirects().data?.items.length;

  // Typing searches after a short pause, not on every key.
  useEffect(() => {
    if (typed === q) return;
    const t = setTimeout(
      () =>
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            if (typed) next.set('q', typed);
            else next.delete('q');
            return next;
          },
          { replace: true },
        ),
      250,
    );
    return () => clearTimeout(t);
  }, [typed, q, setParams]);

  // The view is part of the address, like the search: Back returns to it, and a link shares it.
  const view = params.get('view') === 'tree' ? 'tree' : 'list';
  const showAs = (v: 'list' | 'tree') =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (v === 'tree') next.set('view', 'tree');
        else next.delete('view');
        return next;
      },
      { replace: true },
    );
  const items = list.data?.items ?? [];
  const drafts = items.filter((p) => p.hasDraft).length;
  return (
    <div className="page-list">
      <PageHead heading={heading} intro={intro}>
        <div className="page-list__head-actions">
          <Link to="/admin/media" className="admin-btn admin-btn--secondary">
            Media library
          </Link>
          {/* The redirects have a screen of their own; the count says whether any wait there. */}
          <Link to="/admin/redirects" className="admin-btn admin-btn--secondary">
            Redirects{redirects === undefined ? '' : ` (${redirects})`}
          </Link>
          <button type="button" className="admin-btn admin-btn--primary" onClick={() => setCreating(true)}>
            + New page
          </button>
        </div>
      </PageHead>
      <section className="admin-card page-list__card" aria-labelledby="page-list-title">
        <div className="page-list__bar">
          <h2 id="page-list-title" className="admin-card__title">
            {list.data
              ? `${items.length} ${items.length === 1 ? 'page' : 'pages'}${q ? ` matching “${q}”` : ''}`
              : 'Pages'}
            {drafts > 0 && <span className="page-list__drafts"> · {drafts} with a draft</span>}
          </h2>
          <fieldset className="page-list__view">
            <legend className="visually-hidden">Show pages as</legend>
            {(['list', 'tree'] as const).map((v) => (
              <label key={v} className={`page-list__view-option${view === v ? ' is-active' : ''}`}>
                <input type="radio" name="page-view" checked={view === v} onChange={() => showAs(v)} />
                {v === 'list' ? 'List' : 'Tree by address'}
              </label>
            ))}
          </fieldset>
          <div className="page-list__search">
            <label htmlFor="page-search" className="admin-field__label">
              Search pages
            </label>
            <input
              id="page-search"
              className="admin-field__input"
              type="search"
              placeholder="Title, address or words on the page"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
        </div>
        {list.isError && (
          <div className="admin-alert admin-alert--error" role="alert">
            <p>{errorText(list.error, 'The pages could not be loaded. Reload the page to try again.')}</p>
          </div>
        )}
        {list.isPending && <p className="admin-loading">Loading pages…</p>}
        {list.data && items.length === 0 && (
          <p className="admin-empty">
            No page matches “{q}” in its title, address or words. Try fewer words or part of the address (e.g.{' '}
            <em>furniture</em>), or clear the search.
          </p>
        )}
        {items.length > 0 && view === 'tree' && (
          <PageTree
            items={items}
            row={(p) => <PageRow key={p.path} p={p} onMove={setMoving} onDelete={setDeleting} />}
          />
        )}
        {items.length > 0 && view === 'list' && (
          <ul className="page-list__rows" aria-busy={list.isFetching}>
            {items.map((p) => (
              <PageRow key={p.path} p={p} onMove={setMoving} onDelete={setDeleting} />
            ))}
          </ul>
        )}
      </section>
      <Activity />
      <TrashCard />
      {creating && <NewPageDialog pages={items} onClose={() => setCreating(false)} />}
      {moving && <MovePageDialog page={moving} onClose={() => setMoving(null)} />}
      {deleting && <DeletePageDialog page={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}
