import type { NavigationDocument, NavigationItem } from '../../../contracts/navigation';
import type { PageIssue } from '../../../contracts/pages';

const FIELD_WORDS: Record<string, string> = {
  label: 'label',
  href: 'link',
  description: 'description',
  overviewLabel: 'phone menu wording',
  submenus: 'links',
  copyrightYear: 'copyright year',
  cta: 'button',
};

/** Where a problem is, in staff's words: "Header menu › Prefab Units › Public: link". */
export function placeOf(doc: NavigationDocument, path: readonly (string | number)[]): string {
  const [part, list, ...rest] = path;
  if (part === 'footer') {
    if (list === 'copyrightYear') return 'Footer: copyright year';
    const column = list === 'serviceLinks' ? 'Services column' : 'Company column';
    const [i, field] = rest;
    const link = typeof i === 'number' ? doc.footer[list as 'serviceLinks' | 'companyLinks']?.[i] : undefined;
    return `Footer › ${column}${typeof i === 'number' ? ` › ${link?.label || `link ${i + 1}`}` : ''}${field ? `: ${FIELD_WORDS[field] ?? field}` : ''}`;
  }
  if (part === 'header' && list === 'cta')
    return `Header button${rest[0] ? `: ${FIELD_WORDS[rest[0]] ?? rest[0]}` : ''}`;
  const names: string[] = [];
  let items: readonly NavigationItem[] | undefined = doc.header?.items;
  let field: string | undefined;
  for (const seg of rest) {
    if (typeof seg === 'number') {
      const item: NavigationItem | undefined = items?.[seg];
      names.push(item?.label || `item ${seg + 1}`);
      items = item?.submenus;
    } else if (seg !== 'submenus' || rest.at(-1) === 'submenus') field = seg;
  }
  return `Header menu${names.length ? ` › ${names.join(' › ')}` : ''}${field ? `: ${FIELD_WORDS[field] ?? field}` : ''}`;
}

/** The problems to fix before the navigation can be published, each with where it is. */
export function IssueList({ doc, issues }: { doc: NavigationDocument; issues: readonly PageIssue[] }) {
  if (!issues.length) return null;
  return (
    <section id="nav-problems" className="admin-alert admin-alert--warning nav-editor__issues" aria-live="polite">
      <h2 className="nav-editor__issues-title">
        {issues.length === 1 ? '1 problem' : `${issues.length} problems`} to fix before publishing
      </h2>
      <ul>
        {issues.map((i) => (
          <li key={`${i.path.join('.')}:${i.message}`}>
            <strong>{placeOf(doc, i.path)}</strong>: {i.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
