import { countOf } from '../../data/words';
import { Section } from './Section';
import { byPage, type ShownGroups } from './target-filter';
import type { useUploadManager } from './useUploadManager';

type Manager = ReturnType<typeof useUploadManager>;

/** The targets as a tree: pages, then their sections; a search opens every match. */
export function TargetPages({ shown, manager }: { shown: ShownGroups; manager: Manager }) {
  return (
    <ul className="admin-upload-manager__pages">
      {byPage(shown).map((p) => (
        <TargetPage key={p.page} {...p} manager={manager} />
      ))}
    </ul>
  );
}

function TargetPage({
  page,
  pageLabel,
  sections,
  manager: { narrowed, state: s, toggle, rowHandlers, uploadSection },
}: ReturnType<typeof byPage>[number] & { manager: Manager }) {
  const open = narrowed || !!s.open[`page:${page}`];
  const all = sections.flatMap((x) => x.group.targets);
  const bodyId = `aum-page-${page}`.replace(/[^A-Za-z0-9_-]/g, '-');
  return (
    <li className="admin-upload-manager__page">
      <h2 className="admin-upload-manager__page-title">
        <button
          type="button"
          className="admin-upload-manager__toggle admin-upload-manager__toggle--page"
          aria-expanded={open}
          aria-controls={bodyId}
          disabled={narrowed}
          onClick={() => toggle(`page:${page}`)}
        >
          <span className="admin-upload-manager__chevron" aria-hidden="true" />
          <span>
            {pageLabel}{' '}
            <span className="admin-upload-manager__count">
              ({countOf(sections.length, 'section')}, {countOf(all.length, 'file')})
            </span>
          </span>
        </button>
      </h2>
      <span className="admin-upload-manager__group-stats">
        {all.filter((t) => t.exists).length}/{all.length} stored
      </span>
      {open && (
        <ul id={bodyId} className="admin-upload-manager__groups">
          {sections.map(({ group, targets: rows }) => (
            <Section
              key={group.id}
              group={group}
              rows={rows}
              shortLabel={
                group.label.startsWith(`${group.pageLabel} › `)
                  ? group.label.slice(group.pageLabel.length + 3)
                  : group.label
              }
              open={narrowed || !!s.open[group.id]}
              locked={narrowed}
              onToggle={() => toggle(group.id)}
              busy={s.busy}
              selected={s.selected}
              progress={s.progress}
              editing={s.editing}
              handlers={rowHandlers(group.folder)}
              onUpload={() => void uploadSection(group)}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
