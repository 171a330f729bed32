import type { DraftIssue } from './fields/issues';
import { issueLabel, issueTarget } from './fields/issues';
import { humanize } from './fields/form-schema';
import { blockName } from './catalogue';
import type { PageDocument } from '../../../contracts/pages';

/** Where an issue is, in words: "Section 3 · Call to action", "Page settings". */
function place(issue: DraftIssue, page: PageDocument) {
  const t = issueTarget(issue.path);
  if (t.kind === 'block') return `Section ${t.index + 1} · ${blockName(page.blocks[t.index]?.type ?? '')}`;
  if (t.kind === 'settings') return 'Page settings';
  return 'Page';
}

/**
 * What stops the page from being published, each a button that takes you to
 * the field (the section opens, the field scrolls into view and gets focus).
 */
export function IssuesPanel({
  issues,
  page,
  onJump,
}: {
  issues: DraftIssue[];
  page: PageDocument;
  onJump: (issue: DraftIssue) => void;
}) {
  if (!issues.length) return null;
  return (
    <section className="issues-panel" aria-labelledby="issues-title">
      <h2 id="issues-title" className="issues-panel__title">
        {issues.length === 1 ? '1 thing to fix before publishing' : `${issues.length} things to fix before publishing`}
      </h2>
      <ul className="issues-panel__list">
        {issues.slice(0, 20).map((issue, i) => (
          <li key={i}>
            <button type="button" className="issues-panel__item" onClick={() => onJump(issue)}>
              <span className="issues-panel__where">
                {place(issue, page)} › {issueLabel(issue.path, humanize)}
              </span>
              <span className="issues-panel__message">{issue.message}</span>
            </button>
          </li>
        ))}
      </ul>
      {issues.length > 20 && <p className="issues-panel__more">…and {issues.length - 20} more.</p>}
    </section>
  );
}
