import { MAX_MENU_DEPTH, type NavigationItem } from '../../../contracts/navigation';
import { Field } from '../../ui/Field';
import type { IssueLookup } from './issues';
import { MenuList } from './MenuList';
import { OrderButtons } from './OrderButtons';
import { moveItem, removeItem, updateItem, type ItemPath } from './menu-edits';
import { PageLinkField, type SitePage } from './PageLinkField';

/** Applies a change to the whole menu; `group` merges typing in one field into one undo step. */
export type MenuEdit = (change: (items: NavigationItem[]) => NavigationItem[], group?: string) => void;

export interface MenuRowContext {
  /** The whole header menu as it is now; `edit` replaces it with what a change makes of it. */
  items: NavigationItem[];
  pages: readonly SitePage[];
  listId: string;
  issueAt: IssueLookup;
  /** Whether any problem lies at or under a path (a closed row still shows it needs attention). */
  hasIssueUnder: (path: readonly (string | number)[]) => boolean;
  edit: MenuEdit;
}

const at = (path: ItemPath, ...rest: (string | number)[]) => [
  'header',
  'items',
  ...path.flatMap((i, n) => (n ? ['submenus', i] : [i])),
  ...rest,
];

/** The one-line summary of a menu item, with its order, open/close and remove buttons. */
function RowSummary({
  item,
  path,
  siblings,
  open,
  onToggle,
  ctx,
  listName,
}: {
  item: NavigationItem;
  path: ItemPath;
  siblings: number;
  open: boolean;
  onToggle: () => void;
  ctx: MenuRowContext;
  listName: string;
}) {
  const index = path[path.length - 1]!;
  const name = item.label || 'Untitled link';
  return (
    <div className="nav-row__summary">
      <button type="button" className="nav-row__toggle" aria-expanded={open} onClick={onToggle}>
        <span className="nav-row__text">
          <span className="nav-row__label">{name}</span>
          <code className="nav-row__href">{item.href || 'no link yet'}</code>
          {item.submenus?.length ? <span className="admin-badge">{item.submenus.length} in group</span> : null}
          {ctx.hasIssueUnder(at(path)) && <span className="admin-badge nav-row__warn">Needs attention</span>}
        </span>
      </button>
      <OrderButtons
        name={name}
        listName={listName}
        first={index === 0}
        last={index === siblings - 1}
        onMove={(delta) => ctx.edit((items) => moveItem(items, path, delta))}
        onRemove={() => ctx.edit((items) => removeItem(items, path))}
      />
    </div>
  );
}

/** A menu item's fields: its words and link, the rarely changed texts under "More", and the links of its group. */
function RowFields({ item, path, ctx }: { item: NavigationItem; path: ItemPath; ctx: MenuRowContext }) {
  const set = (patch: Partial<NavigationItem>) =>
    ctx.edit((items) => updateItem(items, path, patch), at(path, ...Object.keys(patch)).join('.'));
  const depth = path.length;
  return (
    <div className="nav-row__fields">
      <div className="admin-form__row">
        <Field
          label="Label"
          value={item.label}
          onChange={(e) => set({ label: e.target.value })}
          error={ctx.issueAt(at(path, 'label'))}
        />
        <PageLinkField
          value={item.href}
          onChange={(href) => set({ href })}
          pages={ctx.pages}
          listId={ctx.listId}
          error={ctx.issueAt(at(path, 'href'))}
        />
      </div>
      <details className="nav-row__more">
        <summary>More: description, phone menu wording</summary>
        <Field
          label="Description (under the label in a dropdown)"
          value={item.description ?? ''}
          onChange={(e) => set({ description: e.target.value })}
          error={ctx.issueAt(at(path, 'description'))}
        />
        <Field
          label="Phone menu link to this group's own page"
          placeholder={`All ${item.label}`}
          value={item.overviewLabel ?? ''}
          onChange={(e) => set({ overviewLabel: e.target.value })}
          error={ctx.issueAt(at(path, 'overviewLabel'))}
          hint="Shown above the group's links on phones. Empty: “All” and the label."
        />
      </details>
      {depth < MAX_MENU_DEPTH && (
        <MenuList
          items={item.submenus ?? []}
          parent={path}
          ctx={ctx}
          name={item.label || 'this group'}
          title={item.submenus?.length ? `Links in ${item.label || 'this group'}` : undefined}
          addLabel={item.submenus?.length ? 'Add a link to this group' : 'Make this a group: add a link under it'}
        />
      )}
      {ctx.issueAt(at(path, 'submenus')) && <p className="admin-field__error">{ctx.issueAt(at(path, 'submenus'))}</p>}
    </div>
  );
}

/** One menu item: a line that opens into its fields (only the open item draws them). */
export function MenuItemRow(p: {
  item: NavigationItem;
  path: ItemPath;
  siblings: number;
  open: boolean;
  onToggle: () => void;
  ctx: MenuRowContext;
  /** The list it is in, for its buttons' names ("Move Offices up in Commercial"). */
  listName: string;
}) {
  return (
    <li className={`nav-row${p.open ? ' nav-row--open' : ''}`}>
      <RowSummary {...p} />
      {p.open && <RowFields item={p.item} path={p.path} ctx={p.ctx} />}
    </li>
  );
}
