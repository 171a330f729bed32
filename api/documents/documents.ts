import { createHash } from 'node:crypto';
import { stableJson } from '../../contracts/stable-json';
import type { DocumentIssue } from '../../contracts/documents';

export { stableJson };

export function documentHash(doc: unknown): string {
  return createHash('sha256').update(stableJson(doc)).digest('hex');
}

/** Issues as the contract spells them: the JSON path inside the document (symbols cannot occur in JSON). */
export function toDocumentIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix: (string | number)[] = [],
): DocumentIssue[] {
  return issues.map((i) => ({
    path: [...prefix, ...i.path.map((k) => (typeof k === 'number' ? k : String(k)))],
    message: i.message,
  }));
}
