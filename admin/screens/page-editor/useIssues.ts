import { useQueries } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import type { PageDocument, PageIssue } from '../../../contracts/pages';
import { emptyAlts, undescribedMedia } from '../../../engine/media-alt';
import { isAssetUrl } from '../../../engine/media-kind';
import { assetQuery } from '../media-library/library-api';
import { editorRegistry as registry } from './editor-registry';
import { draftIssues, issueTarget, type DraftIssue } from './fields/issues';

/**
 * Pictures of the page with an empty alt and none to borrow from their library file, as the server finds them on
 * Publish: staff see the missing description while they are on the field, not only after pressing Publish. A
 * library file not loaded yet (or gone) counts as described until it answers; the server still checks at Publish.
 */
function useAltIssues(page: unknown): DraftIssue[] {
  const empty = useMemo(() => emptyAlts(page), [page]);
  const urls = useMemo(() => [...new Set(empty.map((e) => e.media).filter(isAssetUrl))], [empty]);
  const files = useQueries({ queries: urls.map(assetQuery) });
  // A file not answered yet lends a stand-in, so it is not listed before the library has said it has no alt.
  const alts = new Map(urls.map((u, i) => [u, files[i]?.data ? (files[i].data.alt ?? null) : 'unknown']));
  const key = urls.map((u) => `${u}=${alts.get(u) ?? ''}`).join('|');
  // `key` stands for `alts` (a new Map each render): the check runs again only when a file's answer changes.
  return useMemo(() => undescribedMedia(page, (url) => alts.get(url)), [page, key]);
}

/**
 * What stops the page from being published: the browser's own check of the
 * whole page, plus what the server said at the last save (it may know rules
 * the browser does not, such as a path taken meanwhile) until the next save
 * answers. Also which sections, and whether the page settings, have a problem.
 * `clientIssues` are the schema's alone: they stop the preview too, which a missing alt text does not.
 */
export function useIssues(page: PageDocument, serverIssues: PageIssue[], dirty: boolean) {
  // Checking the whole page is the slowest part of a keystroke on a long page: it runs just after
  // the keystroke shows (a deferred render), so typing never waits for it.
  const checkedPage = useDeferredValue(page);
  const clientIssues = useMemo(() => draftIssues(registry.pageSchema, checkedPage), [checkedPage]);
  // An emptied field leaves the draft without its key and the schema's default ('') fills it in, as on the server:
  // the alt check reads the page with its defaults (the draft as typed while it does not parse yet).
  const withDefaults = useMemo((): unknown => {
    const r = registry.pageSchema.safeParse(checkedPage);
    return r.success ? r.data : checkedPage;
  }, [checkedPage]);
  const altIssues = useAltIssues(withDefaults);
  const issues = useMemo(() => {
    const local = [...clientIssues, ...altIssues];
    const seen = new Set(local.map((i) => JSON.stringify(i)));
    return [...local, ...(dirty ? [] : serverIssues.filter((i) => !seen.has(JSON.stringify(i))))];
  }, [clientIssues, altIssues, serverIssues, dirty]);
  const invalid = useMemo(
    () => new Set(issues.flatMap((i) => (issueTarget(i.path).kind === 'block' ? [i.path[1] as number] : []))),
    [issues],
  );
  const settingsInvalid = issues.some((i) => issueTarget(i.path).kind === 'settings');
  return { clientIssues, issues, invalid, settingsInvalid };
}
