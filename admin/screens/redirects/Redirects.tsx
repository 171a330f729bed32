import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { errorText } from '../../data/api';
import { PageHead } from '../../ui/PageHead';
import { usePageList } from '../../data/pages';
import { useRedirects } from '../../data/redirects';
import { countOf } from '../../data/words';
import { AddRedirect } from './AddRedirect';
import { RedirectList } from './RedirectList';
import type { schema } from './schema';

/** The redirects whose old address or target contains `q` (any case). */
const matching = <T extends { from: string; to: string | null }>(items: T[], q: string) => {
  const needle = q.trim().toLowerCase();
  return needle ? items.filter((r) => `${r.from} ${r.to ?? ''}`.toLowerCase().includes(needle)) : items;
};

/**
 * /admin/redirects: every redirect of the site (staff's own, moved pages' old
 * addresses, deleted pages'), a form to add one to a live page, and Remove.
 * Editors may use it too: a redirect only ever leads to a page of the site.
 */
export function Redirects({ heading, intro }: z.output<typeof schema>) {
  const redirects = useRedirects();
  const pages = usePageList();
  const [q, setQ] = useState('');
  const items = redirects.data?.items ?? [];
  const shown = matching(items, q);
  return (
    <div className="redirects">
      <PageHead heading={heading} intro={intro}>
        <Link to="/admin/pages" className="admin-btn admin-btn--secondary">
          Pages
        </Link>
      </PageHead>
      <section className="admin-card" aria-labelledby="redirects-add-title">
        <h2 id="redirects-add-title" className="admin-card__title">
          Add a redirect
        </h2>
        <p className="admin-card__lead">
          Type the old address and choose the page visitors should reach. It works at once, on every address the site
          serves.
        </p>
        <AddRedirect pages={pages.data?.items ?? []} />
      </section>
      <section className="admin-card redirects__card" aria-labelledby="redirects-list-title">
        <div className="redirects__bar">
          <h2 id="redirects-list-title" className="admin-card__title">
            {redirects.data ? countOf(items.length, 'redirect') : 'Redirects'}
            {q.trim() && redirects.data ? `, ${shown.length} matching “${q.trim()}”` : ''}
          </h2>
          {items.length > 5 && (
            <div className="redirects__search">
              <label htmlFor="redirects-search" className="admin-field__label">
                Search redirects
              </label>
              <input
                id="redirects-search"
                className="admin-field__input"
                type="search"
                placeholder="An address, e.g. brochure"
                value={q}
                onChange={(e) => setQ(e.target.value)}
              />
            </div>
          )}
        </div>
        {redirects.isError && (
          <div className="admin-alert admin-alert--error" role="alert">
            <p>{errorText(redirects.error, 'The redirects could not be loaded. Reload the page to try again.')}</p>
          </div>
        )}
        {redirects.isPending && <p className="admin-loading">Loading redirects…</p>}
        {redirects.data && !items.length && <p className="admin-empty">No redirects yet.</p>}
        {items.length > 0 && !shown.length && <p className="admin-empty">No redirect matches “{q.trim()}”.</p>}
        {shown.length > 0 && <RedirectList items={shown} />}
      </section>
    </div>
  );
}
