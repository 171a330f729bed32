import type { LinkToPage } from '../../../contracts/pages';
import { errorText } from '../../data/api';
import { usePageLinks } from './address-api';

const WHERE: Record<LinkToPage['where'], string> = { menu: 'Menu', footer: 'Footer', page: 'Page' };

/** “Menu: Kitchens”, “Page /offers: Get a quote”; a draft's link says it is not live yet. */
function linkName(l: LinkToPage): string {
  const place = l.where === 'page' ? `${WHERE.page} ${l.in}` : WHERE[l.where];
  return `${place}: ${l.label || l.href}${l.draftOnly ? ' (in a draft)' : ''}`;
}

/**
 * Names every link that leads to a page about to be deleted, and what the
 * chosen outcome does to them, so nobody finds a dead menu link later. With
 * a redirect, menu and footer links are re-pointed at its target (and put
 * back by a restore); links in pages keep their address, which redirects.
 */
export function LinksToPage({
  path,
  redirectTo,
  removeLinks,
  moving = false,
}: {
  path: string;
  redirectTo: string | null;
  /** Before a move: every one of these links follows the page to its new address. */
  moving?: boolean;
  /** Offered when the address will say the page is gone: take the menu and footer links out with it. */
  removeLinks: { checked: boolean; onChange: (checked: boolean) => void } | null;
}) {
  const links = usePageLinks(path);
  if (links.isPending) return <p className="page-delete__links">Looking for links to this page…</p>;
  if (links.isError)
    return (
      <p className="page-delete__links" role="alert">
        {errorText(links.error, 'The links to this page could not be listed.')}
      </p>
    );
  const list = links.data.links;
  if (!list.length) return <p className="page-delete__links">No menu, footer or page links lead here.</p>;
  const nav = list.some((l) => l.where !== 'page');
  const pages = list.some((l) => l.where === 'page');
  return (
    <div className="page-delete__links">
      <p>
        <strong>
          {list.length === 1 ? '1 link leads' : `${list.length} links lead`} to {path}:
        </strong>
      </p>
      <ul>
        {list.map((l) => (
          <li key={`${l.in} ${l.href} ${l.label}`}>{linkName(l)}</li>
        ))}
      </ul>
      {nav && removeLinks && (
        <label className="page-delete__choice">
          <input
            type="checkbox"
            checked={removeLinks.checked}
            onChange={(e) => removeLinks.onChange(e.target.checked)}
          />
          <span>
            <strong>Remove the menu and footer links to it</strong> (a new navigation version; a restore puts them
            back).
          </span>
        </label>
      )}
      <p>
        {moving
          ? 'They will lead to the new address.'
          : redirectTo
            ? `${nav ? `Menu and footer links will lead to ${redirectTo} (a restore puts them back). ` : ''}${pages ? `Links in pages keep ${path}, which will send visitors on to ${redirectTo}.` : ''}`
            : removeLinks?.checked && nav
              ? pages
                ? `Links in pages will lead to a page that is gone: edit them in the pages named, or send visitors to another page instead.`
                : ''
              : `They will lead to a page that is gone. ${nav ? 'Edit them in Navigation' : ''}${nav && pages ? ', and ' : ''}${pages ? `${nav ? 'in' : 'Edit them in'} the pages named` : ''}, or send visitors to another page instead.`}
      </p>
    </div>
  );
}
