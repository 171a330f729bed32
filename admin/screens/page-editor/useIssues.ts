import { useDeferredValue, useMemo } from 'react';
import type { PageDocument, PageIssue } from '../../../contracts/pages';
import { editorRegistry as registry } from './editor-registry';
import { draftIssues, issueTarget } from './fields/issues';

/**
 * What stops the page from being published: the browser's own check of the
 * whole page, plus what the server said at the last save (it may know rules
 * the browser does not, such as a path taken meanwhile) until the next save
 * answers. Also which sections, and whether the page settings, have a problem.
 */
export function useIssues(page: PageDocument, serverIssues: PageIssue[], dirty: boolean) {
  // Checking the whole page is the slowest part of a keystroke on a long page: it runs just after
  // the keystroke shows (a deferred render), so typing never waits for it.
  const checkedPage = useDeferredValue(page);
  const clientIssues = useMemo(() => draftIssues(registry.pageSchema, checkedPage), [checkedPage]);
  const issues = useMemo(() => {
    const seen = new Set(clientIssues.map((i) => JSON.stringify(i)));
    return [...clientIssues, ...(dirty ? [] : serverIssues.filter((i) => !seen.has(JSON.stringify(i))))];
  }, [clientIssues, serverIssues, dirty]);
  const invalid = useMemo(
    () => new Set(issues.flatMap((i) => (issueTarget(i.path).kind === 'block' ? [i.path[1] as number] : []))),
    [issues],
  );
  const settingsInvalid = issues.some((i) => issueTarget(i.path).kind === 'settings');
  return { clientIssues, issues, invalid, settingsInvalid };
}
