import { ErrorSchemaBuilder, type ErrorSchema } from '@rjsf/utils';
import type { z } from 'zod';
import { staffIssueMessage } from '../../../../contracts/pages';

/** One problem in a page document: where (the JSON path inside it) and what. */
export interface DraftIssue {
  path: (string | number)[];
  message: string;
}

/** Every problem the registry's page schema finds in a draft, in document order, worded for staff as the API words them. */
export function draftIssues(pageSchema: z.ZodType, page: unknown): DraftIssue[] {
  const r = pageSchema.safeParse(page, { error: staffIssueMessage });
  if (r.success) return [];
  return r.error.issues.map((i) => ({
    path: i.path.filter((p): p is string | number => typeof p !== 'symbol'),
    message: i.message,
  }));
}

const startsWith = (path: DraftIssue['path'], prefix: DraftIssue['path']) => prefix.every((p, i) => path[i] === p);

/** The issues under `prefix` (e.g. ["blocks", 2, "props"]) as rjsf's error tree, for `extraErrors`. */
export function errorSchemaAt(issues: DraftIssue[], prefix: DraftIssue['path']): ErrorSchema {
  const builder = new ErrorSchemaBuilder();
  for (const i of issues) {
    if (!startsWith(i.path, prefix)) continue;
    const rest = i.path.slice(prefix.length).map(String);
    builder.addErrors(i.message, rest.length ? rest : undefined);
  }
  return builder.ErrorSchema;
}

/** The DOM id rjsf gives the control at `rest` inside a form whose idPrefix is `formId` (separator "_"). */
export const fieldDomId = (formId: string, rest: DraftIssue['path']) => [formId, ...rest].join('_');

/** Where an issue lives in the editor: the page settings, one block's form, or the page as a whole. */
export type IssueTarget =
  | { kind: 'settings'; rest: DraftIssue['path'] }
  | { kind: 'block'; index: number; rest: DraftIssue['path'] }
  | { kind: 'whole' };

export function issueTarget(path: DraftIssue['path']): IssueTarget {
  if (path[0] === 'blocks' && typeof path[1] === 'number')
    return { kind: 'block', index: path[1], rest: path[2] === 'props' ? path.slice(3) : [] };
  if (path[0] === 'meta') return { kind: 'settings', rest: path.slice(1) };
  if (path[0] === 'label') return { kind: 'settings', rest: ['label'] };
  return { kind: 'whole' };
}

/** "blocks › 2 › props › heading" is for machines; staff read "Heading". */
export function issueLabel(path: DraftIssue['path'], humanize: (k: string) => string): string {
  const t = issueTarget(path);
  const rest = t.kind === 'whole' ? path : t.rest;
  const words = rest.map((p) => (typeof p === 'number' ? `#${p + 1}` : humanize(p)));
  return words.join(' › ') || 'Block';
}
