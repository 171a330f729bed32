import { useState } from 'react';
import type { NavigationItem } from '../../../contracts/navigation';
import { MenuItemRow, type MenuRowContext } from './MenuItemRow';
import { addItem, type ItemPath } from './menu-edits';
import { useFocusAdded } from './useFocusAdded';

/**
 * A list of menu items (the top menu, or a group's links): which are open
 * is kept here by position, and follows an item moved up or down.
 */
export function MenuList({
  items,
  parent,
  ctx,
  title,
  addLabel,
  name,
}: {
  items: readonly NavigationItem[];
  parent: ItemPath;
  ctx: MenuRowContext;
  /** What the list is called in its buttons' names: "the menu", or its group's label. */
  name: string;
  title?: string;
  addLabel: string;
}) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (i: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(i)) next.add(i);
      return next;
    });
  // The open rows follow an item that moved, and a removed one's place closes.
  const rowCtx: MenuRowContext = {
    ...ctx,
    edit: (change, group) => {
      const next = change(ctx.items);
      setOpen(followMoves(open, items, listAt(next, parent)));
      ctx.edit(() => next, group);
    },
  };
  const { listRef, added } = useFocusAdded();
  const add = () => {
    ctx.edit((all) => addItem(all, parent, { label: '', href: '' }));
    setOpen(new Set(open).add(items.length));
    added(items.length);
  };
  return (
    <div className={parent.length ? 'nav-list nav-list--nested' : 'nav-list'}>
      {title && <h3 className="nav-list__title">{title}</h3>}
      {title && parent.length === 1 && (
        <p className="nav-list__hint">
          On a computer the dropdown shows only these links: to let visitors reach the group's own page, add it here too
          (as “All Prefab Units” is). Phones list it first by themselves.
        </p>
      )}
      {items.length > 0 && (
        <ol className="nav-list__items" ref={listRef}>
          {items.map((item, i) => (
            <MenuItemRow
              // items have no ids; the position is the item (open state follows moves above).
              key={i}
              item={item}
              path={[...parent, i]}
              siblings={items.length}
              open={open.has(i)}
              onToggle={() => toggle(i)}
              ctx={rowCtx}
              listName={name}
            />
          ))}
        </ol>
      )}
      <button type="button" className="admin-btn admin-btn--small admin-btn--secondary nav-list__add" onClick={add}>
        + {addLabel}
      </button>
    </div>
  );
}

function listAt(items: readonly NavigationItem[], path: ItemPath): readonly NavigationItem[] {
  let list = items;
  for (const i of path) list = list[i]?.submenus ?? [];
  return list;
}

/** Open positions after an edit of the list: each open item is found again where it went (by identity). */
function followMoves(open: ReadonlySet<number>, before: readonly NavigationItem[], after: readonly NavigationItem[]) {
  const next = new Set<number>();
  for (const i of open) {
    const moved = after.indexOf(before[i]!);
    if (moved !== -1) next.add(moved);
    else if (before.length === after.length) next.add(i); // edited in place: a new object at the same place
  }
  return next;
}
