import type { ReactNode } from 'react';
import type { PageListItem } from '../../../contracts/pages';

/** A folder of the site's addresses: the pages directly in it, and its sub-folders. */
export interface AddressGroup {
  /** "/services/furniture/", or "/" for the top. */
  prefix: string;
  pages: PageListItem[];
  groups: AddressGroup[];
  /** Pages in it and every sub-folder. */
  total: number;
}

/** Groups pages by the folders of their addresses: /services/furniture/bars sits in /services/furniture/. */
export function addressTree(items: PageListItem[]): AddressGroup {
  const root: AddressGroup = { prefix: '/', pages: [], groups: [], total: 0 };
  for (const page of [...items].sort((a, b) => a.path.localeCompare(b.path))) {
    const folders = page.path.split('/').filter(Boolean).slice(0, -1);
    let group = root;
    group.total++;
    for (const folder of folders) {
      const prefix = `${group.prefix}${folder}/`;
      let next = group.groups.find((g) => g.prefix === prefix);
      if (!next) {
        next = { prefix, pages: [], groups: [], total: 0 };
        group.groups.push(next);
      }
      next.total++;
      group = next;
    }
    group.pages.push(page);
  }
  return root;
}

function Group({ group, row, depth }: { group: AddressGroup; row: (p: PageListItem) => ReactNode; depth: number }) {
  const body = (
    <>
      {group.pages.length > 0 && <ul className="page-list__rows">{group.pages.map(row)}</ul>}
      {group.groups.map((g) => (
        <Group key={g.prefix} group={g} row={row} depth={depth + 1} />
      ))}
    </>
  );
  if (depth === 0) return body;
  return (
    <details className="page-tree__group" open={depth < 2}>
      <summary className="page-tree__summary">
        <code className="page-list__path">{group.prefix}</code>{' '}
        <span className="page-tree__count">
          {group.total} {group.total === 1 ? 'page' : 'pages'}
        </span>
      </summary>
      <div className="page-tree__body">{body}</div>
    </details>
  );
}

/** The page list as a tree of address folders that open and close; the top two levels start open. */
export function PageTree({ items, row }: { items: PageListItem[]; row: (p: PageListItem) => ReactNode }) {
  return (
    <div className="page-tree">
      <Group group={addressTree(items)} row={row} depth={0} />
    </div>
  );
}
