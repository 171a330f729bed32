import { navigationDocument } from '../../../contracts/navigation';
import { staffIssueMessage, type PageIssue } from '../../../contracts/pages';

/** Where a problem is, as the editor's fields name themselves: "header.items.2.submenus.0.label". */
export const keyOf = (path: readonly (string | number)[]) => path.join('.');

/** A field's problem, if any, by its key. */
export type IssueLookup = (path: readonly (string | number)[]) => string | undefined;

/**
 * The document's problems: the shape and sizes checked here at once (the
 * same schema the server runs), and what only the server knows (a link to a
 * page that is not on the site) from the last save. One message per field.
 */
export function navigationIssues(doc: unknown, fromServer: readonly PageIssue[]): PageIssue[] {
  const local = navigationDocument.safeParse(doc, { error: staffIssueMessage });
  const issues: PageIssue[] = local.success
    ? []
    : local.error.issues.map((i) => ({
        path: i.path.map((k) => (typeof k === 'number' ? k : String(k))),
        message: i.message,
      }));
  const seen = new Set(issues.map((i) => keyOf(i.path)));
  for (const i of fromServer) if (!seen.has(keyOf(i.path))) issues.push(i);
  return issues;
}

export function lookup(issues: readonly PageIssue[]): IssueLookup {
  const map = new Map<string, string>();
  for (const i of issues) if (!map.has(keyOf(i.path))) map.set(keyOf(i.path), i.message);
  return (path) => map.get(keyOf(path));
}
