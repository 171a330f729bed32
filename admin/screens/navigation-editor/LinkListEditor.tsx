import type { NavigationLink } from '../../../contracts/navigation';
import { Field } from '../../ui/Field';
import type { IssueLookup } from './issues';
import { OrderButtons } from './OrderButtons';
import { PageLinkField, type SitePage } from './PageLinkField';
import { useFocusAdded } from './useFocusAdded';

const swap = <T,>(list: readonly T[], i: number, j: number) => {
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
};

/**
 * A footer column's links: each one's words and page side by side, with
 * buttons to move it up or down and to remove it, and one to add a link.
 */
export function LinkListEditor({
  title,
  links,
  onChange,
  at,
  issueAt,
  pages,
  listId,
}: {
  title: string;
  links: readonly NavigationLink[];
  /** `group` names the field typed in, so typing in it is one undo step. */
  onChange: (links: NavigationLink[], group?: string) => void;
  /** Where the list sits in the document, e.g. ["footer", "serviceLinks"]. */
  at: readonly string[];
  issueAt: IssueLookup;
  pages: readonly SitePage[];
  listId: string;
}) {
  const set = (i: number, patch: Partial<NavigationLink>) =>
    onChange(
      links.map((l, n) => (n === i ? { ...l, ...patch } : l)),
      [...at, i, ...Object.keys(patch)].join('.'),
    );
  const { listRef, added } = useFocusAdded();
  return (
    <fieldset className="admin-fieldset nav-links">
      <legend>{title}</legend>
      <ol className="nav-links__items" ref={listRef}>
        {links.map((link, i) => {
          const name = link.label || 'Untitled link';
          return (
            // links have no ids; the position is the link.
            <li key={i} className="nav-links__item">
              <div className="admin-form__row">
                <Field
                  label="Label"
                  value={link.label}
                  onChange={(e) => set(i, { label: e.target.value })}
                  error={issueAt([...at, i, 'label'])}
                />
                <PageLinkField
                  value={link.href}
                  onChange={(href) => set(i, { href })}
                  pages={pages}
                  listId={listId}
                  error={issueAt([...at, i, 'href'])}
                />
              </div>
              <OrderButtons
                name={name}
                listName={title}
                first={i === 0}
                last={i === links.length - 1}
                onMove={(delta) => onChange(swap(links, i, i + delta))}
                onRemove={() => onChange(links.filter((_, n) => n !== i))}
              />
            </li>
          );
        })}
      </ol>
      {issueAt(at) && <p className="admin-field__error">{issueAt(at)}</p>}
      <button
        type="button"
        className="admin-btn admin-btn--small admin-btn--secondary nav-list__add"
        onClick={() => {
          onChange([...links, { label: '', href: '' }]);
          added(links.length);
        }}
      >
        + Add a link to {title}
      </button>
    </fieldset>
  );
}
