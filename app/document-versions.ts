import { registry } from '../blocks';
import { navigationVersion } from '../contracts/navigation';
import {
  blockVersions,
  describeFailure,
  describeIssue,
  type DocumentVersions,
  type Migrated,
} from '../engine/schema-versions';

/** Pages: each public block's version and migration, declared beside its schema (blocks/<type>/schema.ts). */
export const pageVersions: DocumentVersions = blockVersions(registry.blocks);

/** The navigation: one document of its own shape, versioned as a whole (contracts/navigation.ts). */
export const navigationVersions: DocumentVersions = { document: navigationVersion };

/** At most this many lines a document: enough to find the change that broke it. */
const MAX_LINES = 20;

/**
 * Why a stored document does not pass, one line per block and field
 * (`/about: block #3 (stats) › items: Required`): what its migrations could
 * not do, then the check's issues.
 */
export function documentProblems(
  name: string,
  migrated: Migrated,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): string[] {
  const lines = [
    ...migrated.failures.map((f) => describeFailure(name, f)),
    ...issues.map((i) => describeIssue(name, migrated.document, i)),
  ];
  return lines.length > MAX_LINES
    ? [...lines.slice(0, MAX_LINES), `${name}: … and ${lines.length - MAX_LINES} more`]
    : lines;
}
